import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type PayrollBreakdown,
} from '@hrms/contracts/payroll';
import {
  DEDUCTION_LABELS,
  EARNING_LABELS,
  EMPLOYER_CONTRIBUTION_LABELS,
} from '@hrms/contracts/payroll-labels';
import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images';
import { pdfText } from '../../../test/pdf-text';
import { formatRupees, paise, rupees } from '../../platform/money';
import { yearToDate } from './engine/year-to-date';
import { type PayslipYear, payslipPdf } from './payslip';

const fill = <F extends string>(fields: readonly F[], amount: (i: number) => number) =>
  Object.fromEntries(fields.map((f, i) => [f, amount(i)])) as Record<F, number>;

/** Every earning, deduction and employer contribution of the breakdown, large enough to need lakh figures. */
const earnings = fill(EARNING_FIELDS, (i) => 1_23_456.78 + i * 1_000);
const deductions = fill(DEDUCTION_FIELDS, (i) => 12_345.67 + i * 100);
const employer = fill(EMPLOYER_CONTRIBUTION_FIELDS, (i) => 2_345.5 + i * 10);
const sum = (amounts: Record<string, number>) =>
  rupees(Object.values(amounts).reduce((n, a) => n + paise(a), 0));
const gross = sum(earnings);
const deducted = sum(deductions);

const breakdown: PayrollBreakdown = {
  employee_name: 'Priya Nair',
  employee_code: 'EMP0007',
  pan: 'ABCDE1234F',
  uan: '100200300400',
  esic_ip_number: '3100200300',
  bank_account_last4: '4321',
  join_date: '2024-04-15',
  department: 'Research, Development and Quality Assurance of Industrial Products',
  designation: 'Principal Engineer',
  status: 'approved',
  pay_period: '2026-06',
  total_days: 30,
  days_present: 28,
  days_paid: 29.5,
  pl_days: 1,
  cl_days: 0,
  absent_days: 0.5,
  lop_days: 0.5,
  ot_hours: 12.5,
  earnings: { ...earnings, ot_hours: 12.5 },
  deductions,
  total_earnings: gross,
  total_deductions: deducted,
  net_salary: rupees(paise(gross) - paise(deducted)),
  employer_contributions: employer,
  statutory: null,
  tds: null,
  arrear_months: [
    {
      year: 2026,
      month: 4,
      earnings: { basic_salary: 2_000, hra: 800 },
      gross: 2_800,
      pf_deduction: 240,
      esic_deduction: 0,
      professional_tax: 0,
    },
  ],
  overtime_detail: { hours: 12.5, ordinary_hourly_rate: 250, multiplier: 2 },
  claims: [{ id: 4, category: 'Travel', expense_date: '2026-06-10', amount: 1_500, taxable: false }],
  loan_recoveries: [
    { loan_id: 9, kind: 'salary_advance', principal: 2_000, interest: 0, balance_after: 8_000 },
  ],
  perquisites: null,
  bonus_detail: { bonus_run_id: 2, accounting_year: '2025-26', amount: 8_400 },
  encashment_detail: {
    encashments: [{ id: 3, days: 1, amount: 1_000 }],
    days: 1,
    day_rate: 1_000,
    amount: 1_000,
  },
  source: 'engine',
};

/** April and May of the tax year, and June: this run. */
const runs = [1, 2, 3].map(() => ({ earnings, deductions, employer_contributions: employer }));
const year: PayslipYear = {
  from: { year: 2026, month: 4 },
  ytd: yearToDate(runs),
  leave: {
    asOf: '2026-06-30',
    balances: [
      { name: 'Earned Leave', days: 12.5 },
      { name: 'Casual Leave', days: 1 },
      { name: 'Compensatory Off for Holidays and Weekly Offs Worked', days: 0 },
    ],
  },
  ctc: { annualGross: 84_00_000_00, annual: 91_23_456_00, from: '2026-04-01' },
};
const company = {
  name: 'Demo Industries Private Limited',
  address: {
    line1: 'Plot 14, MIDC Industrial Area, Andheri East',
    line2: 'Near the Metro Station',
    city: 'Mumbai',
    state: 'Maharashtra',
    postal_code: '400093',
    country: 'India',
  },
  logo: pngImage(240, 80),
  brand_colour: '#1d4ed8',
} as Parameters<typeof payslipPdf>[0];

const three = (amount: number) => formatRupees(rupees(paise(amount) * 3));

type Item = { str: string; x: number; y: number; width: number; height: number };
/** Two text items' boxes overlapping by more than a hair: one piece of text printed over another. */
const overlap = (a: Item, b: Item) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height * 0.8, b.y + b.height * 0.8) -
    Math.max(a.y - a.height * 0.2, b.y - b.height * 0.2) >
    0.5;

describe('the payslip PDF', () => {
  it('reads back every cell: each line this month and year to date, the totals, leave and the CTC', async () => {
    const pdf = await payslipPdf(company, breakdown, year);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Payslip for June 2026');
    expect(text).toContain('Year to date from 1 Apr 2026');
    expect(text).toContain('This month Year to date');
    const labels = {
      ...EARNING_LABELS,
      arrears: `${EARNING_LABELS.arrears} (see below)`,
      ...DEDUCTION_LABELS,
      ...EMPLOYER_CONTRIBUTION_LABELS,
    };
    for (const [field, amount] of Object.entries({ ...earnings, ...deductions, ...employer })) {
      expect(text, field).toContain(
        `${labels[field as keyof typeof labels]} ${formatRupees(amount)} ${three(amount)}`,
      );
    }
    expect(text).toContain(`Gross pay ${formatRupees(gross)} ${three(gross)}`);
    expect(text).toContain(`Total deductions ${formatRupees(deducted)} ${three(deducted)}`);
    expect(text).toContain(`Net pay: ${formatRupees(breakdown.net_salary)}`);
    expect(text).toContain(`Net pay year to date ${three(breakdown.net_salary)}`);
    expect(text).toContain(
      `Total employer contributions ${formatRupees(sum(employer))} ${three(sum(employer))}`,
    );
    expect(text).toContain('Leave balances On 30 Jun 2026');
    expect(text).toContain('Earned Leave 12.5 days');
    expect(text).toContain('Casual Leave 1 day');
    expect(text).toContain('Compensatory Off for Holidays and Weekly Offs Worked 0 days');
    expect(text).toContain('Gross salary ₹84,00,000.00');
    expect(text).toContain('Employer contributions ₹7,23,456.00');
    expect(text).toContain('Annual CTC ₹91,23,456.00');
    expect(text).toContain('the salary structure in force from 1 Apr 2026');
    expect(text).toContain('Overtime Hours: 12.5');
    expect(text).toContain('Date of joining: 15 Apr 2024');
    expect(text).toContain('Arrears for April 2026 (salary revision)');
    expect(text).toContain('Leave encashed: 1 day × ₹1,000.00 a day');
    expect(text).toContain('This is a computer-generated payslip and needs no signature.');
  });

  it('prints no text over other text, and no label wraps: "Overtime (Approved Hours)" is one line', async () => {
    const pdf = await payslipPdf(company, breakdown, year);
    const { items } = await extractTextItems(new Uint8Array(pdf));
    const all = items.flat().filter((i) => i.str.trim());
    expect(all.map((i) => i.str)).toContain('Overtime (Approved Hours)');
    expect(all.map((i) => i.str)).toContain('Leave Encashed (Approved Days)');
    for (const page of items) {
      const shown = page.filter((i) => i.str.trim());
      for (const [n, a] of shown.entries()) {
        for (const b of shown.slice(n + 1)) expect(overlap(a, b), `"${a.str}" over "${b.str}"`).toBe(false);
      }
    }
  });

  it('puts the company logo at the top left, and does without one', async () => {
    // The logo is the page's one picture (its alpha channel a mask of the same size); pdfkit writes its
    // dictionary in the clear.
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image[^>]*\/Width 240/g) ?? [];
    const withLogo = await payslipPdf(company, breakdown, year);
    expect(images(withLogo)).toHaveLength(2);
    const { items } = await extractTextItems(new Uint8Array(withLogo));
    const name = items[0]?.find((i) => i.str.startsWith('Demo Industries'));
    // Beside the logo: drawn 120 pt wide (240 × 80 px within 48 × 120) from the left margin, then a gap.
    expect(name?.x).toBeCloseTo(48 + 120 + 12, 0);
    const without = await payslipPdf({ ...company, logo: null }, breakdown, { ...year, ctc: null });
    expect(images(without)).toHaveLength(0);
    const text = (await pdfText(without)).replace(/\s+/g, ' ');
    expect(text).toContain('Demo Industries Private Limited');
    expect(text).toContain('No salary structure');
  });
});
