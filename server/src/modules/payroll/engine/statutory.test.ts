import { describe, expect, it } from 'vitest';
import { SEEDED_STATUTORY_RATES } from '../../statutory/rates-data';
import { pickInForce } from '../../statutory/rates-queries';
import {
  epsExcluded,
  esic,
  esicCovers,
  esicRulesOf,
  type PfMember,
  pensionDays,
  pfCeilingParts,
  pfRulesOf,
  providentFund,
} from './statutory';
import { ACTS_BASIS, structureWages } from './wage-bases';

/**
 * Hand-worked examples, in rupees, against the seeded rates (the EPFO's contribution chart: A/c 1 12% + 3.67%,
 * A/c 10 EPS 8.33%, A/c 21 EDLI 0.50%, A/c 2 administration 0.50%; ESI (Central) Rules 51–52: 0.75% + 3.25%,
 * ₹176 a day). Rounding: EPF Scheme para 29(4) and EDLI Scheme para 7(2) — nearest rupee, 50 paise up; ESI
 * rule 51 — the next higher rupee.
 */
const seeded = pickInForce(SEEDED_STATUTORY_RATES, '2026-06-30');
const PF_RATES = seeded.pf;
const ESIC_RATES = seeded.esic;
if (!PF_RATES || !ESIC_RATES) throw new Error('the seeded PF and ESIC rates are missing');
const PF = pfRulesOf(PF_RATES);
const ESIC = esicRulesOf(ESIC_RATES);

const rs = (r: number) => Math.round(r * 100);
const inRupees = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v / 100]));

const member = (over: Partial<PfMember> = {}): PfMember => ({
  onFullBasic: false,
  vpfPercentage: 0,
  pensionDays: 30,
  monthDays: 30,
  ...over,
});
const pf = (wages: number, over: Partial<PfMember> = {}) =>
  inRupees(providentFund(rs(wages), PF, member(over)));

const line = (code: string, over: Record<string, unknown>) => ({
  code,
  type: 'earning' as const,
  calculationType: 'fixed' as const,
  formula: null,
  amount: null,
  percentage: null,
  ...over,
});

describe('provident fund (EPF Scheme para 29, EPS para 3(2), EDLI, administration charges)', () => {
  it('caps PF wages at ₹15,000: BASIC 20,000 → EE 1,800; EPS 8.33% = 1,249.50 → 1,250; ER EPF 1,800 − 1,250 = 550', () => {
    expect(pf(20_000)).toEqual({
      wages: 15_000,
      epsWages: 15_000,
      edliWages: 15_000,
      employee: 1_800,
      vpf: 0,
      employerPension: 1_250,
      employerProvidentFund: 550,
      // EDLI 0.5% of 15,000 = 75; administration 0.5% of the EPF wages 15,000 = 75.
      edli: 75,
      admin: 75,
    });
  });

  it('below the ceiling each share rounds to the nearest rupee: wages 12,345', () => {
    // EE 12% = 1,481.40 → 1,481; EPS 8.33% = 1,028.34 → 1,028; ER 1,481 − 1,028 = 453; EDLI and admin
    // 0.5% = 61.725 → 62.
    expect(pf(12_345)).toMatchObject({
      employee: 1_481,
      employerPension: 1_028,
      employerProvidentFund: 453,
      edli: 62,
      admin: 62,
    });
  });

  it('on full basic: 12% of 40,000 = 4,800 each side; EPS still on 15,000; EDLI capped, admin on all 40,000', () => {
    expect(pf(40_000, { onFullBasic: true })).toEqual({
      wages: 40_000,
      epsWages: 15_000,
      edliWages: 15_000,
      employee: 4_800,
      vpf: 0,
      employerPension: 1_250,
      employerProvidentFund: 3_550,
      edli: 75,
      admin: 200,
    });
  });

  it('VPF is a percentage of the same PF wages, with no employer match (para 29(2) proviso)', () => {
    // 10% of the capped 15,000 = 1,500; of the full 40,000 = 4,000; the employer's 1,800 / 4,800 unchanged.
    expect(pf(40_000, { vpfPercentage: 10 })).toMatchObject({ employee: 1_800, vpf: 1_500 });
    expect(pf(40_000, { vpfPercentage: 10 })).toMatchObject({
      employerPension: 1_250,
      employerProvidentFund: 550,
    });
    expect(pf(40_000, { vpfPercentage: 10, onFullBasic: true })).toMatchObject({ vpf: 4_000 });
    // 8.5% of 12,345 = 1,049.325 → 1,049.
    expect(pf(12_345, { vpfPercentage: 8.5 })).toMatchObject({ vpf: 1_049 });
  });

  it('no EPS days: the employer’s whole 12% goes to EPF (the 1,800 split 0 + 1,800)', () => {
    expect(pf(20_000, { pensionDays: 0 })).toMatchObject({
      epsWages: 0,
      employerPension: 0,
      employerProvidentFund: 1_800,
      edli: 75,
    });
  });

  it('EPS for the days before the 58th birthday: 9 of 31 days of 15,000 = 4,354.84 → 4,355; EPS 362.77 → 363', () => {
    expect(pf(15_000, { pensionDays: 9, monthDays: 31 })).toMatchObject({
      epsWages: 4_355,
      employerPension: 363,
      employerProvidentFund: 1_437,
      employee: 1_800,
    });
  });
});

/**
 * The ceiling raised to ₹25,000 from 17 September 2026 (Code on Social Security 2020 s.2(89), S.O. 5109(E)),
 * worked as EPFO's FAQ on the revision works it: from October the whole month at ₹25,000 (EPS at most ₹2,083,
 * EDLI and administration ₹125 each at the ceiling); September in two parts, 1–16 at ₹15,000 and 17–30 at
 * ₹25,000, each part's wages capped at its share of its ceiling.
 */
describe('the ₹25,000 wage ceiling from 17 September 2026 (S.O. 5109(E); EPFO FAQ)', () => {
  const pfVersions = SEEDED_STATUTORY_RATES.filter((r) => r.scheme === 'PF')
    .map((r) => ({ effective_from: r.effective_from, rules: r.rules as typeof PF_RATES }))
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  const october = pickInForce(SEEDED_STATUTORY_RATES, '2026-10-31').pf;
  if (!october) throw new Error('no PF version for October 2026');
  const from = (period: { year: number; month: number }) => ({
    ...pfRulesOf(
      pickInForce(SEEDED_STATUTORY_RATES, `${period.year}-${String(period.month).padStart(2, '0')}-28`).pf ??
        october,
    ),
    ceilingParts: pfCeilingParts(pfVersions, period),
  });
  const pfIn = (period: { year: number; month: number }, wages: number, over: Partial<PfMember> = {}) =>
    inRupees(providentFund(rs(wages), from(period), member(over)));

  it('October 2026, PF wages 20,000 (now under the ceiling): EE 2,400; EPS 1,666, EPF 734, EDLI 100, admin 100', () => {
    expect(pfCeilingParts(pfVersions, { year: 2026, month: 10 })).toBeUndefined();
    expect(pfIn({ year: 2026, month: 10 }, 20_000, { monthDays: 31, pensionDays: 31 })).toMatchObject({
      wages: 20_000,
      employee: 2_400,
      employerPension: 1_666,
      employerProvidentFund: 734,
      edli: 100,
      admin: 100,
    });
  });

  it('October 2026, PF wages 35,000: capped at 25,000 → EE 3,000; EPS 2,082.50 → 2,083; EPF 917; EDLI and admin 125', () => {
    expect(pfIn({ year: 2026, month: 10 }, 35_000, { monthDays: 31, pensionDays: 31 })).toMatchObject({
      wages: 25_000,
      epsWages: 25_000,
      employee: 3_000,
      employerPension: 2_083,
      employerProvidentFund: 917,
      edli: 125,
      admin: 125,
    });
  });

  it('September 2026 in two parts: wages 20,000 → 8,000 (16 days at 15,000) + 9,333.33 (14 days) = 17,333.33; EE 2,080', () => {
    expect(pfCeilingParts(pfVersions, { year: 2026, month: 9 })).toEqual([
      { days: 16, wageCeiling: rs(15_000), edliWageCeiling: rs(15_000) },
      { days: 14, wageCeiling: rs(25_000), edliWageCeiling: rs(25_000) },
    ]);
    expect(pfIn({ year: 2026, month: 9 }, 20_000)).toMatchObject({
      wages: 17_333.33,
      epsWages: 17_333.33,
      edliWages: 17_333.33,
      employee: 2_080,
      // 8.33% of 17,333.33 = 1,443.87 → 1,444; the employer's 2,080 less it.
      employerPension: 1_444,
      employerProvidentFund: 636,
    });
  });

  it('September 2026 above both ceilings: 8,000 + 11,666.67 = 19,666.67; under both: the wages unchanged', () => {
    expect(pfIn({ year: 2026, month: 9 }, 40_000)).toMatchObject({ wages: 19_666.67, employee: 2_360 });
    expect(pfIn({ year: 2026, month: 9 }, 12_000)).toMatchObject({ wages: 12_000, employee: 1_440 });
  });

  it('August 2026 keeps ₹15,000 whole', () => {
    expect(pfCeilingParts(pfVersions, { year: 2026, month: 8 })).toBeUndefined();
    expect(pfIn({ year: 2026, month: 8 }, 20_000, { monthDays: 31, pensionDays: 31 })).toMatchObject({
      wages: 15_000,
      employee: 1_800,
    });
  });
});

describe('the pension scheme at 58 (EPS 1995 para 6, Explanation: membership ceases on attaining 58)', () => {
  const born = (dateOfBirth: string | null, year: number, month: number) =>
    pensionDays({ year, month }, { dateOfBirth, excluded: false }, PF_RATES.eps_max_age);

  it('born 10 March 1968: all of February 2026, 9 days of March (1–9), none from April', () => {
    expect(born('1968-03-10', 2026, 2)).toBe(28);
    expect(born('1968-03-10', 2026, 3)).toBe(9);
    expect(born('1968-03-10', 2026, 4)).toBe(0);
    expect(born('1960-01-01', 2026, 6)).toBe(0);
  });

  it('a birthday on the 1st ends membership with the month before; 29 February turns 58 on 1 March', () => {
    expect(born('1968-04-01', 2026, 3)).toBe(31);
    expect(born('1968-04-01', 2026, 4)).toBe(0);
    expect(born('1968-02-29', 2026, 2)).toBe(28);
    expect(born('1968-02-29', 2026, 3)).toBe(0);
  });

  it('without a date of birth the whole month counts; an excluded employee none', () => {
    expect(born(null, 2026, 6)).toBe(30);
    expect(pensionDays({ year: 2026, month: 6 }, { dateOfBirth: '1990-01-01', excluded: true }, 58)).toBe(0);
  });
});

describe('the 2014 exclusion (EPS para 6(a) as amended by GSR 609(E), 22 August 2014)', () => {
  const rule = {
    joinedOn: '2015-01-01',
    excludedFrom: PF_RATES.eps_excluded_joined_from,
    pfWagesAtJoining: rs(20_000),
    ceilingAtJoining: PF.wageCeiling,
    memberBefore: false,
  };

  it('joined in 2015 on PF wages of 20,000, never an EPS member: excluded', () => {
    expect(epsExcluded(rule)).toBe(true);
  });

  it('not excluded: an EPS member before, joined on 31 August 2014, or pay of exactly 15,000 ("less than or equal to")', () => {
    expect(epsExcluded({ ...rule, memberBefore: true })).toBe(false);
    expect(epsExcluded({ ...rule, joinedOn: '2014-08-31' })).toBe(false);
    expect(epsExcluded({ ...rule, joinedOn: '2014-09-01', pfWagesAtJoining: rs(15_000) })).toBe(false);
    expect(epsExcluded({ ...rule, joinedOn: '2014-09-01', pfWagesAtJoining: rs(15_001) })).toBe(true);
  });

  it('the pay at joining is BASIC + DA of the structure, percentage and formula lines included', () => {
    const lines = [
      line('BASIC', { amount: rs(12_000) }),
      line('DA', { calculationType: 'percentage', percentage: 30 }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
    ];
    // 12,000 + 30% of 12,000 (3,600) = 15,600 > 15,000; HRA is not PF wages.
    expect(structureWages(lines, ACTS_BASIS).pf).toBe(rs(15_600));
  });
});

describe('ESIC (ESI Act s.2(9); ESI (Central) Rules 2(1-B), 51, 52)', () => {
  it('decides coverage on every earning line: BASIC 15,000 + HRA 40% (6,000) + conveyance 1,600 = 22,600 is not covered', () => {
    const lines = [
      line('BASIC', { amount: rs(15_000) }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
      line('CONVEYANCE', { amount: rs(1_600) }),
    ];
    // The fixed lines alone (16,600) would have covered the employee.
    expect(structureWages(lines, ACTS_BASIS).esic).toBe(rs(22_600));
    expect(esicCovers(structureWages(lines, ACTS_BASIS).esic, ESIC)).toBe(false);
  });

  it('counts a formula line, not overtime: BASIC 12,000 + max(BASIC × 0.1, 2,000) + OT 6,000 → 14,000, covered', () => {
    const lines = [
      line('BASIC', { amount: rs(12_000) }),
      line('OTHER_ALLOWANCE', { calculationType: 'formula', formula: 'max(BASIC * 0.1, 2000)' }),
      line('OT', { amount: rs(6_000) }),
    ];
    expect(structureWages(lines, ACTS_BASIS).esic).toBe(rs(14_000));
    expect(esicCovers(structureWages(lines, ACTS_BASIS).esic, ESIC)).toBe(true);
  });

  it('covers wages of exactly ₹21,000 and not ₹21,001', () => {
    expect(esicCovers(rs(21_000), ESIC)).toBe(true);
    expect(esicCovers(rs(21_001), ESIC)).toBe(false);
  });

  it('covers a person with disability up to ₹25,000 (from 1 January 2017)', () => {
    expect(esicCovers(rs(24_000), ESIC)).toBe(false);
    expect(esicCovers(rs(24_000), ESIC, true)).toBe(true);
    expect(esicCovers(rs(25_000), ESIC, true)).toBe(true);
    expect(esicCovers(rs(25_001), ESIC, true)).toBe(false);
  });

  const contributions = (wages: number, covered: boolean, rateOfWages = wages) => {
    const r = esic(rs(wages), ESIC, { covered, rateOfWages: rs(rateOfWages) });
    return { employee: r.employee / 100, employer: r.employer / 100, exempt: r.exempt };
  };

  it('charges 0.75% and 3.25% of the month’s wages, each up to the next rupee: 18,500 → 138.75 → 139, 601.25 → 602', () => {
    expect(contributions(18_500, true)).toEqual({ employee: 139, employer: 602, exempt: false });
    expect(contributions(18_500, false)).toEqual({ employee: 0, employer: 0, exempt: false });
  });

  it('a covered employee whose pay rose in the period pays on all of it: 24,000 → 180 and 780', () => {
    expect(contributions(24_000, true)).toMatchObject({ employee: 180, employer: 780 });
  });

  it('no employee share at an average daily wage up to ₹176 (rule 52), the month’s rate ÷ 26 (rule 2(1-B)(a))', () => {
    // 4,500 ÷ 26 = 173.08 ≤ 176: employee 0; employer 3.25% of 4,500 = 146.25 → 147.
    expect(contributions(4_500, true)).toEqual({ employee: 0, employer: 147, exempt: true });
    // The limit is 176 × 26 = 4,576 a month: exempt at 4,576, not at 4,577 (0.75% = 34.33 → 35).
    expect(contributions(4_576, true).employee).toBe(0);
    expect(contributions(4_577, true).employee).toBe(35);
    // 5,000 ÷ 26 = 192.31 > 176 (not 5,000 ÷ 30 = 166.67): the employee pays 37.50 → 38; employer 162.50 → 163.
    expect(contributions(5_000, true)).toMatchObject({ employee: 38, employer: 163 });
  });

  it('the exemption looks at the full rate, not a month cut short by loss of pay', () => {
    // Rate 9,000 (346.15 a day) paid for 12 of 30 days = 3,600: the employee still pays 27; employer 117.
    expect(contributions(3_600, true, 9_000)).toMatchObject({ employee: 27, employer: 117 });
  });
});
