import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { employeeCategory, SALARY_FIELD_COUNTS, type SalaryDetail } from './salary-details';
import {
  addressLines,
  FIELD_COUNTS,
  type StatementDeductee,
  type StatementInput,
  statementFile,
} from './statement-file';

/**
 * The quarterly statement's text file, each line worked out by hand from the field tables of Protean's
 * "File Format for Salary TDS File – Form 24Q – Q1 to Q3" (version 6.3, 27 May 2025; FVU 9.5) and
 * "Form Number 138 (24Q) – Q1 to Q3" (version 1.1; FVU 1.2): FH 18 fields, BH 72, CD 41 (138: 30), DD 54
 * (138: 45); `^` between fields, CR LF after every line; amounts with two decimals; dates ddmmyyyy.
 *
 * October 2025 of a Mumbai company: ₹2,500 + ₹6,120 + ₹1,000 deducted, paid in with two challans (₹6,000 on
 * 7 November, ₹3,620 on 10 November); the second employee's tax split over both, his ₹85,500 paid in
 * proportion (85,500 × 3,500 ÷ 6,120 = ₹48,897.06 with the first, ₹36,602.94 with the second).
 */
const R = (rupees: number) => Math.round(rupees * 100);
const party = {
  address: ['1 MILL ROAD', 'MUMBAI'],
  stateCode: 19,
  pin: '400001',
};
const base: Omit<StatementInput, 'form' | 'year' | 'quarter' | 'challans'> = {
  utility: 'HRMS',
  createdOn: '2026-01-15',
  tan: 'MUMS12345F',
  pan: 'AAACS1234F',
  deductor: {
    ...party,
    name: 'Split Challans Private Limited',
    branch: 'Head office',
    country: 'India',
    email: 'spl@tds.test',
    mobile: '9820012345',
  },
  deductorType: 'K',
  responsible: {
    ...party,
    name: 'Meera Iyer',
    designation: 'Head of Payroll',
    pan: 'ABCPI1234M',
    country: 'India',
    email: 'meera@tds.test',
    mobile: '9820012345',
  },
  previousToken: null,
};
const paid = { paidOn: '2025-10-31', deductedOn: '2025-10-31' };
/** A deductee whose tax was all deposited (rupees in). */
const deductee = (pan: string, name: string, tds: number, amountPaid: number, sectionCode = '92B') => ({
  pan,
  name,
  sectionCode,
  tds: R(tds),
  deposited: R(tds),
  amountPaid: R(amountPaid),
  ...paid,
});
/** A challan of tax alone (rupees in), minor head 200, with its deductees. */
const challan = (serial: string, depositedOn: string, tax: number, deductees: StatementDeductee[]) => ({
  bsrCode: '0510308',
  serial,
  depositedOn,
  tax: R(tax),
  surcharge: 0,
  cess: 0,
  interest: 0,
  fee: 0,
  others: 0,
  minorHead: '200',
  deductees,
});
const october: StatementInput['challans'] = [
  challan('00012', '2025-11-07', 6_000, [
    deductee('ABCPR1234K', 'Asha Rao', 2_500, 60_000),
    deductee('ABCPS5678L', 'Vikram Singh', 3_500, 48_897.06),
  ]),
  challan('00044', '2025-11-10', 3_620, [
    deductee('ABCPS5678L', 'Vikram Singh', 2_620, 36_602.94),
    deductee('ABCPT9012M', 'Ravi Kumar', 1_000, 40_000),
  ]),
];

const fieldsOf = (line: string) => line.split('^').length;

describe('the quarterly statement as a text file', () => {
  it('Form 24Q, Q3 of 2025-26, two challans in one month: every line as worked out by hand', () => {
    const text = statementFile({ ...base, form: '24Q', year: '2025-26', quarter: 3, challans: october });
    expect(text.split('\r\n')).toEqual([
      '1^FH^SL1^R^15012026^1^D^MUMS12345F^1^HRMS^^^^^^^^',
      '2^BH^1^2^24Q^^^^^^^^MUMS12345F^^AAACS1234F^202627^202526^Q3^SPLIT CHALLANS PRIVATE LIMITED^HEAD OFFICE^1 MILL ROAD^MUMBAI^^^^19^400001^SPL@TDS.TEST^^^N^K^MEERA IYER^HEAD OF PAYROLL^1 MILL ROAD^MUMBAI^^^^19^400001^MEERA@TDS.TEST^9820012345^^^N^9620.00^^^^N^N^^^^^^^ABCPI1234M^^^^^^^^^^^^^',
      '3^CD^1^1^2^N^^^^^^00012^^^^0510308^^07112025^^^^6000.00^0.00^0.00^0.00^0.00^6000.00^^6000.00^6000.00^0.00^0.00^6000.00^0.00^0.00^^N^^0.00^200^',
      '4^DD^1^1^1^O^^^^ABCPR1234K^^^ASHA RAO^2500.00^0.00^0.00^2500.00^^2500.00^^^60000.00^31102025^31102025^07112025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
      '5^DD^1^1^2^O^^^^ABCPS5678L^^^VIKRAM SINGH^3500.00^0.00^0.00^3500.00^^3500.00^^^48897.06^31102025^31102025^07112025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
      '6^CD^1^2^2^N^^^^^^00044^^^^0510308^^10112025^^^^3620.00^0.00^0.00^0.00^0.00^3620.00^^3620.00^3620.00^0.00^0.00^3620.00^0.00^0.00^^N^^0.00^200^',
      '7^DD^1^2^1^O^^^^ABCPS5678L^^^VIKRAM SINGH^2620.00^0.00^0.00^2620.00^^2620.00^^^36602.94^31102025^31102025^10112025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
      '8^DD^1^2^2^O^^^^ABCPT9012M^^^RAVI KUMAR^1000.00^0.00^0.00^1000.00^^1000.00^^^40000.00^31102025^31102025^10112025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
      '',
    ]);
    // Every line ends in CR LF, the last too; no bare LF.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    const counts = FIELD_COUNTS['24Q'];
    expect(lines.map(fieldsOf)).toEqual([
      counts.FH,
      counts.BH,
      counts.CD,
      counts.DD,
      counts.DD,
      counts.CD,
      counts.DD,
      counts.DD,
    ]);
  });

  it('Form 138, Q1 of tax year 2026-27: the tax year, payment code 1002, one tax figure a challan', () => {
    const april: StatementInput['challans'] = [
      challan('00031', '2026-05-07', 2_500, [
        {
          ...deductee('ABCPR1234K', 'Asha Rao', 2_500, 60_000, '1002'),
          paidOn: '2026-04-30',
          deductedOn: '2026-04-30',
        },
      ]),
    ];
    const text = statementFile({
      ...base,
      createdOn: '2026-07-20',
      form: '138',
      year: '2026-27',
      quarter: 1,
      challans: april,
      previousToken: '123456789012345',
    });
    expect(text.split('\r\n')).toEqual([
      '1^FH^SL1^R^20072026^1^D^MUMS12345F^1^HRMS^^^^^^^^',
      '2^BH^1^1^138^^^^123456789012345^^^^MUMS12345F^^AAACS1234F^202728^202627^Q1^SPLIT CHALLANS PRIVATE LIMITED^INDIA^1 MILL ROAD^MUMBAI^^^^19^400001^SPL@TDS.TEST^91^9820012345^^K^MEERA IYER^HEAD OF PAYROLL^1 MILL ROAD^MUMBAI^^^^19^400001^MEERA@TDS.TEST^INDIA^91^9820012345^^2500.00^^^^^Y^^^^^^^ABCPI1234M^^^^^^^^^^^^^',
      '3^CD^1^1^1^N^^2500.00^0.00^0.00^0.00^2500.00^C^^0510308^^00031^^07052026^^2500.00^2500.00^200^^^^^^^',
      '4^DD^1^1^1^O^^ABCPR1234K^ASHA RAO^^^^^^1002^^^Y^30042026^60000.00^^^^2500.00^2500.00^^30042026^^07052026^^^^^^^^^^^^^^^^',
      '',
    ]);
    const lines = text.split('\r\n').slice(0, -1);
    const counts = FIELD_COUNTS['138'];
    expect(lines.map(fieldsOf)).toEqual([counts.FH, counts.BH, counts.CD, counts.DD]);
  });

  it('Form 24Q, Q4 of 2025-26: the salary details after the deductees, byte for byte as worked out by hand', () => {
    // fixtures/form-24q-2025-26-q4.txt, from "File Format for Salary TDS File – Form 24Q – Q4" (SD 88 fields,
    // S16 and C6A 8; sources in docs/decisions/income-tax.md, "Q4: the salary details"). January 2026's
    // challan (₹16,055 + ₹10,590) and the year of two employees:
    // - Kavya Nair, a woman of 45 on the old regime: salary ₹18,00,000 less HRA ₹1,20,000 and LTA ₹20,000 =
    //   ₹16,60,000; s.16 ₹50,000 + ₹2,500 → ₹16,07,500; house property −₹1,50,000 (s.24(b)), other sources
    //   ₹10,000 → gross total ₹14,67,500; 80C ₹1,50,000 + 80CCD(1B) ₹50,000 + 80D ₹25,000 → ₹12,42,500;
    //   tax 12,500 + 1,00,000 + 30% of 2,42,500 = ₹1,85,250, cess ₹7,410 → ₹1,92,660, all deducted. Rent
    //   ₹3,00,000 to two landlords; the housing loan from one lender.
    // - Arjun Mehta, 62 (a senior citizen), new regime, joined 1 July 2025 after ₹3,00,000 (TDS ₹10,000)
    //   elsewhere: ₹13,50,000 here + ₹3,00,000 − ₹75,000 = ₹15,75,000; 80CCD(2) ₹1,00,000 → ₹14,75,000; tax
    //   20,000 + 40,000 + 15% of 2,75,000 = ₹1,01,250 (above ₹12 lakh: no rebate, no relief), cess ₹4,050 →
    //   ₹1,05,300; deducted ₹95,000 + ₹10,000: ₹300 short.
    // BH 49: two SD records; BH 50: ₹14,67,500 + ₹15,75,000.
    const none = {
      lta: 0,
      gratuity: 0,
      pension: 0,
      leaveEncashment: 0,
      hra: 0,
      other: 0,
      specialAllowances: 0,
    };
    const kavya: SalaryDetail = {
      pan: 'ABCPN1234K',
      name: 'Kavya Nair',
      category: employeeCategory('female', 45, { senior: 60, superSenior: 80 }),
      from: '2025-04-01',
      to: '2026-03-31',
      optingOut: true,
      salary17_1: R(1_800_000),
      perquisites17_2: 0,
      profits17_3: 0,
      previousSalary: 0,
      exemptions: { ...none, lta: R(20_000), hra: R(120_000) },
      section16: [
        { section: '16(ia)', amount: R(50_000) },
        { section: '16(iii)', amount: R(2_500) },
      ],
      houseProperty: R(-150_000),
      otherSources: R(10_000),
      chapterVIA: [
        { section: '80C', amount: R(150_000) },
        { section: '80CCD(1B)', amount: R(50_000) },
        { section: '80D', amount: R(25_000) },
      ],
      aggregate80C: R(150_000),
      tax: R(185_250),
      rebate87a: 0,
      surcharge: 0,
      cess: R(7_410),
      relief89: 0,
      netTax: R(192_660),
      tdsCurrent: R(192_660),
      tdsPrevious: 0,
      landlords: [
        { pan: 'AAAPK1111A', name: 'Ramesh Kulkarni' },
        { pan: 'AAAPK2222B', name: 'Sunita Kulkarni' },
      ],
      lenders: [{ pan: 'AAACS8577K', name: 'State Bank of India' }],
    };
    const arjun: SalaryDetail = {
      ...kavya,
      pan: 'ABCPM5678L',
      name: 'Arjun Mehta',
      category: employeeCategory('male', 62, { senior: 60, superSenior: 80 }),
      from: '2025-07-01',
      optingOut: false,
      salary17_1: R(1_350_000),
      previousSalary: R(300_000),
      exemptions: none,
      section16: [{ section: '16(ia)', amount: R(75_000) }],
      houseProperty: 0,
      otherSources: 0,
      chapterVIA: [{ section: '80CCD(2)', amount: R(100_000) }],
      aggregate80C: 0,
      tax: R(101_250),
      cess: R(4_050),
      netTax: R(105_300),
      tdsCurrent: R(95_000),
      tdsPrevious: R(10_000),
      landlords: null,
      lenders: null,
    };
    const january = { paidOn: '2026-01-31', deductedOn: '2026-01-31' };
    const text = statementFile({
      ...base,
      createdOn: '2026-04-20',
      form: '24Q',
      year: '2025-26',
      quarter: 4,
      challans: [
        challan('00021', '2026-02-06', 26_645, [
          { ...deductee('ABCPN1234K', 'Kavya Nair', 16_055, 150_000), ...january },
          { ...deductee('ABCPM5678L', 'Arjun Mehta', 10_590, 150_000), ...january },
        ]),
      ],
      salaryDetails: [kavya, arjun],
    });
    const expected = readFileSync(
      new URL('../../reports/fixtures/form-24q-2025-26-q4.txt', import.meta.url),
      'latin1',
    );
    expect(text.split('\r\n')).toEqual(expected.split('\r\n'));
    expect(text).toBe(expected);
    const counts = { ...FIELD_COUNTS['24Q'], ...SALARY_FIELD_COUNTS };
    const types = text
      .split('\r\n')
      .slice(0, -1)
      .map((l) => l.split('^')[1] as keyof typeof counts);
    expect(types).toEqual([
      'FH',
      'BH',
      'CD',
      'DD',
      'DD',
      'SD',
      'S16',
      'S16',
      'C6A',
      'C6A',
      'C6A',
      'SD',
      'S16',
      'C6A',
    ]);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.map(fieldsOf)).toEqual(types.map((t) => counts[t]));
  });

  it('categorises an employee by age first, then as a woman (SD field 10)', () => {
    const ages = { senior: 60, superSenior: 80 };
    expect(employeeCategory('female', 59, ages)).toBe('W');
    expect(employeeCategory('female', 60, ages)).toBe('S');
    expect(employeeCategory('male', 80, ages)).toBe('O');
    expect(employeeCategory(null, 30, ages)).toBe('G');
  });

  it('packs an address into at most five lines of 25 characters', () => {
    expect(addressLines(['Plot 12, MIDC Andheri East Industrial Estate', null, 'Mumbai'])).toEqual([
      'Plot 12, MIDC Andheri',
      'East Industrial Estate,',
      'Mumbai',
    ]);
    expect(addressLines(['a '.repeat(100)]).length).toBe(5);
  });
});
