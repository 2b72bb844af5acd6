import type { GratuityRates, LeaveEncashmentRates, RetrenchmentRates } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { input, months, NEW, rupee } from '../../../../test/tax-year-engine-fixtures';
import { duesOf, PAYABLE_ON_DEATH, type SettlementFacts, settle } from './settle';
import {
  gratuity,
  leaveEncashment,
  noticeMonthsDays,
  noticePay,
  retrenchmentCompensation,
  serviceOf,
  settlementTds,
} from './settlement';

/** The seeded versions (statutory/rates-data.ts): Payment of Gratuity Act s.2A, s.4; S.O. 1420(E) of 2018. */
const GRATUITY: GratuityRates = {
  min_years: 5,
  days_per_year: 15,
  day_divisor: 26,
  continuous_service_days: 240,
  part_year_months: 6,
  ceiling: 2_000_000,
  exemption_limit: 2_000_000,
};
/** Income-tax Act s.10(10AA)(ii); CBDT Notification 31/2023 (₹25 lakh). */
const LEAVE_ENC: LeaveEncashmentRates = {
  exemption_limit: 2_500_000,
  average_salary_months: 10,
  max_days_per_year: 30,
};

const grat = (hireDate: string, lastWorkingDay: string, wagesRupees: number, rules = GRATUITY) =>
  gratuity({ hireDate, lastWorkingDay, monthlyWages: rupee(wagesRupees), rules });

describe('service', () => {
  it('counts completed years, months and the part year to the last working day inclusive', () => {
    expect(serviceOf('2020-01-01', '2024-12-31')).toEqual({ years: 5, months: 0, days: 0, partYearDays: 0 });
    expect(serviceOf('2021-01-01', '2025-08-31')).toMatchObject({
      years: 4,
      months: 8,
      days: 0,
      partYearDays: 243,
    });
    expect(serviceOf('2015-01-01', '2025-07-31')).toMatchObject({ years: 10, months: 7, days: 0 });
  });
});

describe('gratuity of a fixed-term employee (Code on Social Security 2020 s.53(1) and its provisos: one year, pro rata)', () => {
  const CODE = { ...GRATUITY, fixed_term_min_years: 1 };
  const fixed = (
    hireDate: string,
    lastWorkingDay: string,
    wagesRupees: number,
    rules: GratuityRates = CODE,
  ) => gratuity({ hireDate, lastWorkingDay, monthlyWages: rupee(wagesRupees), rules, fixedTerm: true });

  it('1 year 3 months: 1.25 years × 15/26 × ₹26,000 = ₹18,750; a permanent employee of the same service gets none', () => {
    const g = fixed('2025-01-01', '2026-03-31', 26_000);
    expect(g).toMatchObject({ eligible: true, years: 1.25 });
    // 26,000 × 15 ÷ 26 = 15,000 a year; × 1.25 = 18,750, to the rupee.
    expect(g.amount).toBe(rupee(18_750));
    expect(g.reason).toBe(
      '1 years and 3 months of a fixed term: at least 1 year, paid pro rata (Code on Social Security s.53(1))',
    );
    const permanent = gratuity({
      hireDate: '2025-01-01',
      lastWorkingDay: '2026-03-31',
      monthlyWages: rupee(26_000),
      rules: CODE,
    });
    expect(permanent).toMatchObject({ eligible: false, amount: 0 });
  });

  it('is earned at exactly one year and not a day before', () => {
    expect(fixed('2025-04-01', '2026-03-31', 26_000)).toMatchObject({ eligible: true, years: 1 });
    expect(fixed('2025-04-01', '2026-03-31', 26_000).amount).toBe(rupee(15_000));
    expect(fixed('2025-04-01', '2026-03-30', 26_000)).toMatchObject({ eligible: false, amount: 0 });
  });

  it('before the Code (no fixed-term rule in the version) a fixed-term employee waits five years like anyone', () => {
    expect(fixed('2025-01-01', '2026-03-31', 26_000, GRATUITY)).toMatchObject({ eligible: false, amount: 0 });
  });
});

describe('gratuity, Payment of Gratuity Act 1972 (Madras HC reading of s.2A(2)(a): 4 years + 240 days is five)', () => {
  it('4 years 8 months (243 days in the fifth year ≥ 240): eligible, 5 years × 15/26 × ₹26,000 = ₹75,000', () => {
    const g = grat('2021-01-01', '2025-08-31', 26_000);
    expect(g.eligible).toBe(true);
    expect(g.years).toBe(5);
    // 26,000 × 15 ÷ 26 = 15,000 a year; × 5 = 75,000.
    expect(g.amount).toBe(rupee(75_000));
    expect(g.exempt).toBe(rupee(75_000));
    expect(g.taxable).toBe(0);
  });

  it('4 years + 239 days: one day short of the 240, not eligible; 4 years + 240 days: eligible', () => {
    // 1 Jan 2025 … 27 Aug 2025 is 239 days (31+28+31+30+31+30+31+27); … 28 Aug is 240.
    const short = grat('2021-01-01', '2025-08-27', 26_000);
    expect(short.service.partYearDays).toBe(239);
    expect(short).toMatchObject({ eligible: false, years: 0, amount: 0, taxable: 0 });
    const at = grat('2021-01-01', '2025-08-28', 26_000);
    expect(at.service.partYearDays).toBe(240);
    expect(at).toMatchObject({ eligible: true, years: 5, amount: rupee(75_000) });
  });

  it('exactly 5 completed years is eligible (s.4(1)); 4 years 5 months is not', () => {
    expect(grat('2020-01-01', '2024-12-31', 26_000)).toMatchObject({
      eligible: true,
      years: 5,
      amount: rupee(75_000),
    });
    expect(grat('2020-01-01', '2024-05-31', 26_000)).toMatchObject({ eligible: false, amount: 0 });
  });

  it('10 years 7 months counts 11 years (s.4(2): part year above six months): 11 × 15/26 × ₹52,000 = ₹3,30,000', () => {
    const g = grat('2015-01-01', '2025-07-31', 52_000);
    expect(g.years).toBe(11);
    expect(g.amount).toBe(rupee(330_000));
  });

  it('10 years 6 months exactly counts 10 (not in excess of six months); 6 months and a day counts 11', () => {
    expect(grat('2015-01-01', '2025-06-30', 52_000)).toMatchObject({ years: 10, amount: rupee(300_000) });
    expect(grat('2015-01-01', '2025-07-01', 52_000)).toMatchObject({ years: 11, amount: rupee(330_000) });
  });

  it('at the ₹20 lakh ceiling (s.4(3)) and either side: 26 years × 15/26 = 15 months of wages', () => {
    // 15 × 1,33,333.33 = 19,99,999.95 → ₹20,00,000 to the rupee: at the ceiling.
    const at = grat('1999-01-01', '2024-12-31', 133_333.33);
    expect(at.years).toBe(26);
    expect(at).toMatchObject({ computed: rupee(2_000_000), amount: rupee(2_000_000), ceilingApplied: false });
    // 15 × 1,33,333 = 19,99,995: below.
    expect(grat('1999-01-01', '2024-12-31', 133_333)).toMatchObject({
      amount: rupee(1_999_995),
      ceilingApplied: false,
    });
    // 15 × 1,33,334 = 20,00,010: capped at 20,00,000.
    expect(grat('1999-01-01', '2024-12-31', 133_334)).toMatchObject({
      computed: rupee(2_000_010),
      amount: rupee(2_000_000),
      ceilingApplied: true,
      taxable: 0,
    });
  });

  it('s.10(10)(ii): only the least of the limit, the statutory amount and the amount paid is exempt', () => {
    // With the ₹10 lakh limit of 2010–2018: ₹20,00,000 paid → ₹10,00,000 exempt, ₹10,00,000 taxable.
    const g = grat('1999-01-01', '2024-12-31', 133_334, { ...GRATUITY, exemption_limit: 1_000_000 });
    expect(g.exempt).toBe(rupee(1_000_000));
    expect(g.taxable).toBe(rupee(1_000_000));
    // Below the limit, all of it is exempt.
    expect(
      grat('2015-01-01', '2025-07-31', 52_000, { ...GRATUITY, exemption_limit: 1_000_000 }).taxable,
    ).toBe(0);
  });
});

describe('leave encashment, s.10(10AA)(ii)', () => {
  const base = { dayDivisor: 26, rules: LEAVE_ENC };
  it('20.5 days at BASIC ₹26,000 ÷ 26 = ₹1,000 a day → ₹20,500, all exempt', () => {
    const l = leaveEncashment({
      ...base,
      balances: [
        { code: 'AL', name: 'Annual', days: 18 },
        { code: 'X', name: 'Other', days: 2.5 },
      ],
      monthlyBasisPay: rupee(26_000),
      averageMonthlySalary: rupee(30_000),
      completedYears: 6,
    });
    expect(l.days).toBe(20.5);
    expect(l.amount).toBe(rupee(20_500));
    expect(l.exempt).toBe(rupee(20_500));
    expect(l.taxable).toBe(0);
  });

  it('the leave-credit limb binds: 200 days but 5 years × 30 = 150 days at ₹30,000 ÷ 30 → ₹1,50,000 exempt', () => {
    const l = leaveEncashment({
      ...base,
      balances: [{ code: 'AL', name: 'Annual', days: 200 }],
      monthlyBasisPay: rupee(26_000),
      averageMonthlySalary: rupee(30_000),
      completedYears: 5,
    });
    expect(l.amount).toBe(rupee(200_000));
    expect(l.leaveCreditDays).toBe(150);
    expect(l.exempt).toBe(rupee(150_000));
    expect(l.taxable).toBe(rupee(50_000));
  });

  it('the ten months’ average salary limb binds: 330 days, average ₹15,000 → 10 × 15,000 = ₹1,50,000 exempt', () => {
    const l = leaveEncashment({
      ...base,
      balances: [{ code: 'AL', name: 'Annual', days: 330 }],
      monthlyBasisPay: rupee(26_000),
      averageMonthlySalary: rupee(15_000),
      completedYears: 12,
    });
    expect(l.amount).toBe(rupee(330_000));
    expect(l.limbs.leaveCredit).toBe(rupee(165_000));
    expect(l.exempt).toBe(rupee(150_000));
    expect(l.taxable).toBe(rupee(180_000));
  });

  it('the notified limit binds when it is the least; an overdrawn balance encashes nothing', () => {
    const l = leaveEncashment({
      ...base,
      rules: { ...LEAVE_ENC, exemption_limit: 100_000 },
      balances: [
        { code: 'AL', name: 'Annual', days: 200 },
        { code: 'X', name: 'Other', days: -3 },
      ],
      monthlyBasisPay: rupee(26_000),
      averageMonthlySalary: rupee(30_000),
      completedYears: 10,
    });
    expect(l.days).toBe(200);
    expect(l.exempt).toBe(rupee(100_000));
    expect(l.taxable).toBe(rupee(100_000));
  });
});

describe('notice pay', () => {
  // 30 days' notice; gross ₹60,000 ÷ 30 = ₹2,000 a day; notice given 1 June, left 20 June: 20 served, 10 short.
  const at = (
    exitType: 'resignation' | 'termination' | 'retirement' | 'death' | 'retrenchment',
    lastWorkingDay = '2025-06-20',
    waive = false,
  ) =>
    noticePay({
      exitType,
      noticeDate: '2025-06-01',
      lastWorkingDay,
      requiredDays: 30,
      monthlyBasisPay: rupee(60_000),
      dayDivisor: 30,
      waiveRecovery: waive,
    });
  it('a resignation short of notice is recovered: 10 days × ₹2,000 = −₹20,000', () => {
    expect(at('resignation')).toMatchObject({ servedDays: 20, shortfallDays: 10, amount: rupee(-20_000) });
  });
  it('the recovery can be waived', () => {
    expect(at('resignation', '2025-06-20', true)).toMatchObject({ amount: 0, waived: true });
  });
  it('a termination pays the shortfall in lieu of notice: +₹20,000', () => {
    expect(at('termination')).toMatchObject({ amount: rupee(20_000) });
  });
  it('a retrenchment pays the shortfall in lieu of notice, as a termination does: +₹20,000', () => {
    expect(at('retrenchment')).toMatchObject({
      amount: rupee(20_000),
      note: "Paid in lieu of 10 days' notice",
    });
  });
  it('a death has none, neither paid nor recovered', () => {
    expect(at('death')).toMatchObject({ amount: 0, note: 'Death: no notice pay' });
  });
  it('a retirement has none', () => {
    expect(at('retirement')).toMatchObject({ amount: 0 });
  });
  it('30 days served (1–30 June) is the full notice; 29 days is one day short', () => {
    expect(at('resignation', '2025-06-30')).toMatchObject({ servedDays: 30, shortfallDays: 0, amount: 0 });
    expect(at('resignation', '2025-06-29')).toMatchObject({ shortfallDays: 1, amount: rupee(-2_000) });
  });
});

describe('TDS on the settlement (s.192, no projection)', () => {
  it('9 months at ₹1,50,000 (TDS ₹10,000 each) + ₹3,00,000 taxable leave encashment, new regime', () => {
    // Gross 13,50,000 + 3,00,000 = 16,50,000 − standard deduction 75,000 = 15,75,000.
    // Slabs: 4–8 L 5% = 20,000; 8–12 L 10% = 40,000; 12–15.75 L 15% = 56,250 → 1,16,250; cess 4% = 4,650
    // → 1,20,900 (a multiple of ₹10). Less TDS deducted 9 × 10,000 = 90,000 → ₹30,900.
    const t = settlementTds({
      year: input({ rules: NEW }),
      months: months(9, { taxable: 150_000, tds: 10_000 }),
      taxable: {
        leaveEncashment: rupee(300_000),
        gratuity: 0,
        noticePay: rupee(-20_000),
        bonus: 0,
        claims: 0,
      },
      period: { year: 2025, month: 12 },
    });
    expect(t.settlementTaxable).toBe(rupee(300_000));
    expect(t.result.totalTax).toBe(rupee(120_900));
    expect(t.tds).toBe(rupee(30_900));
  });

  it('never negative: more already deducted than the year’s tax', () => {
    const t = settlementTds({
      year: input({ rules: NEW }),
      months: months(9, { taxable: 150_000, tds: 20_000 }),
      taxable: { leaveEncashment: rupee(300_000), gratuity: 0, noticePay: 0, bonus: 0, claims: 0 },
      period: { year: 2025, month: 12 },
    });
    expect(t.tds).toBe(0);
  });
});

describe('settle: the whole settlement from its facts', () => {
  // A resignation in December 2025 put together from the figures the tests above and the API tests establish:
  // hired 1 Jan 2014 (settlement.api.test.ts); notice given 1 Dec, left 20 Dec — 20 days served of 30, at gross
  // ₹60,000 ÷ 30 (notice pay above); BASIC ₹26,000 ÷ 26 for 20.5 days of leave (leave encashment above); an
  // advance of ₹30,000 with ₹20,000 still owed (loans.api.test.ts); a ₹25,000 relocation claim, not taxable
  // (reimbursements.api.test.ts); a ₹6,997 approved bonus entry (bonus.api.test.ts); nine months at ₹1,50,000
  // under the new regime (TDS above), with ₹5,000 deducted each month.
  const facts: SettlementFacts = {
    hireDate: '2014-01-01',
    exit: { exitType: 'resignation', noticeDate: '2025-12-01', lastWorkingDay: '2025-12-20' },
    waiveNoticeRecovery: false,
    rules: { gratuity: GRATUITY, leaveEncashment: LEAVE_ENC },
    settings: {
      encashmentBasis: 'basic',
      encashmentDayDivisor: 26,
      noticePeriodDays: 30,
      noticePayBasis: 'gross',
      noticePayDayDivisor: 30,
    },
    monthlyPay: {
      basic: rupee(26_000),
      da: 0,
      gross: rupee(60_000),
      gratuityWages: rupee(26_000),
      gratuityBasis: 'basic_da',
      encashmentFloor: 0,
      retrenchmentWages: rupee(60_000),
      retrenchmentBasis: 'gross',
    },
    leaveBalances: [
      { code: 'AL', name: 'Annual', days: 18 },
      { code: 'X', name: 'Other', days: 2.5 },
    ],
    recentBasicDa: [rupee(29_000), rupee(30_000), rupee(31_000.01)],
    finalMonth: { runId: 501, status: 'processed', netSalary: rupee(45_678.5) },
    tax: {
      financialYear: '2025-26',
      regime: 'IN-NEW-2025-26',
      year: (({ months: _months, ...year }) => year)(input({ rules: NEW })),
      months: months(9, { taxable: 150_000, tds: 5_000 }),
    },
    dues: {
      loans: [{ loanId: 7, kind: 'advance', balance: rupee(20_000) }],
      claims: [
        { id: 11, category: 'Relocation', expenseDate: '2025-12-05', amount: rupee(25_000), taxable: false },
      ],
      bonus: {
        amount: rupee(6_997),
        entryIds: [3],
        currentYear: { accountingYear: '2025-26', amount: 0, eligible: false, reason: 'Not eligible' },
      },
    },
  };

  it('pays, recovers and nets each figure as hand-worked', () => {
    const { figures, workings } = settle(facts);
    // Gratuity, to the rupee (half up): 11 years 11 months 20 days counts 12 years (part year above six
    // months); ₹26,000 × 15 ÷ 26 = ₹15,000 a year × 12 = ₹1,80,000, all exempt (limit ₹20 lakh).
    expect(workings.gratuity).toMatchObject({
      years_counted: 12,
      per_year: 15_000,
      amount: 180_000,
      taxable: 0,
    });
    // Leave encashment, to the rupee: 20.5 days × ₹26,000 ÷ 26 = ₹20,500. The average salary is taken to the
    // paisa: (29,000 + 30,000 + 31,000.01) ÷ 3 = 30,000.0033 → ₹30,000.00; the leave-credit limb is 20.5 days
    // (≤ 30 × 11 completed years) × 30,000 ÷ 30 = ₹20,500, so all of it is exempt.
    expect(workings.leave_encashment).toMatchObject({
      days: 20.5,
      daily_rate: 1_000,
      amount: 20_500,
      average_monthly_salary: 30_000,
      average_months: 3,
      completed_years: 11,
      exempt: 20_500,
      taxable: 0,
    });
    // Notice, to the rupee: 10 days short × ₹60,000 ÷ 30 = ₹20,000 recovered (negative).
    expect(workings.notice_pay).toMatchObject({ served_days: 20, shortfall_days: 10, amount: -20_000 });
    // The final month's net is the run's, to the paisa, paid with the settlement (the run is not paid yet).
    expect(workings.final_month).toMatchObject({ run_id: 501, net_salary: 45_678.5, included: true });
    // TDS, to the rupee: taxable in the settlement only the bonus (₹6,997; the claim is not taxable, a recovery
    // is not negative income). 13,50,000 + 6,997 − 75,000 = 12,81,997 → ₹12,82,000 (s.288A); 20,000 + 40,000
    // + 15% × 82,000 = 72,300; cess 4% = 2,892 → ₹75,192 → ₹75,190 (s.288B); less 9 × 5,000 deducted → ₹30,190.
    expect(workings.tds).toMatchObject({
      settlement_taxable: 6_997,
      total_income: 1_282_000,
      tax_payable: 75_190,
      tds_deducted: 45_000,
      tds: 30_190,
      salary_months: 9,
    });
    // The sources' dues as owed: the loan and the claim to the paisa, the bonus to the rupee as its run pays it.
    expect(figures).toEqual({
      finalMonthRunId: 501,
      finalMonthNet: rupee(45_678.5),
      leaveEncashment: rupee(20_500),
      gratuity: rupee(180_000),
      noticePay: rupee(-20_000),
      retrenchmentCompensation: 0,
      reimbursements: rupee(25_000),
      bonus: rupee(6_997),
      loanRecovery: rupee(20_000),
      tds: rupee(30_190),
      // 45,678.50 + 20,500 + 1,80,000 − 20,000 + 25,000 + 6,997 − 20,000 − 30,190 = 2,07,985.50, paid to the
      // rupee half up: ₹2,07,986, the 50 paise a rounding line.
      netPayable: rupee(207_986),
    });
    expect(workings.net_rounding).toBe(0.5);
    expect(workings.loans).toEqual([{ loan_id: 7, kind: 'advance', balance: 20_000 }]);
    expect(workings.claims).toEqual([
      { id: 11, category: 'Relocation', expense_date: '2025-12-05', amount: 25_000, taxable: false },
    ]);
    expect(workings.bonus).toMatchObject({ amount: 6_997, entry_ids: [3] });
    expect(workings.waive_notice_recovery).toBe(false);
  });

  it('pays the net to the rupee, half up, the paise a rounding line of their own (either side of 50 paise, and a recovery)', () => {
    // The final month's net sets the paise; the other figures net to 2,07,985.50 − 45,678.50 = ₹1,62,307.
    const net = (finalNet: number) => {
      const { figures, workings } = settle({
        ...facts,
        finalMonth: { runId: 501, status: 'processed', netSalary: rupee(finalNet) },
      });
      return { net: figures.netPayable / 100, rounding: workings.net_rounding };
    };
    // ₹1,62,307 + 45,678.49 = 2,07,985.49 → ₹2,07,985 (−0.49); + 45,678.50 → ₹2,07,986 (+0.50); + 45,678.10 →
    // ₹2,07,985 (−0.10); a whole-rupee net has no rounding.
    expect(net(45_678.49)).toEqual({ net: 207_985, rounding: -0.49 });
    expect(net(45_678.5)).toEqual({ net: 207_986, rounding: 0.5 });
    expect(net(45_678.1)).toEqual({ net: 207_985, rounding: -0.1 });
    expect(net(45_678)).toEqual({ net: 207_985, rounding: 0 });
    // A recovery: a final month of −₹1,94,371.10 leaves −32,064.10 → −₹32,064 recovered (+0.10): the rupee
    // nearest, the same rule as every statutory figure of the settlement.
    expect(net(-194_371.1)).toEqual({ net: -32_064, rounding: 0.1 });
  });

  it('under the Labour Codes: gratuity on the Codes’ wages, leave encashed on no less than them', () => {
    // Code on Social Security s.53(1) and s.2(88): gratuity at 15 days' wages per year on the Codes' wages —
    // ₹40,000 × 15 ÷ 26 = ₹23,076.92 a year × 12 = ₹2,76,923.08 → ₹2,76,923 (half up). The company encashes on
    // BASIC (₹26,000), less than the Codes' wages (₹40,000): 20.5 days × ₹40,000 ÷ 26 = ₹31,538.46 → ₹31,538.
    const pay = {
      ...facts.monthlyPay,
      gratuityWages: rupee(40_000),
      gratuityBasis: 'code_wages' as const,
      encashmentFloor: rupee(40_000),
    };
    const { workings } = settle({ ...facts, monthlyPay: pay });
    expect(workings.gratuity).toMatchObject({
      monthly_wages: 40_000,
      wages_basis: 'code_wages',
      years_counted: 12,
      amount: 276_923,
    });
    expect(workings.leave_encashment).toMatchObject({
      basis: 'basic',
      monthly_basis_pay: 40_000,
      raised_to_code_wages: true,
      amount: 31_538,
    });
    // A company basis above the Codes' wages (gross ₹60,000) is kept: 20.5 × 60,000 ÷ 26 = ₹47,307.69 → ₹47,308.
    const gross = settle({
      ...facts,
      monthlyPay: pay,
      settings: { ...facts.settings, encashmentBasis: 'gross' },
    });
    expect(gross.workings.leave_encashment).toMatchObject({
      monthly_basis_pay: 60_000,
      raised_to_code_wages: false,
      amount: 47_308,
    });
  });

  it('leaves out a final month paid on its own, and averages the structure when no month has a run', () => {
    const { figures, workings } = settle({
      ...facts,
      waiveNoticeRecovery: true,
      recentBasicDa: [],
      finalMonth: { runId: 501, status: 'paid', netSalary: rupee(45_678.5) },
    });
    expect(workings.final_month).toMatchObject({ net_salary: 45_678.5, included: false });
    expect(figures.finalMonthNet).toBe(0);
    expect(workings.leave_encashment).toMatchObject({ average_monthly_salary: 26_000, average_months: 0 });
    expect(figures.noticePay).toBe(0);
    expect(workings).toMatchObject({ notice_pay: { waived: true }, waive_notice_recovery: true });
  });

  it('a death: gratuity as earned, no notice recovered, payable to the nominee or heirs', () => {
    const { figures, workings } = settle({ ...facts, exit: { ...facts.exit, exitType: 'death' } });
    expect(workings.notice_pay).toMatchObject({ amount: 0, note: 'Death: no notice pay' });
    expect(figures).toMatchObject({ gratuity: rupee(180_000), noticePay: 0, tds: rupee(30_190) });
    // The resignation's net with the ₹20,000 recovery undone: 2,07,985.50 + 20,000.
    expect(figures.netPayable).toBe(rupee(227_986));
    expect(workings).toMatchObject({ payable_to: PAYABLE_ON_DEATH, retrenchment: null });
  });

  it('a retrenchment under the IR Code: compensation, the statutory month of notice, the fund beside it', () => {
    const rules = { ...facts.rules, gratuity: { ...GRATUITY, retrenchment: IR_CODE } };
    const exit = { ...facts.exit, exitType: 'retrenchment' as const };
    const { figures, workings } = settle({ ...facts, exit, rules });
    // 11 years 11 months 20 days count 12 (part year above six months); gross ₹60,000 × 15 ÷ 26 = ₹34,615.38
    // a year × 12 = ₹4,15,384.62 → ₹4,15,385 (half up); all exempt (≤ ₹5,00,000). The fund: 15 days' wages,
    // ₹34,615.38 → ₹34,615, paid to the Fund, not in the net.
    expect(workings.retrenchment).toMatchObject({
      eligible: true,
      years_counted: 12,
      per_year: 34_615.38,
      amount: 415_385,
      exempt: 415_385,
      taxable: 0,
      reskilling_fund: 34_615,
      statutory_notice_days: 31,
    });
    // Notice: the statutory month from 1 December runs to 31 December (31 days) against the company's 30;
    // 20 served, 11 short × ₹60,000 ÷ 30 = ₹22,000 paid in lieu.
    expect(workings.notice_pay).toMatchObject({ required_days: 31, shortfall_days: 11, amount: 22_000 });
    // TDS: taxable ₹6,997 bonus + ₹22,000 notice pay = ₹28,997; 13,50,000 + 28,997 − 75,000 = 13,03,997 →
    // ₹13,04,000; 20,000 + 40,000 + 15% × 1,04,000 = 75,600; cess 3,024 → 78,624 → ₹78,620; less 45,000.
    expect(workings.tds).toMatchObject({ settlement_taxable: 28_997, tax_payable: 78_620, tds: 33_620 });
    expect(figures.retrenchmentCompensation).toBe(rupee(415_385));
    // 45,678.50 + 20,500 + 1,80,000 + 22,000 + 4,15,385 + 25,000 + 6,997 − 20,000 − 33,620 = 6,61,940.50
    expect(figures.netPayable).toBe(rupee(661_941));
    expect(workings.payable_to).toBeNull();
  });

  it('reads back from the statement the dues it recorded (what approval settles)', () => {
    expect(duesOf(settle(facts).workings)).toEqual(facts.dues);
  });
});

/** Industrial Disputes Act s.25B, s.25F; Income-tax Act s.10(10B) (₹5 lakh): the seeded ID Act version. */
const ID_ACT: RetrenchmentRates = {
  law: 'Industrial Disputes Act 1947 s.25F',
  min_years: 1,
  continuous_service_days: 240,
  notice_months: 1,
  days_per_year: 15,
  day_divisor: 26,
  part_year_months: 6,
  exemption_limit: 500_000,
  exemption_provision: 'Income-tax Act 1961 s.10(10B)',
};
/** Industrial Relations Code s.70, s.83: the same, and 15 days' wages to the Worker Re-skilling Fund. */
const IR_CODE: RetrenchmentRates = {
  ...ID_ACT,
  law: 'Industrial Relations Code 2020 s.70',
  reskilling_fund_days: 15,
};

describe('gratuity on death (proviso to s.4(1) of the 1972 Act; s.53(1) of the Code): no five years', () => {
  // ₹26,000 × 15 ÷ 26 = ₹15,000 a year.
  const onDeath = (hire: string, lwd: string, rules: GratuityRates = { ...GRATUITY, death_min_years: 0 }) =>
    gratuity({ hireDate: hire, lastWorkingDay: lwd, monthlyWages: rupee(26_000), rules, onDeath: true });
  it('4 years 6 months: 4 years on death (₹60,000); nothing on resignation (181 days < 240)', () => {
    expect(onDeath('2021-01-01', '2025-06-30')).toMatchObject({
      eligible: true,
      years: 4,
      amount: rupee(60_000),
    });
    expect(grat('2021-01-01', '2025-06-30', 26_000)).toMatchObject({ eligible: false, amount: 0 });
  });
  it('4 years 6 months and a day: the part year counts whole on death, 5 years = ₹75,000', () => {
    expect(onDeath('2021-01-01', '2025-07-01')).toMatchObject({ years: 5, amount: rupee(75_000) });
  });
  it('4 years 7 months: 5 years on death (₹75,000); nothing on resignation (212 days < 240)', () => {
    expect(onDeath('2021-01-01', '2025-07-31')).toMatchObject({ years: 5, amount: rupee(75_000) });
    expect(grat('2021-01-01', '2025-07-31', 26_000)).toMatchObject({ eligible: false, amount: 0 });
  });
  it('7 months count one year (₹15,000); 6 months count none', () => {
    expect(onDeath('2025-01-01', '2025-07-31')).toMatchObject({
      eligible: true,
      years: 1,
      amount: rupee(15_000),
    });
    expect(onDeath('2025-01-01', '2025-06-30')).toMatchObject({ eligible: false, years: 0, amount: 0 });
  });
  it('a version without the death rule keeps the five years', () => {
    expect(onDeath('2021-01-01', '2025-07-31', GRATUITY)).toMatchObject({ eligible: false, amount: 0 });
  });
  it('a fixed-term employee who dies within the year: pro rata, 9 months = 0.75 × ₹15,000 = ₹11,250', () => {
    const rules = { ...GRATUITY, fixed_term_min_years: 1, death_min_years: 0 };
    const fixed = (onDeath: boolean) =>
      gratuity({
        hireDate: '2025-01-01',
        lastWorkingDay: '2025-09-30',
        monthlyWages: rupee(26_000),
        rules,
        fixedTerm: true,
        onDeath,
      });
    expect(fixed(true)).toMatchObject({ eligible: true, amount: rupee(11_250) });
    expect(fixed(false)).toMatchObject({ eligible: false, amount: 0 });
  });
});

describe('retrenchment compensation (ID Act s.25F(b) with s.25B; IR Code s.70(b)): 15 days a year, ÷ 26', () => {
  // Gross ₹52,000 × 15 ÷ 26 = ₹30,000 a year, exactly.
  const retrench = (hire: string, lwd: string, wages = 52_000, rules = IR_CODE) =>
    retrenchmentCompensation({ hireDate: hire, lastWorkingDay: lwd, monthlyWages: rupee(wages), rules });
  it('7 months (212 days < 240): not a year of continuous service, nothing', () => {
    expect(retrench('2025-01-01', '2025-07-31')).toMatchObject({ eligible: false, years: 0, amount: 0 });
  });
  it('8 months (243 days ≥ 240, Mohan Lal): one year, ₹30,000; 11 months the same', () => {
    expect(retrench('2025-01-01', '2025-08-31')).toMatchObject({
      eligible: true,
      years: 1,
      amount: rupee(30_000),
    });
    expect(retrench('2025-01-01', '2025-11-30')).toMatchObject({
      eligible: true,
      years: 1,
      amount: rupee(30_000),
    });
  });
  it('exactly one year: one year; 1 year 6 months still one; 1 year 6 months and a day two (₹60,000)', () => {
    expect(retrench('2025-01-01', '2025-12-31')).toMatchObject({ years: 1, amount: rupee(30_000) });
    expect(retrench('2025-01-01', '2026-06-30')).toMatchObject({ years: 1, amount: rupee(30_000) });
    expect(retrench('2025-01-01', '2026-07-01')).toMatchObject({ years: 2, amount: rupee(60_000) });
  });
  it('rounds once, half up: 3 years at ₹40,000 = 3 × 23,076.923 = ₹69,230.77 → ₹69,231', () => {
    expect(retrench('2023-01-01', '2025-12-31', 40_000)).toMatchObject({ years: 3, amount: rupee(69_231) });
  });
  it('exempt up to ₹5,00,000 (s.10(10B)): 20 years × ₹30,000 = ₹6,00,000, ₹1,00,000 taxable', () => {
    expect(retrench('2006-01-01', '2025-12-31')).toMatchObject({
      years: 20,
      amount: rupee(600_000),
      exempt: rupee(500_000),
      taxable: rupee(100_000),
    });
  });
  it('the re-skilling fund (IR Code s.83): 15 days’ wages ₹30,000 under the Code; none under the ID Act', () => {
    expect(retrench('2020-01-01', '2025-12-31').reskillingFund).toBe(rupee(30_000));
    expect(retrench('2020-01-01', '2025-12-31', 52_000, ID_ACT).reskillingFund).toBe(0);
    expect(retrench('2025-01-01', '2025-07-31').reskillingFund).toBe(0);
  });
  it('the statutory month of notice in days: from 10 March to 9 April is 31; from 1 February, 28', () => {
    expect(noticeMonthsDays('2026-03-10', 1)).toBe(31);
    expect(noticeMonthsDays('2026-02-01', 1)).toBe(28);
    expect(noticeMonthsDays('2026-02-01', 0)).toBe(0);
  });
});
