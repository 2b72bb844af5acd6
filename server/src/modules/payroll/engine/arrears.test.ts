import type { EsicRates, PfRates } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { ESIC_RATES, line, PF_RATES, ptSlabs } from '../../../../test/payroll-engine-fixtures';
import { type ArrearMonthRules, type MonthAsPaid, monthArrears, monthAsPaid } from './arrears';
import { esicRulesOf, pfRulesOf } from './statutory';
import { ACTS_BASIS } from './wage-bases';

/**
 * Arrears worked by hand. Rates: EPF Scheme para 29 (12% + 12%, EPS 8.33% of wages up to ₹15,000, EDLI and
 * administration 0.5%, each to the nearest rupee, para 29(4)); ESI (Central) Rules 50–51 (0.75% + 3.25%, up to
 * the next rupee), coverage to the end of the contribution period (ESI Act s.2(9) proviso); Maharashtra PT ₹200 a
 * month above ₹10,000 (men), Karnataka ₹200 from ₹25,000 (Karnataka PT Act, Sch. entry 1).
 */
const rp = (rupees: number) => Math.round(rupees * 100);

/** Before: BASIC 12,000 + HRA 40% (4,800) + other 2,000 = 18,800, under the ESIC ceiling of 21,000. */
const BEFORE = [
  line('BASIC', { amount: rp(12_000) }),
  line('HRA', { calculationType: 'percentage', percentage: 40 }),
  line('OTHER_ALLOWANCE', { amount: rp(2_000) }),
];
/** Revised back to June: BASIC 14,000 + HRA 5,600 + other 2,000 = 21,600, above the ESIC ceiling. */
const REVISED = [
  line('BASIC', { amount: rp(14_000) }),
  line('HRA', { calculationType: 'percentage', percentage: 40 }),
  line('OTHER_ALLOWANCE', { amount: rp(2_000) }),
];

/** `esicDue`: the revision was saved in the arrear's month or before it (ESIC Revenue Manual L 8.19). */
const rules = (
  over: Partial<ArrearMonthRules['pf']> = {},
  state = 'Maharashtra',
  esicDue = true,
): ArrearMonthRules => ({
  pf: { ...pfRulesOf(PF_RATES as PfRates), onFullBasic: false, vpfPercentage: 0, pensionDays: 31, ...over },
  esic: { ...esicRulesOf(ESIC_RATES as EsicRates), due: esicDue },
  basis: ACTS_BASIS,
  professionalTax: { state, gender: 'male', slabs: ptSlabs, deductedInPeriod: 0 },
});

/** A month as its run stored it (rupees in, paise out), with nothing paid for it since. */
const paidMonth = (m: {
  month: number;
  totalDays: number;
  daysPaid: number;
  earnings: Record<string, number>;
  pf: number;
  esic: number;
  pt: number;
  employer: Record<string, number>;
  wages: { pf: number; eps: number; edli: number; esic: number };
  covered: boolean;
}): MonthAsPaid =>
  monthAsPaid(
    {
      year: 2026,
      month: m.month,
      totalDays: m.totalDays,
      daysPaid: m.daysPaid,
      overtime: 0,
      earnings: Object.fromEntries(Object.entries(m.earnings).map(([k, v]) => [k, rp(v)])),
      pf: rp(m.pf),
      esic: rp(m.esic),
      professionalTax: rp(m.pt),
      employer: Object.fromEntries(Object.entries(m.employer).map(([k, v]) => [k, rp(v)])),
      wages: {
        pf: rp(m.wages.pf),
        eps: rp(m.wages.eps),
        edli: rp(m.wages.edli),
        esic: rp(m.wages.esic),
      },
      esicCovered: m.covered,
    },
    [],
  );

const inRupees = (a: NonNullable<ReturnType<typeof monthArrears>>) => ({
  earnings: Object.fromEntries(Object.entries(a.earnings).map(([k, v]) => [k, v / 100])),
  gross: a.gross / 100,
  taxable: a.taxable / 100,
  pf: a.pf / 100,
  esic: a.esic / 100,
  pt: a.professionalTax / 100,
  employer: Object.fromEntries(Object.entries(a.employer).map(([k, v]) => [k, v / 100])),
  wages: {
    pf: a.wages.pf / 100,
    eps: a.wages.eps / 100,
    edli: a.wages.edli / 100,
    esic: a.wages.esic / 100,
  },
});

describe('arrears of a revision back-dated three months, worked by hand', () => {
  it('June (30 days, all paid, revision declared in June): the revised 21,600 crosses the ESIC ceiling — still covered, ESIC on it all', () => {
    // As paid on 18,800: PF 12% × 12,000 = 1,440; EPS 8.33% × 12,000 = 999.60 → 1,000, EPF 1,440 − 1,000 = 440;
    // EDLI and admin 0.5% = 60; ESIC 0.75% × 18,800 = 141, employer 3.25% = 611; PT 200.
    const june = paidMonth({
      month: 6,
      totalDays: 30,
      daysPaid: 30,
      earnings: { basic_salary: 12_000, hra: 4_800, other_allowance: 2_000 },
      pf: 1_440,
      esic: 141,
      pt: 200,
      employer: { pf_pension: 1_000, pf_provident_fund: 440, edli: 60, pf_admin: 60, esic: 611 },
      wages: { pf: 12_000, eps: 12_000, edli: 12_000, esic: 18_800 },
      covered: true,
    });
    // Revised: PF 12% × 14,000 = 1,680; EPS 8.33% × 14,000 = 1,166.20 → 1,166, EPF 514; EDLI, admin 70;
    // ESIC (covered for April–September, s.2(9) proviso) 0.75% × 21,600 = 162, 3.25% = 702; PT still 200.
    // The figures as paid are the old structure's own: recomputed on it, nothing is due.
    expect(monthArrears(june, BEFORE, rules({ pensionDays: 30 }))).toBeNull();
    const a = monthArrears(june, REVISED, rules({ pensionDays: 30 }));
    expect(a && inRupees(a)).toEqual({
      earnings: { basic_salary: 2_000, hra: 800 },
      gross: 2_800,
      taxable: 2_800,
      pf: 240,
      esic: 21,
      pt: 0,
      employer: { pf_pension: 166, pf_provident_fund: 74, edli: 10, pf_admin: 10, esic: 91 },
      wages: { pf: 2_000, eps: 2_000, edli: 2_000, esic: 2_800 },
    });
  });

  it('ESIC Revenue Manual L 8.19: no ESIC on the arrears of a month before the revision was declared', () => {
    const june = paidMonth({
      month: 6,
      totalDays: 30,
      daysPaid: 30,
      earnings: { basic_salary: 12_000, hra: 4_800, other_allowance: 2_000 },
      pf: 1_440,
      esic: 141,
      pt: 200,
      employer: { pf_pension: 1_000, pf_provident_fund: 440, edli: 60, pf_admin: 60, esic: 611 },
      wages: { pf: 12_000, eps: 12_000, edli: 12_000, esic: 18_800 },
      covered: true,
    });
    // Declared in August for June: the earnings and PF differences as above, no ESIC (nor ESIC wages).
    const a = monthArrears(june, REVISED, rules({ pensionDays: 30 }, 'Maharashtra', false));
    expect(a && inRupees(a)).toEqual({
      earnings: { basic_salary: 2_000, hra: 800 },
      gross: 2_800,
      taxable: 2_800,
      pf: 240,
      esic: 0,
      pt: 0,
      employer: { pf_pension: 166, pf_provident_fund: 74, edli: 10, pf_admin: 10 },
      wages: { pf: 2_000, eps: 2_000, edli: 2_000, esic: 0 },
    });
  });

  it('July (31 days, 4 loss-of-pay days): the difference is on the 27 days paid, each line to the rupee', () => {
    // As paid: BASIC 12,000 × 27/31 = 10,451.61 → 10,452; HRA 4,800 × 27/31 = 4,180.65 → 4,181; other
    // 1,741.94 → 1,742; gross 16,375. PF 1,254.24 → 1,254; EPS 870.65 → 871; EPF 383; EDLI, admin 52.26 → 52;
    // ESIC 122.81 → 123, employer 532.19 → 533; PT 200.
    const july = paidMonth({
      month: 7,
      totalDays: 31,
      daysPaid: 27,
      earnings: { basic_salary: 10_452, hra: 4_181, other_allowance: 1_742 },
      pf: 1_254,
      esic: 123,
      pt: 200,
      employer: { pf_pension: 871, pf_provident_fund: 383, edli: 52, pf_admin: 52, esic: 533 },
      wages: { pf: 10_452, eps: 10_452, edli: 10_452, esic: 16_375 },
      covered: true,
    });
    // Revised: BASIC 14,000 × 27/31 = 12,193.55 → 12,194; HRA 5,600 × 27/31 = 4,877.42 → 4,877; other 1,742;
    // gross 18,813. PF 1,463.28 → 1,463; EPS 1,015.76 → 1,016; EPF 447; EDLI, admin 60.97 → 61;
    // ESIC 141.10 → 142, employer 611.42 → 612.
    expect(monthArrears(july, BEFORE, rules())).toBeNull();
    const a = monthArrears(july, REVISED, rules());
    expect(a && inRupees(a)).toEqual({
      earnings: { basic_salary: 1_742, hra: 696 },
      gross: 2_438,
      taxable: 2_438,
      pf: 209,
      esic: 19,
      pt: 0,
      employer: { pf_pension: 145, pf_provident_fund: 64, edli: 9, pf_admin: 9, esic: 79 },
      wages: { pf: 1_742, eps: 1_742, edli: 1_742, esic: 2_438 },
    });
  });

  it('August, part of which an earlier revision already paid: only the rest is due', () => {
    // August's own run on 18,800 (as June's, 31 days), plus a first revision to BASIC 13,000 whose arrear a later
    // run paid for August: BASIC 1,000, HRA 400; PF 120; EPS 1,082.90 → 1,083 − 1,000 = 83, EPF 477 − 440 = 37;
    // EDLI, admin 65 − 60 = 5; ESIC 0.75% × 20,200 = 151.50 → 152 − 141 = 11, employer 656.50 → 657 − 611 = 46.
    const august = monthAsPaid(
      {
        year: 2026,
        month: 8,
        totalDays: 31,
        daysPaid: 31,
        overtime: 0,
        earnings: { basic_salary: rp(12_000), hra: rp(4_800), other_allowance: rp(2_000) },
        pf: rp(1_440),
        esic: rp(141),
        professionalTax: rp(200),
        employer: {
          pf_pension: rp(1_000),
          pf_provident_fund: rp(440),
          edli: rp(60),
          pf_admin: rp(60),
          esic: rp(611),
        },
        wages: { pf: rp(12_000), eps: rp(12_000), edli: rp(12_000), esic: rp(18_800) },
        esicCovered: true,
      },
      [
        {
          earnings: { basic_salary: rp(1_000), hra: rp(400) },
          pf: rp(120),
          esic: rp(11),
          professionalTax: 0,
          employer: {
            pf_pension: rp(83),
            pf_provident_fund: rp(37),
            edli: rp(5),
            pf_admin: rp(5),
            esic: rp(46),
          },
          wages: { pf: rp(1_000), eps: rp(1_000), edli: rp(1_000), esic: rp(1_400) },
        },
      ],
    );
    // Revised 14,000: as June's revised figures less those paid (1,166 − 1,083 = 83; 514 − 477 = 37; 162 − 152 = 10;
    // 702 − 657 = 45).
    const a = monthArrears(august, REVISED, rules());
    expect(a && inRupees(a)).toEqual({
      earnings: { basic_salary: 1_000, hra: 400 },
      gross: 1_400,
      taxable: 1_400,
      pf: 120,
      esic: 10,
      pt: 0,
      employer: { pf_pension: 83, pf_provident_fund: 37, edli: 5, pf_admin: 5, esic: 45 },
      wages: { pf: 1_000, eps: 1_000, edli: 1_000, esic: 1_400 },
    });
  });
});

describe('arrears that change PF and professional tax', () => {
  /** BASIC 14,000 + other 10,000 = 24,000 (no ESIC) → BASIC 20,000 + other 10,000 = 30,000, in Karnataka. */
  const NEW = [line('BASIC', { amount: rp(20_000) }), line('OTHER_ALLOWANCE', { amount: rp(10_000) })];
  // June as paid: PF 12% × 14,000 = 1,680; EPS 1,166.20 → 1,166; EPF 514; EDLI, admin 70; no ESIC (24,000 >
  // 21,000 at the period's start); Karnataka PT nil below 25,000.
  const june = () =>
    paidMonth({
      month: 6,
      totalDays: 30,
      daysPaid: 30,
      earnings: { basic_salary: 14_000, other_allowance: 10_000 },
      pf: 1_680,
      esic: 0,
      pt: 0,
      employer: { pf_pension: 1_166, pf_provident_fund: 514, edli: 70, pf_admin: 70 },
      wages: { pf: 14_000, eps: 14_000, edli: 14_000, esic: 0 },
      covered: false,
    });

  it('PF wages from below the 15,000 ceiling to above it: PF on 15,000 only, 1,800 − 1,680 = 120', () => {
    // Revised PF wages 20,000 capped at 15,000: PF 1,800; EPS 8.33% × 15,000 = 1,249.50 → 1,250 (+84);
    // EPF 1,800 − 1,250 = 550 (+36); EDLI, admin 75 (+5). Karnataka PT 200 on 30,000 (+200). No ESIC.
    const a = monthArrears(june(), NEW, rules({ pensionDays: 30 }, 'Karnataka'));
    expect(a && inRupees(a)).toEqual({
      earnings: { basic_salary: 6_000 },
      gross: 6_000,
      taxable: 6_000,
      pf: 120,
      esic: 0,
      pt: 200,
      employer: { pf_pension: 84, pf_provident_fund: 36, edli: 5, pf_admin: 5 },
      wages: { pf: 1_000, eps: 1_000, edli: 1_000, esic: 0 },
    });
  });

  it('on full basic: PF on the whole 20,000, 2,400 − 1,680 = 720; EPS still capped', () => {
    // PF 12% × 20,000 = 2,400 (+720); EPS 1,250 (+84); EPF 2,400 − 1,250 = 1,150 (+636); EDLI on 15,000 = 75
    // (+5); admin 0.5% × 20,000 = 100 (+30).
    const a = monthArrears(june(), NEW, rules({ pensionDays: 30, onFullBasic: true }, 'Karnataka'));
    expect(a && inRupees(a)).toMatchObject({
      pf: 720,
      employer: { pf_pension: 84, pf_provident_fund: 636, edli: 5, pf_admin: 30 },
      wages: { pf: 6_000, eps: 1_000, edli: 1_000, esic: 0 },
    });
  });

  it('a month not covered by ESIC gets no ESIC arrear, and a non-taxable line’s difference is not taxable', () => {
    const withExemptLine = [
      ...NEW.slice(0, 1),
      { ...line('OTHER_ALLOWANCE', { amount: rp(11_000) }), taxable: false },
    ];
    const a = monthArrears(june(), withExemptLine, rules({ pensionDays: 30 }, 'Karnataka'));
    expect(a && inRupees(a)).toMatchObject({
      earnings: { basic_salary: 6_000, other_allowance: 1_000 },
      gross: 7_000,
      taxable: 6_000,
      esic: 0,
    });
  });

  it('nothing changed: no arrear', () => {
    const same = [line('BASIC', { amount: rp(14_000) }), line('OTHER_ALLOWANCE', { amount: rp(10_000) })];
    expect(monthArrears(june(), same, rules({ pensionDays: 30 }, 'Karnataka'))).toBeNull();
  });
});
