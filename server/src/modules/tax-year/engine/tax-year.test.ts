import { rentInMetro } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import { declarations, input, months, NEW, previous, rupee } from '../../../../test/tax-year-engine-fixtures';
import { SEEDED_REGIMES } from '../../compensation/public';
import { effectiveAmount } from '../declarations-in-force';
import { ageInYear } from './age';
import { regimeRulesFrom } from './rules';
import { taxYear } from './tax-year';

/*
 * Worked examples, each figure by hand from its source. Rounding rules stated once: total income to the nearest
 * ₹10 under s.288A (paise ignored first, a last digit of 5 or more rounds up), the tax payable likewise under
 * s.288B; every other figure (exemption limbs, deductions, slab tax, rebate, surcharge, cess) stays exact to the
 * paisa, unrounded.
 *
 * Sources:
 *  [ACT]    Income-tax Act 1961 as amended by the Finance Act 2025: s.10(13A), s.10(5), s.16(ia) and (iii),
 *           s.24(b), s.80A(2), s.80C/80CCE, s.80CCD(1B) and (2), s.80D, s.87A, s.115BAC, s.288A, s.288B;
 *           First Schedule Part III (rates, surcharge, 4% cess; 60–79 and 80+ slabs of the old regime).
 *  [RULE2A] Income-tax Rules 1962, rule 2A: the least of HRA received, rent paid over 10% of salary, and 50%
 *           (Delhi, Mumbai, Kolkata, Chennai) or 40% of salary, "in respect of the period during which the
 *           rental accommodation is occupied"; salary = BASIC + DA forming part of retirement benefits.
 *  [C3/25]  CBDT Circular 3/2025 (20 Feb 2025), TDS from salaries u/s 192: the computation order used here
 *           (gross salary, s.10 exemptions, s.16, other income reported by the employee, Chapter VI-A,
 *           rebate, surcharge with marginal relief, cess) and previous employment under Form 12B.
 *  [C28/16] CBDT Circular 28/2016 (27 Jul 2016), after Prabhu Dayal Sesma (1986) 4 SCC 59: a person born on
 *           1 April attains an age on 31 March, the day before the anniversary.
 *  [CITEHR] citehr.com/amp.php?t=274751: HRA ₹15,000, basic ₹30,000, rent ₹12,000 in Mumbai → ₹9,000 exempt.
 *  [RSS]    message4159.rssing.com (HRA example): basic ₹15,000, HRA ₹7,500, rent ₹10,000, non-metro → ₹6,000.
 */

const r = (p: number) => p / 100;

describe('s.288A / s.288B at the s.87A limits [ACT]', () => {
  it('new regime: ₹12,00,004.99 total income: paise ignored, rounds down to ₹12,00,000, fully rebated → nil', () => {
    const y = taxYear(
      input({
        rules: NEW,
        months: [...months(11, { taxable: 106_250 }), ...months(1, { taxable: 106_254.99 }, 3)],
      }),
    );
    // 12,75,004.99 − 75,000 = 12,00,004.99 → paise ignored → 12,00,004 → last digit 4 → 12,00,000.
    expect(r(y.totalIncomeUnrounded)).toBe(1_200_004.99);
    expect(r(y.totalIncome)).toBe(1_200_000);
    expect(r(y.incomeRounding)).toBe(-4.99);
    expect(r(y.rebate87a)).toBe(60_000);
    expect(y.totalTax).toBe(0);
  });

  it('new regime: ₹12,00,005 rounds up to ₹12,00,010 → marginal relief leaves ₹10 + cess 0.40 → ₹10 (s.288B)', () => {
    const y = taxYear(
      input({
        rules: NEW,
        months: [...months(11, { taxable: 106_250 }), ...months(1, { taxable: 106_255 }, 3)],
      }),
    );
    expect(r(y.totalIncomeUnrounded)).toBe(1_200_005);
    expect(r(y.totalIncome)).toBe(1_200_010);
    // 60,000 + 15% of 10 = 60,001.50 on the slabs; the tax may not exceed the ₹10 above ₹12 lakh.
    expect(r(y.slabTax)).toBe(60_001.5);
    expect(r(y.marginalRelief)).toBe(59_991.5);
    expect(r(y.cess)).toBe(0.4);
    expect(r(y.taxBeforeRounding)).toBe(10.4);
    expect(r(y.totalTax)).toBe(10);
    expect(y.lines.map((l) => l.key)).toEqual([
      'salary',
      'standard_deduction',
      'income_from_salary',
      'gross_total_income',
      'income_rounding',
      'total_income',
      'slab_tax',
      'rebate_relief',
      'cess',
      'tax_rounding',
      'total_tax',
    ]);
  });

  it('old regime: ₹5,00,000 → nil; ₹5,00,005 → ₹5,00,010, no marginal relief under the old s.87A → ₹13,000', () => {
    const atLimit = taxYear(input({ months: months(12, { taxable: 550_000 / 12 }) }));
    expect(r(atLimit.totalIncome)).toBe(500_000);
    expect(atLimit.totalTax).toBe(0);
    const above = taxYear(
      input({ months: [...months(11, { taxable: 45_833 }), ...months(1, { taxable: 45_842 }, 3)] }),
    );
    expect(r(above.totalIncomeUnrounded)).toBe(500_005);
    expect(r(above.totalIncome)).toBe(500_010);
    // 12,500 + 20% of 10 = 12,502; cess 500.08 → 13,002.08 → paise ignored, last digit 2 → ₹13,000.
    expect(r(above.slabTax)).toBe(12_502);
    expect(r(above.taxBeforeRounding)).toBe(13_002.08);
    expect(r(above.taxRounding)).toBe(-2.08);
    expect(r(above.totalTax)).toBe(13_000);
  });
});

describe('deductions the employer knows, old regime [ACT s.16(ia), s.16(iii), s.80C; C3/25]', () => {
  const salary = { taxable: 48_000, basicDa: 20_000 };

  it('professional tax and PF bring ₹5,76,000 of salary under ₹5 lakh → the s.87A rebate leaves nil', () => {
    const y = taxYear(input({ months: months(12, { ...salary, professionalTax: 200, employeePf: 2_400 }) }));
    // 5,76,000 − 50,000 − 2,400 (PT) = 5,23,600 − 28,800 (PF, s.80C) = 4,94,800 ≤ 5,00,000.
    expect(r(y.professionalTaxDeduction)).toBe(2_400);
    expect(r(y.chapterVIAParts.section80c)).toBe(28_800);
    expect(r(y.totalIncome)).toBe(494_800);
    expect(r(y.slabTax)).toBe(12_240);
    expect(r(y.rebate87a)).toBe(12_240);
    expect(y.totalTax).toBe(0);
  });

  it('without them the same salary pays ₹18,410', () => {
    const y = taxYear(input({ months: months(12, salary) }));
    // 5,26,000: 12,500 + 20% of 26,000 = 17,700; cess 708 → 18,408 → ₹18,410 (s.288B, last digit 8).
    expect(r(y.totalIncome)).toBe(526_000);
    expect(r(y.totalTax)).toBe(18_410);
  });

  it('s.80C counts PF and VPF with the declared investments, within ₹1,50,000', () => {
    const y = taxYear(
      input({
        months: months(12, { taxable: 100_000, employeePf: 1_800 }),
        declarations: declarations({ section_80c: 140_000 }),
      }),
    );
    // 21,600 PF + 1,40,000 declared = 1,61,600 → 1,50,000.
    expect(r(y.chapterVIAParts.section80c)).toBe(150_000);
  });

  it('professional tax counts up to ₹2,500 a year, here and at the previous employer together', () => {
    const y = taxYear(
      input({
        months: months(6, { taxable: 50_000, professionalTax: 300 }, 10),
        previous: previous({ salary: 300_000, professionalTax: 1_200 }),
      }),
    );
    expect(r(y.professionalTaxDeduction)).toBe(2_500);
  });
});

describe('slabs by age [ACT First Schedule Part III; C28/16]', () => {
  const sixLakh = months(12, { taxable: 650_000 / 12 });

  it.each([
    // 12,500 + 20% of 1,00,000 = 32,500 + 4% = 33,800.
    { who: 'below 60', age: 45, tax: 33_800 },
    // 5% of 2,00,000 + 20% of 1,00,000 = 30,000 + 4% = 31,200.
    { who: 'a senior citizen (60)', age: 60, tax: 31_200 },
    // 20% of 1,00,000 = 20,000 + 4% = 20,800.
    { who: 'a super senior citizen (80)', age: 80, tax: 20_800 },
  ])('old regime, ₹6 lakh total income, $who → ₹$tax', ({ age, tax }) => {
    expect(r(taxYear(input({ age, months: sixLakh })).totalTax)).toBe(tax);
  });

  it('born 1 April 1966 is 60 during FY 2025-26; born 2 April 1966 is not', () => {
    const senior = ageInYear('1966-04-01', '2025-26');
    const notYet = ageInYear('1966-04-02', '2025-26');
    expect([senior, notYet]).toEqual([60, 59]);
    expect(r(taxYear(input({ age: senior, months: sixLakh })).totalTax)).toBe(31_200);
    expect(r(taxYear(input({ age: notYet, months: sixLakh })).totalTax)).toBe(33_800);
  });

  it('the new regime has one set of slabs for every age (s.115BAC(1A))', () => {
    const at = (age: number) =>
      taxYear(input({ rules: NEW, age, months: months(12, { taxable: 1_675_000 / 12 }) }));
    expect(r(at(85).totalTax)).toBe(r(at(30).totalTax));
    expect(r(at(85).totalTax)).toBe(124_800);
  });
});

/**
 * The metro cities by year: rule 2A names four (Delhi, Mumbai, Kolkata, Chennai); rule 279 of the draft
 * Income-tax Rules 2026 eight, adding Bengaluru, Hyderabad, Pune and Ahmedabad from tax year 2026-27. Rent in
 * Bengaluru, BASIC ₹40,000, HRA ₹20,000, rent ₹25,000 a month: rent over 10% of salary 21,000; 40% of salary
 * 16,000; 50% 20,000. Least: 16,000 a month in 2025-26, 20,000 (the HRA received) in 2026-27.
 */
describe('HRA metro cities by year [RULE2A; draft IT Rules 2026 rule 279]', () => {
  const oldOf = (fy: string) => {
    const seeded = SEEDED_REGIMES.find((g) => g.financial_year === fy && g.metadata.kind === 'old');
    if (!seeded) throw new Error(`no old regime for ${fy}`);
    return regimeRulesFrom(seeded.metadata, seeded.slabs);
  };
  const yearly = (fy: string, rentCity: string | null, metroCity = false) =>
    r(
      taxYear(
        input({
          rules: oldOf(fy),
          months: months(12, { taxable: 60_000, basicDa: 40_000, hra: 20_000 }),
          declarations: declarations(
            { rent_paid_monthly: 25_000 },
            { rentCity: rentCity ?? undefined, metroCity },
          ),
        }),
      ).hraExemption,
    );

  it('Bengaluru earns 40% of salary in 2025-26 and 50% from 2026-27', () => {
    expect(yearly('2025-26', 'Bengaluru')).toBe(192_000);
    expect(yearly('2026-27', 'Bengaluru')).toBe(240_000);
  });

  it('Mumbai earns 50% in both years; Gurugram 40% in both', () => {
    expect([yearly('2025-26', 'Mumbai'), yearly('2026-27', 'Mumbai')]).toEqual([240_000, 240_000]);
    expect([yearly('2025-26', 'Gurugram'), yearly('2026-27', 'Gurugram')]).toEqual([192_000, 192_000]);
  });

  it('former names find the city; without a city the employee’s own answer stands', () => {
    expect(rentInMetro('bangalore ', ['Bengaluru'], false)).toBe(true);
    expect(rentInMetro('New Delhi', ['Delhi'], false)).toBe(true);
    expect(yearly('2026-27', null, true)).toBe(240_000);
    expect(yearly('2026-27', null, false)).toBe(192_000);
    // A named city outside the list is not a metro, whatever the box said.
    expect(yearly('2026-27', 'Nagpur', true)).toBe(192_000);
  });
});

describe('HRA exemption, month by month [ACT s.10(13A); RULE2A]', () => {
  const hra = (m: { basic: number; hra: number; rent: number }, metro: boolean) =>
    r(
      taxYear(
        input({
          months: months(1, { taxable: m.basic + m.hra, basicDa: m.basic, hra: m.hra }),
          declarations: declarations({ rent_paid_monthly: m.rent }, { metroCity: metro }),
        }),
      ).hraExemption,
    );

  it.each([
    {
      city: 'Mumbai',
      limb: 'rent over 10% of salary [CITEHR]',
      m: { basic: 30_000, hra: 15_000, rent: 12_000 },
      metro: true,
      exempt: 9_000,
    },
    {
      city: 'Delhi',
      limb: 'the HRA received',
      m: { basic: 50_000, hra: 20_000, rent: 30_000 },
      metro: true,
      exempt: 20_000,
    },
    {
      city: 'Chennai',
      limb: '50% of salary',
      m: { basic: 30_000, hra: 20_000, rent: 25_000 },
      metro: true,
      exempt: 15_000,
    },
    {
      city: 'a non-metro city',
      limb: '40% of salary [RSS]',
      m: { basic: 15_000, hra: 7_500, rent: 10_000 },
      metro: false,
      exempt: 6_000,
    },
    {
      city: 'Pune',
      limb: 'rent over 10% of salary',
      m: { basic: 40_000, hra: 16_000, rent: 18_000 },
      metro: false,
      exempt: 14_000,
    },
    {
      city: 'Bengaluru',
      limb: 'the HRA received',
      m: { basic: 40_000, hra: 10_000, rent: 25_000 },
      metro: false,
      exempt: 10_000,
    },
  ])('$city: $limb wins → ₹$exempt', ({ m, metro, exempt }) => {
    expect(hra(m, metro)).toBe(exempt);
  });

  it('a salary revision in October is counted month by month, not on the year’s totals', () => {
    const y = taxYear(
      input({
        months: [
          ...months(6, { taxable: 45_000, basicDa: 30_000, hra: 15_000 }),
          ...months(6, { taxable: 60_000, basicDa: 40_000, hra: 20_000 }, 10),
        ],
        declarations: declarations({ rent_paid_monthly: 20_000 }, { metroCity: true }),
      }),
    );
    // Apr–Sep: least of 15,000 / 20,000 − 3,000 / 15,000 = 15,000; Oct–Mar: least of 20,000 / 16,000 / 20,000.
    // 6 × 15,000 + 6 × 16,000 = 1,86,000 (the year's totals would give 1,98,000).
    expect(r(y.hraExemption)).toBe(186_000);
  });

  it('a move to a dearer flat mid-year: each month’s own rent', () => {
    const y = taxYear(
      input({
        months: [
          ...months(6, { taxable: 45_000, basicDa: 30_000, hra: 15_000, rent: 10_000 }),
          ...months(6, { taxable: 45_000, basicDa: 30_000, hra: 15_000, rent: 20_000 }, 10),
        ],
        declarations: declarations({ rent_paid_monthly: 20_000 }, { metroCity: true }),
      }),
    );
    // 6 × (10,000 − 3,000) + 6 × 15,000 = 42,000 + 90,000.
    expect(r(y.hraExemption)).toBe(132_000);
  });

  it('no rent, or the new regime, no exemption', () => {
    const m = months(12, { taxable: 45_000, basicDa: 30_000, hra: 15_000 });
    expect(taxYear(input({ months: m })).hraExemption).toBe(0);
    const rent = declarations({ rent_paid_monthly: 20_000 }, { metroCity: true });
    expect(taxYear(input({ rules: NEW, months: m, declarations: rent })).hraExemption).toBe(0);
  });
});

describe('Chapter VI-A, old regime [ACT]', () => {
  it('s.80D: parents who are senior citizens up to ₹50,000, others ₹25,000; self at 60 up to ₹50,000', () => {
    const m = months(12, { taxable: 100_000 });
    const claims = declarations(
      { section_80d_self: 30_000, section_80d_parents: 60_000 },
      { parentsSenior: true },
    );
    const y = taxYear(input({ months: m, declarations: claims }));
    expect(r(y.chapterVIAParts.section80dSelf)).toBe(25_000);
    expect(r(y.chapterVIAParts.section80dParents)).toBe(50_000);
    const notSenior = taxYear(input({ months: m, declarations: { ...claims, parentsSenior: false } }));
    expect(r(notSenior.chapterVIAParts.section80dParents)).toBe(25_000);
    const selfSenior = taxYear(input({ age: 60, months: m, declarations: claims }));
    expect(r(selfSenior.chapterVIAParts.section80dSelf)).toBe(30_000);
  });

  it('s.80CCD(1B) up to ₹50,000, s.80E whole, s.80G as declared, s.24(b) up to ₹2 lakh, LTA up to what was paid', () => {
    const y = taxYear(
      input({
        months: months(12, { taxable: 150_000, lta: 2_000 }),
        otherIncome: rupee(50_000),
        declarations: declarations({
          section_80ccd_1b: 60_000,
          section_80e: 80_000,
          section_80g: 10_000,
          home_loan_interest: 250_000,
          lta: 30_000,
        }),
      }),
    );
    expect(r(y.chapterVIAParts.section80ccd1b)).toBe(50_000);
    expect(r(y.chapterVIAParts.section80e)).toBe(80_000);
    expect(r(y.chapterVIAParts.section80g)).toBe(10_000);
    expect(r(y.homeLoanInterest)).toBe(200_000);
    expect(r(y.ltaExemption)).toBe(24_000);
    // 18,00,000 − 24,000 − 50,000 = 17,26,000 + 50,000 other income − 2,00,000 = 15,76,000 − 1,40,000.
    expect(r(y.incomeFromSalary)).toBe(1_726_000);
    expect(r(y.grossTotalIncome)).toBe(1_576_000);
    expect(r(y.totalIncome)).toBe(1_436_000);
    // 1,12,500 + 30% of 4,36,000 = 2,43,300; cess 9,732 → 2,53,032 → ₹2,53,030.
    expect(r(y.totalTax)).toBe(253_030);
  });

  it('s.80A(2): Chapter VI-A never exceeds the gross total income', () => {
    const y = taxYear(
      input({
        months: months(12, { taxable: 25_000 }),
        declarations: declarations({ section_80c: 150_000, section_80d_self: 25_000, section_80e: 100_000 }),
      }),
    );
    expect(r(y.grossTotalIncome)).toBe(250_000);
    expect(r(y.chapterVIA)).toBe(250_000);
    expect(y.totalIncome).toBe(0);
    expect(y.lines.find((l) => l.key === 'chapter_via_limit')?.amount).toBe(rupee(25_000));
  });
});

describe('new regime [ACT s.115BAC(2)]', () => {
  it('ignores every declaration and professional tax but allows employer NPS under s.80CCD(2)', () => {
    const y = taxYear(
      input({
        rules: NEW,
        months: months(12, {
          taxable: 150_000,
          basicDa: 75_000,
          hra: 30_000,
          employerNps: 10_000,
          employeePf: 1_800,
          professionalTax: 200,
        }),
        declarations: declarations(
          {
            rent_paid_monthly: 30_000,
            section_80c: 150_000,
            section_80d_self: 25_000,
            home_loan_interest: 200_000,
          },
          { metroCity: true },
        ),
      }),
    );
    expect(y.exemptions).toBe(0);
    expect(y.professionalTaxDeduction).toBe(0);
    expect(y.homeLoanInterest).toBe(0);
    expect(r(y.chapterVIA)).toBe(120_000);
    // 18,00,000 − 75,000 − 1,20,000 = 16,05,000: 20,000 + 40,000 + 60,000 + 20% of 5,000 = 1,21,000 + 4%.
    expect(r(y.totalIncome)).toBe(1_605_000);
    expect(r(y.totalTax)).toBe(125_840);
  });

  it('s.80CCD(2) stops at 14% of BASIC + DA', () => {
    const y = taxYear(
      input({ rules: NEW, months: months(12, { taxable: 150_000, basicDa: 75_000, employerNps: 12_000 }) }),
    );
    expect(r(y.chapterVIAParts.section80ccd2)).toBe(126_000);
  });
});

describe('surcharge with marginal relief at ₹50 lakh [ACT First Schedule Part III]', () => {
  it('new regime, ₹50,10,000: tax and surcharge limited to the tax at ₹50 lakh + ₹10,000', () => {
    const y = taxYear(input({ rules: NEW, months: months(12, { taxable: 5_085_000 / 12 }) }));
    // Slabs 10,83,000; 10% surcharge 1,08,300 capped so that 10,83,000 + surcharge ≤ 10,80,000 + 10,000 → 7,000.
    expect(r(y.totalIncome)).toBe(5_010_000);
    expect(r(y.surcharge)).toBe(7_000);
    expect(r(y.totalTax)).toBe(1_133_600);
  });

  it('old regime, ₹50,10,000 → ₹13,75,400', () => {
    const y = taxYear(input({ months: months(12, { taxable: 5_060_000 / 12 }) }));
    // Slabs 13,15,500; at ₹50 lakh 13,12,500; limit 13,22,500 → surcharge 7,000; cess 52,900.
    expect(r(y.totalIncome)).toBe(5_010_000);
    expect(r(y.surcharge)).toBe(7_000);
    expect(r(y.totalTax)).toBe(1_375_400);
  });
});

describe('previous employment and declarations through the year [C3/25]', () => {
  it('a joiner in October with Form 12B figures from the previous employer', () => {
    const here = months(6, { taxable: 100_000, employeePf: 1_800, professionalTax: 200, tds: 5_000 }, 10);
    const before = previous({
      salary: 600_000,
      exemptAllowances: 50_000,
      pf: 20_000,
      professionalTax: 1_200,
      tds: 40_000,
    });
    const old = taxYear(input({ months: here, previous: before }));
    // 12,00,000 − 50,000 exempt − 50,000 − 2,400 PT = 10,97,600 − 30,800 PF = 10,66,800.
    expect(r(old.grossSalary)).toBe(1_200_000);
    expect(r(old.previousSalary)).toBe(600_000);
    expect(r(old.totalIncome)).toBe(1_066_800);
    // 1,12,500 + 30% of 66,800 = 1,32,540; cess 5,301.60 → 1,37,841.60 → ₹1,37,840.
    expect(r(old.totalTax)).toBe(137_840);
    expect(r(old.tdsDeducted)).toBe(70_000);
    // The new regime: 12,00,000 − 75,000 = 11,25,000, within the s.87A limit → nil.
    expect(taxYear(input({ rules: NEW, months: here, previous: before })).totalTax).toBe(0);
  });

  it('after the proof deadline an 80C declaration of ₹1,50,000 verified at ₹50,000 counts ₹50,000', () => {
    const item = { declared_amount: rupee(150_000), status: 'accepted', verified_amount: rupee(50_000) };
    const at = (closed: boolean) =>
      taxYear(
        input({
          months: months(12, { taxable: 100_000 }),
          declarations: declarations({ section_80c: r(effectiveAmount(item, closed)) }),
        }),
      );
    expect(r(at(false).totalIncome)).toBe(1_000_000);
    expect(r(at(true).totalIncome)).toBe(1_100_000);
    // 1,12,500 + 30% of 1,00,000 = 1,42,500 + 4% = 1,48,200.
    expect(r(at(true).totalTax)).toBe(148_200);
  });

  it('other income is kept apart from salary and taxed with it', () => {
    const y = taxYear(
      input({ rules: NEW, months: months(12, { taxable: 100_000 }), otherIncome: rupee(100_000) }),
    );
    expect(r(y.grossSalary)).toBe(1_200_000);
    expect(r(y.otherIncome)).toBe(100_000);
    expect(r(y.grossTotalIncome)).toBe(1_225_000);
  });
});
