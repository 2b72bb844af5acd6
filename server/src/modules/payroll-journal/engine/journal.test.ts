import { readFile } from 'node:fs/promises';
import { DEFAULT_LEDGERS } from '@hrms/contracts/payroll-journal';
import { describe, expect, it } from 'vitest';
import { journalCsvRows } from './csv';
import {
  buildPayrollJournal,
  costCentreOf,
  type JournalMapping,
  type JournalRun,
  rupeesText,
} from './journal';
import { tallyXml, xmlText } from './tally';

/**
 * Two runs of November 2026, worked by hand (rupees):
 *
 * Engineering: BASIC 30,000 + HRA 12,000 + overtime 1,500.50 = gross 43,500.50; PF 1,800, PT 200, TDS 2,500,
 * loan 1,000 = deductions 5,500; net 38,000.50; employer EPS 1,250, EPF 550, EDLI 75, admin 75.
 * R&D: BASIC 15,000 + HRA 6,000 + bonus 1,249.99 = gross 22,249.99; PF 1,800, ESIC 167.50, PT 200, LWF 10,
 * other 100 = deductions 2,277.50; net 19,972.49; employer EPS 1,250, EPF 550, EDLI 75, admin 75, ESIC
 * 723.13, LWF 20.
 *
 * Debits: salaries 63,000 (42,000 + 21,000), overtime 1,500.50, bonus 1,249.99, employer PF 3,750 (1,875 each),
 * PF admin 150, employer ESIC 723.13, employer LWF 20 = 70,393.62. Credits: salary payable 57,972.99, PF
 * 7,500 (3,600 employees' + 3,900 employer's with EDLI and admin), ESIC 890.63, PT 400, LWF 30, TDS 2,500,
 * loans 1,000, other 100 = 70,393.62.
 */
const ENGINEERING: JournalRun = {
  earnings: { basic_salary: 30000, hra: 12000, overtime: 1500.5 },
  deductions: { pf_deduction: 1800, professional_tax: 200, tds_deduction: 2500, loan_deduction: 1000 },
  employer: { pf_pension: 1250, pf_provident_fund: 550, edli: 75, pf_admin: 75, esic: 0, lwf: 0, nps: 0 },
  department: 'Engineering',
  branch: 'Pune',
  cost_centre: null,
};
const RESEARCH: JournalRun = {
  earnings: { basic_salary: 15000, hra: 6000, bonus: 1249.99 },
  deductions: {
    pf_deduction: 1800,
    esic_deduction: 167.5,
    professional_tax: 200,
    lwf_deduction: 10,
    other_deduction: 100,
  },
  employer: { pf_pension: 1250, pf_provident_fund: 550, edli: 75, pf_admin: 75, esic: 723.13, lwf: 20 },
  department: 'R&D',
  branch: null,
  cost_centre: 'CC-RD-01',
};
const MAPPING: JournalMapping = {
  cost_centre_basis: 'department',
  voucher_type: 'Journal',
  cost_category: 'Primary Cost Category',
  ledgers: DEFAULT_LEDGERS,
};
const november = (runs: JournalRun[], mapping = MAPPING) =>
  buildPayrollJournal({ year: 2026, month: 11, companyId: 7, runs, mapping });

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the payroll journal', () => {
  it('balances to the paisa and books each line as worked by hand', () => {
    const journal = november([ENGINEERING, RESEARCH]);
    expect(journal.total_debit).toBe(70_393_62);
    expect(journal.total_credit).toBe(70_393_62);
    expect(journal.date).toBe('2026-11-30');
    expect(journal.lines.map((l) => [l.ledger, l.side, l.amount])).toEqual([
      ['Salaries & Wages', 'debit', 63_000_00],
      ['Overtime Wages', 'debit', 1_500_50],
      ['Bonus', 'debit', 1_249_99],
      ['Employer PF Contribution', 'debit', 3_750_00],
      ['PF Admin Charges', 'debit', 150_00],
      ['Employer ESIC Contribution', 'debit', 723_13],
      ['Employer LWF Contribution', 'debit', 20_00],
      ['Salary Payable', 'credit', 57_972_99],
      ['PF Payable', 'credit', 7_500_00],
      ['ESIC Payable', 'credit', 890_63],
      ['Professional Tax Payable', 'credit', 400_00],
      ['LWF Payable', 'credit', 30_00],
      ['TDS on Salary Payable', 'credit', 2_500_00],
      ['Staff Loans & Advances', 'credit', 1_000_00],
      ['Other Salary Deductions Payable', 'credit', 100_00],
    ]);
    // Expenses split by cost centre (they add up to the line); liabilities carry none.
    expect(journal.lines[0]?.cost_centres).toEqual([
      { name: 'Engineering', amount: 42_000_00 },
      { name: 'R&D', amount: 21_000_00 },
    ]);
    expect(journal.lines.filter((l) => l.side === 'credit').every((l) => !l.cost_centres.length)).toBe(true);
  });

  it('keeps one order of lines whatever the order of the runs', () => {
    expect(november([RESEARCH, ENGINEERING])).toEqual(november([ENGINEERING, RESEARCH]));
  });

  it('balances amounts whose rupees are binary fractions (0.1 + 0.2), rounding each stored line once', () => {
    const runs: JournalRun[] = Array.from({ length: 37 }, (_, i) => ({
      earnings: { basic_salary: 0.1 * (i + 1), hra: 0.2 * (i + 3), arrears: -0.07 * i },
      deductions: { pf_deduction: 0.03 * i, tds_deduction: 0.01 },
      employer: { pf_pension: 0.33, esic: 0.05 * i },
      department: i % 2 ? 'A' : 'B',
      branch: null,
      cost_centre: null,
    }));
    const journal = november(runs);
    expect(journal.total_debit).toBe(journal.total_credit);
    for (const line of journal.lines) {
      expect(Number.isInteger(line.amount)).toBe(true);
      if (line.cost_centres.length) {
        const signed = line.cost_centres.reduce((sum, c) => sum + c.amount, 0);
        expect(Math.abs(signed)).toBe(line.amount);
      }
    }
  });

  it('books a negative earning (an arrears recovery) against its ledger, and a ledger netting to 0 not at all', () => {
    const journal = november([
      {
        ...ENGINEERING,
        earnings: { basic_salary: 1000, arrears: -1000, bonus: 500 },
        deductions: {},
        employer: {},
      },
    ]);
    expect(journal.lines.map((l) => [l.ledger, l.side, l.amount])).toEqual([
      ['Bonus', 'debit', 500_00],
      ['Salary Payable', 'credit', 500_00],
    ]);
  });

  it('books cost centres by department, branch or the employee’s own (else the department)', () => {
    expect(costCentreOf(RESEARCH, 'department')).toBe('R&D');
    expect(costCentreOf(ENGINEERING, 'branch')).toBe('Pune');
    expect(costCentreOf(RESEARCH, 'branch')).toBe('Unallocated');
    expect(costCentreOf(RESEARCH, 'employee')).toBe('CC-RD-01');
    expect(costCentreOf(ENGINEERING, 'employee')).toBe('Engineering');
    expect(costCentreOf({ ...ENGINEERING, department: null }, 'department')).toBe('Unallocated');
    const byBranch = november([ENGINEERING, RESEARCH], { ...MAPPING, cost_centre_basis: 'branch' });
    expect(byBranch.lines[0]?.cost_centres.map((c) => c.name)).toEqual(['Pune', 'Unallocated']);
  });

  it('writes paise as rupees from the integer', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-123_456)).toBe('-1234.56');
    expect(rupeesText(100_000_000_01)).toBe('100000000.01');
  });
});

describe('the Tally import file', () => {
  it('is the hand-worked fixture, byte for byte', async () => {
    const company = `Demo & Sons <India> "Pvt" Ltd's`;
    expect(tallyXml(november([ENGINEERING, RESEARCH]), company)).toBe(
      await fixture('payroll-journal-2026-11.tally.xml'),
    );
  });

  it('escapes &, <, > and both quotes, and drops what XML cannot hold', () => {
    expect(xmlText(`A&B <C> "D" 'E'\u0001\u000b`)).toBe('A&amp;B &lt;C&gt; &quot;D&quot; &apos;E&apos;');
    const xml = tallyXml(
      november([ENGINEERING], {
        ...MAPPING,
        voucher_type: 'Payroll "JV"',
        ledgers: { ...DEFAULT_LEDGERS, earning_basic_salary: 'Basic <Staff> & Co' },
      }),
      null,
    );
    expect(xml).toContain('<VOUCHER VCHTYPE="Payroll &quot;JV&quot;" ACTION="Create"');
    expect(xml).toContain('<LEDGERNAME>Basic &lt;Staff&gt; &amp; Co</LEDGERNAME>');
    // No company given: whichever company is open in Tally takes the import.
    expect(xml).not.toContain('STATICVARIABLES');
  });
});

describe('the CSV for other ledgers', () => {
  it('has one row per ledger line, an expense once per cost centre, and balances', () => {
    const { header, rows } = journalCsvRows(november([ENGINEERING, RESEARCH]));
    expect(header).toEqual([
      'Date',
      'Voucher Number',
      'Ledger',
      'Cost Centre',
      'Debit',
      'Credit',
      'Narration',
    ]);
    const narration = 'Payroll for November 2026: 2 approved and paid runs, cost centres by department.';
    expect(rows.slice(0, 3)).toEqual([
      ['2026-11-30', 'PAYROLL/2026-11/7', 'Salaries & Wages', 'Engineering', '42000.00', null, narration],
      ['2026-11-30', 'PAYROLL/2026-11/7', 'Salaries & Wages', 'R&D', '21000.00', null, narration],
      ['2026-11-30', 'PAYROLL/2026-11/7', 'Overtime Wages', 'Engineering', '1500.50', null, narration],
    ]);
    expect(rows.find((r) => r[2] === 'Salary Payable')).toEqual([
      '2026-11-30',
      'PAYROLL/2026-11/7',
      'Salary Payable',
      null,
      null,
      '57972.99',
      narration,
    ]);
    const total = (column: number) =>
      rows.reduce((sum, r) => sum + Math.round(Number(r[column] ?? 0) * 100), 0);
    expect(rows).toHaveLength(18);
    expect(total(4)).toBe(70_393_62);
    expect(total(5)).toBe(70_393_62);
  });
});
