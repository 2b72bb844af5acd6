import type { Form16Figures } from '@hrms/contracts/form16';
import { statuteOfYear } from '@hrms/contracts/statute';
import { describe, expect, it } from 'vitest';
import {
  NEW_REGIME_METADATA,
  NEW_REGIME_SLABS,
  OLD_REGIME_METADATA,
  OLD_REGIME_SLABS,
} from '../../compensation/tax/regimes-in-force';
import { INCOME_TAX_ACT_1961, INCOME_TAX_ACT_2025 } from '../../statutory/income-tax-statute';
import { regimeRulesFrom } from '../../tax-year/engine/rules';
import { taxYear } from '../../tax-year/engine/tax-year';
import type { Declarations, SalaryMonth, TaxYearInput } from '../../tax-year/engine/types';
import { type ChallanRef, type Form16Facts, form16Figures, type PaidMonth, quarterSummary } from './figures';

/**
 * Form 16 Part B (Notification 36/2019 with row A of Notification 15/2021) from the tax-year engine, checked
 * item by item on worked examples in rupees, and against the form's own arithmetic: 3 = 1(d) − 2(h),
 * 6 = 3 + 1(e) − 5, 9 = 6 + 8, 12 = 9 − 11 (s.288A), 17 = 13 + 15 + 16 − 14, 19 = 17 − 18 (s.288B).
 */

const R = (rupees: number) => Math.round(rupees * 100);

const NOTHING_DECLARED: Declarations = {
  rent_paid_monthly: 0,
  section_80c: 0,
  section_80ccd_1b: 0,
  section_80d_self: 0,
  section_80d_parents: 0,
  section_80e: 0,
  section_80g: 0,
  home_loan_interest: 0,
  lta: 0,
  metroCity: false,
  rentCity: null,
  parentsSenior: false,
};
const NO_PREVIOUS = { salary: 0, exemptAllowances: 0, pf: 0, professionalTax: 0, tds: 0 };

/** Months of FY 2026-27 from `from` (a month number, April = 4) to March, each with these figures (rupees). */
function monthsOfYear(from: number, m: Partial<Record<keyof SalaryMonth, number>>): SalaryMonth[] {
  const order = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];
  return order.slice(order.indexOf(from)).map((month) => ({
    year: month >= 4 ? 2026 : 2027,
    month,
    taxable: R(m.taxable ?? 0),
    basicDa: R(m.basicDa ?? 0),
    hra: R(m.hra ?? 0),
    lta: 0,
    employeePf: R(m.employeePf ?? 0),
    // February's ₹300 makes Maharashtra's ₹2,500 a year.
    professionalTax: R(month === 2 ? 300 : (m.professionalTax ?? 0)),
    employerNps: 0,
    tds: R(m.tds ?? 0),
    projected: false,
  }));
}

const EMPLOYER = { name: 'Demo Industries Pvt Ltd', address: 'Mumbai', tan: 'MUMD12345E', pan: 'AABCD1234E' };

/** The statutes as seeded: tax year 2026-27 under the 2025 Act, 2025-26 under the 1961 Act. */
const ACT_2025 = statuteOfYear(INCOME_TAX_ACT_2025, '2026-27', '2026-04-01');
const ACT_1961 = statuteOfYear(INCOME_TAX_ACT_1961, '2025-26', '1962-04-01');

function facts(
  input: TaxYearInput,
  challans: ChallanRef[] = [],
  paid?: PaidMonth[],
  more: Partial<Form16Facts> = {},
): Form16Facts {
  return {
    financialYear: '2026-27',
    statute: ACT_2025,
    lastWorkingDay: null,
    receipts: new Map(),
    ...more,
    employer: EMPLOYER,
    employee: {
      id: 7,
      code: 'EMP0007',
      name: 'Asha Rao',
      pan: 'ABCPR1234K',
      designation: 'Engineer',
      hireDate: '2020-01-01',
    },
    regime: input.rules.kind ?? 'new',
    regimeCode: input.rules.kind === 'old' ? 'IN-OLD-2026-27' : 'IN-NEW-2026-27',
    input,
    result: taxYear(input),
    months:
      paid ??
      input.months.map((m) => ({
        year: m.year,
        month: m.month,
        gross: m.taxable,
        taxable: m.taxable,
        tds: m.tds,
      })),
    challans,
    ...more,
  };
}

const item = (f: Form16Figures, n: string) => {
  const line = f.part_b.find((l) => l.item === n);
  if (!line) throw new Error(`no item ${n}`);
  return line;
};
const amount = (f: Form16Figures, n: string) => item(f, n).amount;

/** The form's own sums hold on every certificate. */
function expectFormArithmetic(f: Form16Figures) {
  expect(amount(f, '1(d)')).toBe(amount(f, '1(a)') + amount(f, '1(b)') + amount(f, '1(c)'));
  const exempt = ['2(a)', '2(b)', '2(c)', '2(d)', '2(e)', '2(g)'].reduce((t, n) => t + amount(f, n), 0);
  expect(amount(f, '2(h)')).toBeCloseTo(exempt, 2);
  expect(amount(f, '3')).toBeCloseTo(amount(f, '1(d)') - amount(f, '2(h)'), 2);
  expect(amount(f, '5')).toBeCloseTo(amount(f, '4(a)') + amount(f, '4(b)') + amount(f, '4(c)'), 2);
  expect(amount(f, '6')).toBeCloseTo(amount(f, '3') + amount(f, '1(e)') - amount(f, '5'), 2);
  expect(amount(f, '8')).toBeCloseTo(amount(f, '7(a)') + amount(f, '7(b)'), 2);
  expect(amount(f, '9')).toBeCloseTo(amount(f, '6') + amount(f, '8'), 2);
  const viA = ['10(d)', '10(e)', '10(f)', '10(g)', '10(h)', '10(i)', '10(j)', '10(k)'].reduce(
    (t, n) => t + amount(f, n),
    0,
  );
  expect(amount(f, '11')).toBeCloseTo(viA, 2);
  // s.288A: to the nearest ten rupees.
  expect(Math.abs(amount(f, '12') - (amount(f, '9') - amount(f, '11')))).toBeLessThanOrEqual(5);
  expect(amount(f, '17')).toBeCloseTo(
    amount(f, '13') + amount(f, '15') + amount(f, '16') - amount(f, '14'),
    1,
  );
  // s.288B: to the nearest ten rupees.
  expect(Math.abs(amount(f, '19') - (amount(f, '17') - amount(f, '18')))).toBeLessThanOrEqual(5);
}

describe('Form 16 Part B from the year (Income-tax Rules 1962, Form No. 16, rule 31(1)(a))', () => {
  it('old regime, a whole year in Mumbai: HRA under s.10(13A), s.16, s.24(b) loss, Chapter VI-A gross and deductible', () => {
    // ₹1,00,000 a month (BASIC ₹50,000, HRA ₹20,000), PF ₹6,000, PT ₹200 (₹300 in February), TDS ₹10,000;
    // rent ₹25,000 a month in a metro, s.80C ₹1,00,000, s.80D ₹20,000 self and ₹30,000 parents (not senior),
    // s.80E ₹10,000, s.80G ₹5,000, home-loan interest ₹1,50,000, interest income ₹20,000.
    const input: TaxYearInput = {
      rules: regimeRulesFrom(OLD_REGIME_METADATA, OLD_REGIME_SLABS),
      age: 35,
      months: monthsOfYear(4, {
        taxable: 100_000,
        basicDa: 50_000,
        hra: 20_000,
        employeePf: 6_000,
        professionalTax: 200,
        tds: 10_000,
      }),
      previous: NO_PREVIOUS,
      otherIncome: R(20_000),
      declarations: {
        ...NOTHING_DECLARED,
        rent_paid_monthly: R(25_000),
        metroCity: true,
        section_80c: R(100_000),
        section_80d_self: R(20_000),
        section_80d_parents: R(30_000),
        section_80e: R(10_000),
        section_80g: R(5_000),
        home_loan_interest: R(150_000),
      },
    };
    const f = form16Figures(facts(input));

    expect(f.opting_out_of_115bac).toBe(true);
    expect(f.assessment_year).toBeNull();
    expect([f.period_from, f.period_to]).toEqual(['2026-04-01', '2027-03-31']);
    expect(amount(f, '1(a)')).toBe(1_200_000);
    expect(amount(f, '1(b)')).toBe(0);
    expect(amount(f, '1(c)')).toBe(0);
    expect(amount(f, '1(e)')).toBe(0);
    // Rule 2A each month: least of HRA ₹20,000, rent less 10% of salary ₹20,000, 50% of salary ₹25,000.
    expect(amount(f, '2(e)')).toBe(240_000);
    expect(amount(f, '2(h)')).toBe(240_000);
    expect(amount(f, '3')).toBe(960_000);
    expect(amount(f, '4(a)')).toBe(50_000);
    expect(amount(f, '4(c)')).toBe(2_500);
    expect(amount(f, '6')).toBe(907_500);
    expect(amount(f, '7(a)')).toBe(-150_000);
    expect(amount(f, '7(b)')).toBe(20_000);
    expect(amount(f, '9')).toBe(777_500);
    // s.80C: PF ₹72,000 + ₹1,00,000 declared, within ₹1,50,000; s.80D: ₹20,000 + ₹25,000 (parents' cap).
    expect(item(f, '10(a)')).toMatchObject({ gross: 172_000, amount: 150_000 });
    expect(item(f, '10(d)')).toMatchObject({ gross: 172_000, amount: 150_000 });
    expect(item(f, '10(g)')).toMatchObject({ gross: 50_000, amount: 45_000 });
    expect(item(f, '10(h)')).toMatchObject({ gross: 10_000, amount: 10_000 });
    expect(item(f, '10(i)')).toMatchObject({ gross: 5_000, amount: 5_000 });
    expect(amount(f, '11')).toBe(210_000);
    expect(amount(f, '12')).toBe(567_500);
    // 5% of ₹2,50,000 + 20% of ₹67,500 = ₹26,000; no rebate above ₹5 lakh; cess 4% = ₹1,040.
    expect(amount(f, '13')).toBe(26_000);
    expect(amount(f, '14')).toBe(0);
    expect(amount(f, '15')).toBe(0);
    expect(amount(f, '16')).toBe(1_040);
    expect(amount(f, '17')).toBe(27_040);
    expect(amount(f, '18')).toBe(0);
    expect(amount(f, '19')).toBe(27_040);
    expect(f.totals).toEqual({
      gross_salary: 1_200_000,
      total_income: 567_500,
      tax_payable: 27_040,
      tds_this_employer: 120_000,
      tds_previous_employer: 0,
      balance: -92_960,
    });
    expectFormArithmetic(f);
  });

  it('new regime with a previous employer: 1(e), no exemptions, the s.87A marginal relief as item 14', () => {
    // Joined in June at ₹1,00,000 a month; the previous employer paid ₹2,85,000 (₹10,000 exempt, TDS ₹5,000).
    // Total income ₹10,00,000 + ₹2,85,000 − ₹75,000 = ₹12,10,000: slab tax ₹61,500, but no more than the
    // ₹10,000 above ₹12 lakh (s.87A proviso), so ₹51,500 of relief; cess ₹400.
    const input: TaxYearInput = {
      rules: regimeRulesFrom(NEW_REGIME_METADATA, NEW_REGIME_SLABS),
      age: 30,
      months: monthsOfYear(6, {
        taxable: 100_000,
        basicDa: 50_000,
        hra: 20_000,
        employeePf: 1_800,
        tds: 500,
      }),
      previous: {
        salary: R(285_000),
        exemptAllowances: R(10_000),
        pf: R(9_000),
        professionalTax: 0,
        tds: R(5_000),
      },
      otherIncome: 0,
      declarations: { ...NOTHING_DECLARED, section_80c: R(50_000), rent_paid_monthly: R(25_000) },
    };
    const f = form16Figures(facts(input));

    expect(f.opting_out_of_115bac).toBe(false);
    expect(amount(f, '1(a)')).toBe(1_000_000);
    expect(amount(f, '1(e)')).toBe(285_000);
    expect(amount(f, '2(h)')).toBe(0);
    expect(amount(f, '4(a)')).toBe(75_000);
    expect(amount(f, '4(c)')).toBe(0);
    expect(amount(f, '6')).toBe(1_210_000);
    // s.115BAC(2): no s.80C under the new regime, not even its gross amount.
    expect(item(f, '10(a)')).toMatchObject({ gross: 0, amount: 0 });
    expect(amount(f, '11')).toBe(0);
    expect(amount(f, '12')).toBe(1_210_000);
    expect(amount(f, '13')).toBe(61_500);
    expect(amount(f, '14')).toBe(51_500);
    expect(amount(f, '16')).toBe(400);
    expect(amount(f, '19')).toBe(10_400);
    expect(f.totals).toMatchObject({ tds_this_employer: 5_000, tds_previous_employer: 5_000, balance: 400 });
    expectFormArithmetic(f);
  });

  it('annexure: each month with the challans of its pay month, "not yet deposited" as none; quarters', () => {
    const input: TaxYearInput = {
      rules: regimeRulesFrom(NEW_REGIME_METADATA, NEW_REGIME_SLABS),
      age: 30,
      months: monthsOfYear(4, { taxable: 150_000, tds: 12_000 }).slice(0, 4),
      previous: NO_PREVIOUS,
      otherIncome: 0,
      declarations: NOTHING_DECLARED,
    };
    const paid: PaidMonth[] = input.months.map((m) => ({
      year: m.year,
      month: m.month,
      gross: m.taxable + R(1_000),
      taxable: m.taxable,
      tds: m.tds,
    }));
    const challans: ChallanRef[] = [
      { year: 2026, month: 5, bsr_code: '0510032', deposited_on: '2026-06-07', challan_serial: '00042' },
      { year: 2026, month: 4, bsr_code: '0510032', deposited_on: '2026-05-07', challan_serial: '00017' },
      { year: 2026, month: 4, bsr_code: '0510032', deposited_on: '2026-05-02', challan_serial: '00011' },
    ];
    const f = form16Figures(facts(input, challans, [...paid].reverse()));

    expect(
      f.months.map((m) => [
        m.month,
        m.salary_paid,
        m.taxable,
        m.tds,
        m.challans.map((c) => c.challan_serial),
      ]),
    ).toEqual([
      [4, 151_000, 150_000, 12_000, ['00011', '00017']],
      [5, 151_000, 150_000, 12_000, ['00042']],
      [6, 151_000, 150_000, 12_000, []],
      [7, 151_000, 150_000, 12_000, []],
    ]);
    expect(f.quarters).toEqual([
      { quarter: 1, receipt_number: null, salary_paid: 453_000, tds_deducted: 36_000, tds_deposited: 24_000 },
      { quarter: 2, receipt_number: null, salary_paid: 151_000, tds_deducted: 12_000, tds_deposited: 0 },
      { quarter: 3, receipt_number: null, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
      { quarter: 4, receipt_number: null, salary_paid: 0, tds_deducted: 0, tds_deposited: 0 },
    ]);
  });

  it('quarters follow the financial year: January to March is the fourth', () => {
    const q = quarterSummary([
      { month: 1, gross: R(10), tds: R(1), deposited: R(1) },
      { month: 12, gross: R(20), tds: R(2), deposited: 0 },
      { month: 3, gross: R(30), tds: R(3), deposited: R(3) },
    ]);
    expect(q[2]).toEqual({
      quarter: 3,
      receipt_number: null,
      salary_paid: 20,
      tds_deducted: 2,
      tds_deposited: 0,
    });
    expect(q[3]).toEqual({
      quarter: 4,
      receipt_number: null,
      salary_paid: 40,
      tds_deducted: 4,
      tds_deposited: 4,
    });
  });

  it('carries each filed statement’s receipt number into its quarter (Part A)', () => {
    const q = quarterSummary(
      [{ month: 5, gross: R(10), tds: R(1), deposited: R(1) }],
      new Map([[1, 'QVBNMKLP']]),
    );
    expect(q.map((x) => x.receipt_number)).toEqual(['QVBNMKLP', null, null, null]);
  });
});

describe('the statute of the year on the certificate (1961 Act to 2025-26, 2025 Act from 2026-27)', () => {
  const input: TaxYearInput = {
    rules: regimeRulesFrom(NEW_REGIME_METADATA, NEW_REGIME_SLABS),
    age: 30,
    months: monthsOfYear(4, { taxable: 100_000, tds: 5_000 }),
    previous: NO_PREVIOUS,
    otherIncome: 0,
    declarations: NOTHING_DECLARED,
  };
  const label = (f: Form16Figures, n: string) => item(f, n).label;

  it('tax year 2026-27: Form 130 under rule 215(1), s.395(4), no assessment year, the 2025 Act’s sections', () => {
    const f = form16Figures(facts(input));
    expect(f.assessment_year).toBeNull();
    expect(f.statute).toMatchObject({
      act: 'Income-tax Act, 2025',
      form: 'Form 130',
      form_rule: 'rule 215(1)',
      certificate_section: 'section 395(4)',
      salary_tds_section: 'section 392(1)',
      regime_section: '202(1)',
      statement_form: 'Form 138',
      year_label: 'Tax year 2026-27',
    });
    expect(label(f, '1(a)')).toBe('Salary as per provisions contained in section 16');
    expect(label(f, '1(b)')).toContain('as per Form 123');
    expect(label(f, '2(e)')).toBe('House rent allowance under Schedule III');
    expect(label(f, '4(a)')).toBe('Standard deduction under section 19(1) [Table: Sl. No. 2]');
    expect(label(f, '10(d)')).toBe('Total deduction under section 123');
    expect(label(f, '14')).toBe('Rebate under section 156, if applicable');
    expect(label(f, '19')).toBe('Net tax payable (17-18), rounded off under section 516');
    expect(f.part_b.some((l) => /80C|87A|115BAC|288|192/.test(l.label))).toBe(false);
  });

  it('financial year 2025-26: Form 16 under rule 31(1)(a), s.203, assessment year 2026-27, the 1961 Act’s sections', () => {
    const f = form16Figures(facts(input, [], undefined, { financialYear: '2025-26', statute: ACT_1961 }));
    expect(f.assessment_year).toBe('2026-27');
    expect(f.statute).toMatchObject({
      form: 'Form 16',
      certificate_section: 'section 203',
      regime_section: '115BAC(1A)',
    });
    expect(label(f, '1(a)')).toBe('Salary as per provisions contained in section 17(1)');
    expect(label(f, '10(d)')).toBe('Total deduction under sections 80C, 80CCC, 80CCD(1)');
    expect(label(f, '14')).toBe('Rebate under section 87A, if applicable');
  });

  it('a leaver’s period ends on the last working day; a day after the year, or none, ends it on 31 March', () => {
    expect(form16Figures(facts(input, [], undefined, { lastWorkingDay: '2026-10-20' })).period_to).toBe(
      '2026-10-20',
    );
    expect(form16Figures(facts(input, [], undefined, { lastWorkingDay: '2027-04-30' })).period_to).toBe(
      '2027-03-31',
    );
    expect(form16Figures(facts(input)).period_to).toBe('2027-03-31');
    // The last day of the year itself is the year's end either way.
    expect(form16Figures(facts(input, [], undefined, { lastWorkingDay: '2027-03-31' })).period_to).toBe(
      '2027-03-31',
    );
  });
});
