import { ACT_WAGE_BASES } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { base, FIFTY_K, line, MAHARASHTRA_LWF, ptSlabs, r } from '../../../../test/payroll-engine-fixtures';
import { months, OLD } from '../../../../test/tax-year-engine-fixtures';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../statutory/public';
import { NO_ADDITIONS } from './additions';
import { computeMonthlyPayroll } from './monthly';
import { esicCovers } from './statutory';
import { ACTS_BASIS, structureWages } from './wage-bases';

describe('monthly payroll, worked by hand', () => {
  it('a full November in Maharashtra above the ESIC ceiling', () => {
    const p = computeMonthlyPayroll(base({}));
    // Gross 50,000; PF 12% of the 15,000 ceiling = 1,800; no ESIC; PT 200; TDS: 3,50,000 earned + 5 × 50,000
    // = 6,00,000 projected, − 75,000 = 5,25,000 taxable → 6,250 slab tax, fully rebated under 87A → 0.
    expect(r(p.gross_salary)).toBe(50_000);
    expect(p.earnings).toEqual({
      basic_salary: 30_000_00,
      hra: 12_000_00,
      conveyance_allowance: 1_600_00,
      medical_allowance: 1_250_00,
      other_allowance: 5_150_00,
    });
    expect(p.deductions).toEqual({
      pf_deduction: 1_800_00,
      vpf_deduction: 0,
      esic_deduction: 0,
      professional_tax: 200_00,
      lwf_deduction: 0,
      tds_deduction: 0,
    });
    expect(r(p.net_salary)).toBe(48_000);
    // EPS 8.33% of 15,000 = 1,249.50 → 1,250, EPF 550; EDLI and administration charges 0.5% of 15,000 = 75.
    expect(p.employer).toEqual({
      pf_pension: 1_250_00,
      pf_provident_fund: 550_00,
      edli: 75_00,
      pf_admin: 75_00,
      esic: 0,
      lwf: 0,
      nps: 0,
    });
    expect(p.statutory).toEqual({
      pf_wages: 15_000_00,
      eps_wages: 15_000_00,
      edli_wages: 15_000_00,
      esic_wages: 0,
      esic_covered: false,
      // No Labour Codes rules given: the month is worked as before them.
      code_wages: null,
      code_wages_addback: null,
      code_wages_detail: null,
      wage_bases: ACT_WAGE_BASES,
    });
  });

  it('pays an amount typed on a percentage line instead of its percentage, pro-rated like any earning', () => {
    const structure = FIFTY_K.map((l) => (l.code === 'HRA' ? { ...l, amount: 15_000_00 } : l));
    const full = computeMonthlyPayroll(base({ structure }));
    // HRA 15,000 instead of 40% of 30,000 = 12,000: gross 53,000.
    expect(full.earnings.hra).toBe(15_000_00);
    expect(r(full.gross_salary)).toBe(53_000);
    // Three loss-of-pay days of 30: 15,000 × 27 / 30 = 13,500.
    expect(computeMonthlyPayroll(base({ structure, month: 6, absentDays: 3 })).earnings.hra).toBe(13_500_00);
  });

  it('a June with three loss-of-pay days (two unpaid leave, one absence)', () => {
    const p = computeMonthlyPayroll(base({ month: 6, unpaidLeaveDays: 2, absentDays: 1 }));
    // 27 of 30 days paid: every earning × 0.9 → 27,000 + 10,800 + 1,440 + 1,125 + 4,635 = 45,000.
    expect(p.days_paid).toBe(27);
    expect(r(p.gross_salary)).toBe(45_000);
    expect(r(p.earnings.basic_salary ?? 0)).toBe(27_000);
    // PF still on the 15,000 ceiling; PT 200; June is a Maharashtra labour welfare fund month: ₹25 from the
    // employee, ₹75 from the employer (Maharashtra Labour Welfare Fund (Amendment) Act 2024, s.6BB) → 42,975.
    expect(p.deductions.lwf_deduction).toBe(25_00);
    expect(p.employer.lwf).toBe(75_00);
    expect(r(p.net_salary)).toBe(42_975);
  });

  it('an employee under the ESIC ceiling', () => {
    const structure = [
      line('BASIC', { amount: 11_100_00 }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
      line('OTHER_ALLOWANCE', { amount: 2_960_00 }),
    ];
    const p = computeMonthlyPayroll(base({ structure, esic: { ...base({}).esic, covered: true } }));
    // Gross 11,100 + 4,440 + 2,960 = 18,500; PF 12% of 11,100 = 1,332; ESIC 0.75% = 138.75 → 139 (rounded
    // up), employer 3.25% = 601.25 → 602; PT 200 → net 18,500 − 1,332 − 139 − 200 = 16,829.
    expect(r(p.gross_salary)).toBe(18_500);
    expect(p.deductions).toMatchObject({
      pf_deduction: 1_332_00,
      esic_deduction: 139_00,
      professional_tax: 200_00,
    });
    expect(p.employer.esic).toBe(602_00);
    expect(r(p.net_salary)).toBe(16_829);
  });

  it('February in Maharashtra: professional tax is ₹300', () => {
    const p = computeMonthlyPayroll(base({ year: 2027, month: 2, calendarDays: 28 }));
    expect(p.deductions.professional_tax).toBe(300_00);
    expect(r(p.net_salary)).toBe(50_000 - 1_800 - 300);
  });

  it('a Karnataka employee at ₹24,000 pays no professional tax (Maharashtra would charge ₹200)', () => {
    const structure = [
      line('BASIC', { amount: 14_400_00 }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
      line('OTHER_ALLOWANCE', { amount: 3_840_00 }),
    ];
    const karnataka = computeMonthlyPayroll(
      base({
        structure,
        professionalTax: { state: 'Karnataka', gender: 'male', slabs: ptSlabs, deductedInPeriod: 0 },
      }),
    );
    // Gross 24,000; PF 12% of 14,400 = 1,728; PT 0 → 22,272.
    expect(karnataka.deductions.professional_tax).toBe(0);
    expect(r(karnataka.net_salary)).toBe(22_272);
    expect(computeMonthlyPayroll(base({ structure })).deductions.professional_tax).toBe(200_00);
  });

  const twoLakh = [
    line('BASIC', { amount: 1_00_000_00 }),
    line('HRA', { calculationType: 'percentage', percentage: 40 }),
    line('OTHER_ALLOWANCE', { amount: 60_000_00 }),
  ];

  it('TDS in April under the new regime for ₹2,00,000 a month', () => {
    const p = computeMonthlyPayroll(
      base({ month: 4, structure: twoLakh, tds: { ...base({}).tds, earlier: [] } }),
    );
    // Projected 24,00,000 − 75,000 = 23,25,000: 20,000 + 40,000 + 60,000 + 80,000 + 25% of 3,25,000 (81,250)
    // = 2,81,250 + 4% cess 11,250 = 2,92,500 a year → 24,375 a month.
    expect(r(p.tds.annual_tax)).toBe(292_500);
    expect(p.deductions.tds_deduction).toBe(24_375_00);
    expect(r(p.net_salary)).toBe(200_000 - 1_800 - 200 - 24_375);
  });

  it('TDS in April under the old regime for the same pay: PF under s.80C and PT under s.16(iii) count', () => {
    const p = computeMonthlyPayroll(
      base({ month: 4, structure: twoLakh, tds: { ...base({}).tds, rules: OLD, earlier: [] } }),
    );
    // 24,00,000 − 50,000 standard deduction − 2,500 PT (11 × 200 + February's 300, s.16(iii)) − 21,600 PF
    // (12 × 1,800, s.80C) = 23,25,900: 12,500 + 1,00,000 + 30% of 13,25,900 (3,97,770) = 5,10,270 + cess
    // 20,410.80 = 5,30,680.80 → 5,30,680 (s.288B) a year → 44,223.33 → 44,223 a month.
    expect(r(p.tds.taxable_income)).toBe(2_325_900);
    expect(r(p.tds.annual_tax)).toBe(530_680);
    expect(p.deductions.tds_deduction).toBe(44_223_00);
  });

  it('TDS later in the year spreads what is left over the remaining months', () => {
    // October, 6 months left, 6 × 2,00,000 earned and 6 × 24,375 already deducted: same annual tax, so
    // (2,92,500 − 1,46,250) ÷ 6 = 24,375 again.
    const p = computeMonthlyPayroll(
      base({
        month: 10,
        structure: twoLakh,
        tds: {
          ...base({}).tds,
          earlier: months(6, { taxable: 2_00_000, basicDa: 1_00_000, tds: 24_375 }),
        },
      }),
    );
    expect(p.deductions.tds_deduction).toBe(24_375_00);
  });

  it('a joiner on 16 November is paid 15 of 30 days', () => {
    const p = computeMonthlyPayroll(base({ daysBeforeJoining: 15 }));
    // 15 ÷ 30 of every line: 15,000 + 6,000 + 800 + 625 + 2,575 = 25,000; PF 12% of 15,000 = 1,800
    // (earned basic is exactly the ceiling); PT 200 (Maharashtra, gross above 10,000).
    expect(p.days_paid).toBe(15);
    expect(p.lop_days).toBe(15);
    expect(r(p.gross_salary)).toBe(25_000);
    expect(p.deductions.pf_deduction).toBe(1_800_00);
  });

  it('PF on the full basic when the employee opted for it', () => {
    const p = computeMonthlyPayroll(base({ pf: { ...base({}).pf, onFullBasic: true } }));
    // 12% of 30,000 = 3,600; the employer's 3,600 splits into EPS on the ceiling only (8.33% of 15,000 = 1,250)
    // and the rest (2,350) to the provident fund.
    expect(p.deductions.pf_deduction).toBe(3_600_00);
    expect(p.employer).toMatchObject({ pf_pension: 1_250_00, pf_provident_fund: 2_350_00 });
  });

  it('labour welfare fund only in a contribution month and where the branch contributes', () => {
    // November is not a Maharashtra LWF month; June is, unless the branch is exempt.
    expect(computeMonthlyPayroll(base({})).deductions.lwf_deduction).toBe(0);
    expect(computeMonthlyPayroll(base({ month: 12 })).employer.lwf).toBe(75_00);
    const exempt = computeMonthlyPayroll(
      base({ month: 6, lwf: { rules: MAHARASHTRA_LWF, applicable: false } }),
    );
    expect(exempt.deductions.lwf_deduction).toBe(0);
    expect(exempt.employer.lwf).toBe(0);
  });

  it('PF wages are BASIC plus DA: 10,000 + DA 3,000 → 12% of 13,000 = 1,560 (EPF Act s.6)', () => {
    const structure = [
      line('BASIC', { amount: 10_000_00 }),
      line('DA', { amount: 3_000_00 }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
    ];
    const p = computeMonthlyPayroll(base({ structure }));
    expect(p.earnings).toMatchObject({
      basic_salary: 10_000_00,
      dearness_allowance: 3_000_00,
      hra: 4_000_00,
    });
    // EPS 8.33% of 13,000 = 1,082.90 → 1,083; EPF 1,560 − 1,083 = 477; EDLI and admin 0.5% = 65.
    expect(p.deductions.pf_deduction).toBe(1_560_00);
    expect(p.employer).toMatchObject({
      pf_pension: 1_083_00,
      pf_provident_fund: 477_00,
      edli: 65_00,
      pf_admin: 65_00,
    });
    expect(p.statutory.pf_wages).toBe(13_000_00);
  });

  it('VPF: the employee’s percentage of the PF wages plus a VPF line’s amount, no employer match', () => {
    const structure = [...FIFTY_K, line('VPF', { type: 'deduction', amount: 500_00 })];
    const p = computeMonthlyPayroll(base({ structure, pf: { ...base({}).pf, vpfPercentage: 10 } }));
    // 10% of the capped 15,000 = 1,500, plus the ₹500 line = 2,000; PF stays 1,800 and the employer 1,250 + 550.
    expect(p.deductions).toMatchObject({ pf_deduction: 1_800_00, vpf_deduction: 2_000_00 });
    expect(p.employer).toMatchObject({ pf_pension: 1_250_00, pf_provident_fund: 550_00 });
    expect(r(p.net_salary)).toBe(50_000 - 1_800 - 2_000 - 200);
  });

  it('at 58 and for an excluded employee, no EPS: the employer’s 1,800 all to EPF', () => {
    const p = computeMonthlyPayroll(base({ pf: { ...base({}).pf, pensionDays: 0 } }));
    expect(p.employer).toMatchObject({ pf_pension: 0, pf_provident_fund: 1_800_00, edli: 75_00 });
    expect(p.statutory.eps_wages).toBe(0);
    // The employee's 12% is the same either way.
    expect(p.deductions.pf_deduction).toBe(1_800_00);
  });

  /** ₹19,200: BASIC 12,000, HRA 40% (4,800), special 2,400 — under the ESIC ceiling. */
  const UNDER = [
    line('BASIC', { amount: 12_000_00 }),
    line('HRA', { calculationType: 'percentage', percentage: 40 }),
    line('OTHER_ALLOWANCE', { amount: 2_400_00 }),
  ];
  const coveredBy = (structure: typeof UNDER) =>
    esicCovers(structureWages(structure, ACTS_BASIS).esic, base({}).esic);

  it('ESIC with HRA as a percentage of BASIC: coverage on the full 22,600, not the fixed 16,600', () => {
    const structure = [
      line('BASIC', { amount: 15_000_00 }),
      line('HRA', { calculationType: 'percentage', percentage: 40 }),
      line('CONVEYANCE', { amount: 1_600_00 }),
    ];
    expect(coveredBy(structure)).toBe(false);
    const p = computeMonthlyPayroll(
      base({ structure, esic: { ...base({}).esic, covered: coveredBy(structure) } }),
    );
    expect(p.deductions.esic_deduction).toBe(0);
    expect(p.statutory).toMatchObject({ esic_wages: 0, esic_covered: false });
  });

  it('ESIC on 19,200 a month: 0.75% = 144, 3.25% = 624 (ESI rule 51)', () => {
    expect(coveredBy(UNDER)).toBe(true);
    const p = computeMonthlyPayroll(base({ structure: UNDER, esic: { ...base({}).esic, covered: true } }));
    expect(p.deductions.esic_deduction).toBe(144_00);
    expect(p.employer.esic).toBe(624_00);
    expect(p.statutory).toMatchObject({ esic_wages: 19_200_00, esic_covered: true });
  });

  it('a loss-of-pay month never brings a high earner under ESIC: 50,000 paid for 10 of 30 days', () => {
    // Earned 16,667 is under the ceiling, but coverage is on the full rate of 50,000.
    const p = computeMonthlyPayroll(
      base({ unpaidLeaveDays: 20, esic: { ...base({}).esic, covered: coveredBy(FIFTY_K) } }),
    );
    expect(p.days_paid).toBe(10);
    expect(r(p.gross_salary)).toBeLessThan(21_000);
    expect(p.deductions.esic_deduction).toBe(0);
    expect(p.employer.esic).toBe(0);
  });

  it('overtime is contributed on but does not decide coverage', () => {
    const structure = [...UNDER, line('OT', { amount: 3_600_00 })];
    // Rate without overtime 19,200 → covered; wages paid 22,800 with it → 171 and 741.
    expect(coveredBy(structure)).toBe(true);
    const p = computeMonthlyPayroll(base({ structure, esic: { ...base({}).esic, covered: true } }));
    expect(r(p.gross_salary)).toBe(22_800);
    expect(p.deductions.esic_deduction).toBe(171_00);
    expect(p.employer.esic).toBe(741_00);
  });

  it('no employee ESIC at an average daily wage of 4,500 ÷ 26 = 173.08 ≤ 176; employer 146.25 → 147', () => {
    const structure = [line('BASIC', { amount: 4_500_00 })];
    const p = computeMonthlyPayroll(base({ structure, esic: { ...base({}).esic, covered: true } }));
    expect(p.deductions.esic_deduction).toBe(0);
    expect(p.employer.esic).toBe(147_00);
  });

  it('reports casual leave apart from other paid leave, and overtime hours', () => {
    const p = computeMonthlyPayroll(base({ paidLeaveDays: 3, casualLeaveDays: 1, overtimeHours: 4.5 }));
    // Paid leave costs no pay: all 30 days are paid.
    expect(p).toMatchObject({ pl_days: 2, cl_days: 1, ot_hours: 4.5, days_paid: 30 });
    expect(r(p.gross_salary)).toBe(50_000);
  });
});

describe('wages under the Labour Codes in the month (Code on Wages s.2(y))', () => {
  const rules = pickInForce(SEEDED_STATUTORY_RATES, '2026-11-30').codeWages;
  // labourcodes360's example: BASIC 10,000, HRA 20,000 (f), conveyance 10,000 (d).
  const structure = [
    line('BASIC', { amount: 10_000_00, wageClass: 'wages' }),
    line('HRA', { amount: 20_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
    line('CONVEYANCE', { amount: 10_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
  ];

  it('adds the exclusions beyond half back to wages for a full month: 10,000 + 10,000 = 20,000', () => {
    const p = computeMonthlyPayroll(base({ structure, codeWages: rules }));
    expect(p.statutory).toMatchObject({
      code_wages: 20_000_00,
      code_wages_addback: 10_000_00,
      code_wages_detail: {
        wages: 10_000_00,
        excluded: 30_000_00,
        remuneration: 40_000_00,
        limit: 20_000_00,
        threshold_percent: 50,
      },
    });
  });

  it('works on the earnings as earned: 15 of 30 days paid halve every figure', () => {
    const p = computeMonthlyPayroll(base({ structure, codeWages: rules, unpaidLeaveDays: 15 }));
    expect(p.statutory).toMatchObject({ code_wages: 10_000_00, code_wages_addback: 5_000_00 });
  });

  it('leaves overtime paid through payroll out of the test, and counts a line saved before the classes as wages', () => {
    const older = structure.map(({ wageClass: _w, exclusionClause: _c, ...l }) => l);
    const p = computeMonthlyPayroll(
      base({
        structure: older,
        codeWages: rules,
        additions: {
          ...NO_ADDITIONS,
          overtime: { hours: 10, multiplier: 2, dayDivisor: 26, hoursPerDay: 8 },
        },
      }),
    );
    expect(p.statutory).toMatchObject({ code_wages: 40_000_00, code_wages_addback: 0 });
  });
});

describe('what payroll pays besides the structure, folded into the month', () => {
  it('overtime, arrears, expense claims, bonus and a loan EMI: ESIC and PT on wages with overtime only', () => {
    // ₹18,000 a month (BASIC 12,000 + special 6,000), covered by ESIC, a full November in Maharashtra.
    const structure = [line('BASIC', { amount: 12_000_00 }), line('OTHER_ALLOWANCE', { amount: 6_000_00 })];
    const p = computeMonthlyPayroll(
      base({
        structure,
        esic: { ...base({}).esic, covered: true },
        additions: {
          // 4 approved hours at twice (12,000 ÷ (26 × 8)) = 57.6923… an hour → 461.54 → ₹462 (nearest rupee).
          overtime: { hours: 4, multiplier: 2, dayDivisor: 26, hoursPerDay: 8 },
          // October's arrear of a ₹3,000 BASIC raise: PF 360, ESIC 22.50 → 23 (up), employer EPS 249.90 → 250,
          // EPF 110, ESIC 97.50 → 98 — worked by the arrears engine; the month only adds them up.
          arrears: [
            {
              year: 2026,
              month: 10,
              earnings: { basic_salary: 3_000_00 },
              gross: 3_000_00,
              taxable: 3_000_00,
              pf: 360_00,
              esic: 23_00,
              professionalTax: 0,
              employer: { pf_pension: 250_00, pf_provident_fund: 110_00, esic: 98_00 },
              wages: { pf: 3_000_00, eps: 3_000_00, edli: 3_000_00, esic: 3_000_00 },
            },
          ],
          claims: [
            { id: 1, category: 'Travel', expenseDate: '2026-11-03', amount: 1_200_00, taxable: false },
            { id: 2, category: 'Medical', expenseDate: '2026-11-05', amount: 500_00, taxable: true },
          ],
          loans: [
            { loanId: 7, kind: 'loan', principal: 4_625_00, interest: 375_00, balanceAfter: 45_375_00 },
          ],
          bonus: { entryId: 3, bonusRunId: 1, accountingYear: '2025-26', amount: 7_000_00 },
          encashment: null,
          perquisites: null,
        },
      }),
    );
    expect(p.earnings).toEqual({
      basic_salary: 12_000_00,
      other_allowance: 6_000_00,
      overtime: 462_00,
      arrears: 3_000_00,
      reimbursements: 1_700_00,
      bonus: 7_000_00,
    });
    // 18,000 + 462 + 3,000 + 1,700 + 7,000.
    expect(r(p.gross_salary)).toBe(30_162);
    // Taxable: all but the ₹1,200 travel claim (s.10(14)(i)).
    expect(r(p.taxable_earnings)).toBe(28_962);
    // PF 12% of 12,000 = 1,440 + the arrear's 360; ESIC 0.75% of the wages with overtime, 18,462 → 138.47 →
    // 139 (up, rule 51) + the arrear's 23; PT on 18,462 = 200; the EMI 5,000; TDS nil (below the 87A rebate).
    expect(p.deductions).toEqual({
      pf_deduction: 1_800_00,
      vpf_deduction: 0,
      esic_deduction: 162_00,
      professional_tax: 200_00,
      lwf_deduction: 0,
      tds_deduction: 0,
      loan_deduction: 5_000_00,
    });
    expect(r(p.net_salary)).toBe(23_000);
    // EPS 8.33% of 12,000 = 999.60 → 1,000 (+250); EPF 440 (+110); ESIC 3.25% of 18,462 = 600.02 → 601 (+98).
    expect(p.employer).toMatchObject({ pf_pension: 1_250_00, pf_provident_fund: 550_00, esic: 699_00 });
    // The month's own wages: the arrear month's are reported with it.
    expect(p.statutory).toMatchObject({ pf_wages: 12_000_00, esic_wages: 18_462_00, esic_covered: true });
  });

  it('a leaver: the days after the last working day are unpaid and no later month is projected for TDS', () => {
    const p = computeMonthlyPayroll(base({ daysAfterExit: 20, leavesThisMonth: true }));
    // 10 of 30 days: 50,000 × 10 ÷ 30 = 16,666.67 → each line to the rupee: 10,000 + 4,000 + 533 + 417 + 1,717.
    expect(p.days_paid).toBe(10);
    expect(r(p.gross_salary)).toBe(16_667);
    expect(p.tds.months_remaining).toBe(1);
    expect(p.tds.rest_of_year).toBe(0);
  });
});

describe('leave encashed during service, paid with the month', () => {
  const encashing = (days: number[], basis: 'basic' | 'basic_da' | 'gross' = 'basic') => ({
    ...NO_ADDITIONS,
    encashment: { items: days.map((d, i) => ({ id: i + 1, days: d })), basis, dayDivisor: 26 },
  });

  it('BASIC ₹30,000 ÷ 26 × 3.5 days = ₹4,038.46 → ₹4,038: taxable salary, not PF, ESIC, PT or LWF wages', () => {
    const without = computeMonthlyPayroll(base({}));
    const p = computeMonthlyPayroll(base({ additions: encashing([3.5]) }));
    expect(p.earnings.leave_encashment).toBe(4_038_00);
    expect(p.encashment).toEqual({
      items: [{ id: 1, days: 3.5, amount: 4_038_00 }],
      days: 3.5,
      monthlyPay: 30_000_00,
      dayRate: 30_000_00 / 26,
      amount: 4_038_00,
    });
    expect(p.gross_salary - without.gross_salary).toBe(4_038_00);
    expect(p.taxable_earnings - without.taxable_earnings).toBe(4_038_00);
    expect(p.tds.this_month - without.tds.this_month).toBe(4_038_00);
    // PF on the same ₹15,000 ceiling wages, PT and LWF on the same month's wages.
    expect(p.statutory).toEqual(without.statutory);
    expect(p.deductions.pf_deduction).toBe(without.deductions.pf_deduction);
    expect(p.deductions.professional_tax).toBe(without.deductions.professional_tax);
    expect(p.employer).toEqual(without.employer);
    // Net up by the encashment less whatever TDS it adds (nil here: 6,04,038 projected is under the rebate).
    expect(p.net_salary - without.net_salary).toBe(
      4_038_00 - ((p.deductions.tds_deduction ?? 0) - (without.deductions.tds_deduction ?? 0)),
    );
    expect(p.deductions.tds_deduction).toBe(0);
  });

  it('a higher salary: the encashment raises the year’s tax and this month’s TDS takes its share', () => {
    const structure = [
      line('BASIC', { amount: 1_20_000_00 }),
      line('OTHER_ALLOWANCE', { amount: 30_000_00 }),
    ];
    const earlier = months(7, {
      taxable: 1_50_000,
      basicDa: 1_20_000,
      employeePf: 1_800,
      professionalTax: 200,
    });
    const tds = { ...base({}).tds, earlier };
    const without = computeMonthlyPayroll(base({ structure, tds }));
    // 1,20,000 ÷ 26 × 5 = 23,076.92 → ₹23,077.
    const p = computeMonthlyPayroll(base({ structure, tds, additions: encashing([5]) }));
    expect(p.earnings.leave_encashment).toBe(23_077_00);
    const extraTds = (p.deductions.tds_deduction ?? 0) - (without.deductions.tds_deduction ?? 0);
    expect(extraTds).toBeGreaterThan(0);
    expect(p.net_salary - without.net_salary).toBe(23_077_00 - extraTds);
    expect(p.deductions.pf_deduction).toBe(without.deductions.pf_deduction);
  });

  it('an ESIC-covered employee: ESIC stays on the month’s wages without the encashment', () => {
    const structure = [line('BASIC', { amount: 12_000_00 }), line('OTHER_ALLOWANCE', { amount: 6_000_00 })];
    const esic = { ...base({}).esic, covered: true };
    const without = computeMonthlyPayroll(base({ structure, esic }));
    const p = computeMonthlyPayroll(base({ structure, esic, additions: encashing([3]) }));
    // 12,000 ÷ 26 × 3 = 1,384.62 → ₹1,385.
    expect(p.earnings.leave_encashment).toBe(1_385_00);
    expect(p.statutory.esic_wages).toBe(18_000_00);
    expect(p.deductions.esic_deduction).toBe(without.deductions.esic_deduction);
    expect(p.employer.esic).toBe(without.employer.esic);
  });

  it('rounds each encashment to the rupee and pays their sum; on gross or BASIC + DA when the company says', () => {
    // 1 day: 1,153.85 → 1,154; 2.5 days: 2,884.62 → 2,885; 4,039 (one 3.5-day encashment would be 4,038).
    expect(computeMonthlyPayroll(base({ additions: encashing([1, 2.5]) })).encashment?.items).toEqual([
      { id: 1, days: 1, amount: 1_154_00 },
      { id: 2, days: 2.5, amount: 2_885_00 },
    ]);
    expect(computeMonthlyPayroll(base({ additions: encashing([1, 2.5]) })).earnings.leave_encashment).toBe(
      4_039_00,
    );
    // Gross ₹50,000 ÷ 26 × 2 = 3,846.15 → ₹3,846.
    expect(
      computeMonthlyPayroll(base({ additions: encashing([2], 'gross') })).earnings.leave_encashment,
    ).toBe(3_846_00);
    // A month with loss of pay still encashes at the structure's full monthly rate.
    expect(
      computeMonthlyPayroll(base({ absentDays: 10, additions: encashing([2]) })).earnings.leave_encashment,
    ).toBe(2_308_00);
    expect(computeMonthlyPayroll(base({ additions: encashing([]) })).encashment).toBeNull();
  });

  it('under the Codes never on less than the Codes’ wages; the 50% test leaves it out', () => {
    const rules = pickInForce(SEEDED_STATUTORY_RATES, '2026-11-30').codeWages;
    // BASIC 10,000, HRA 20,000 (f), conveyance 10,000 (d): the Codes' wages are 20,000 at the full rate.
    const structure = [
      line('BASIC', { amount: 10_000_00, wageClass: 'wages' }),
      line('HRA', { amount: 20_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
      line('CONVEYANCE', { amount: 10_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
    ];
    const codes = computeMonthlyPayroll(base({ structure, codeWages: rules, additions: encashing([2]) }));
    // BASIC 10,000 is below the Codes' 20,000: 20,000 ÷ 26 × 2 = 1,538.46 → ₹1,538.
    expect(codes.encashment?.monthlyPay).toBe(20_000_00);
    expect(codes.earnings.leave_encashment).toBe(1_538_00);
    expect(codes.statutory).toMatchObject({ code_wages: 20_000_00, code_wages_addback: 10_000_00 });
    // On gross (40,000) the company's basis is above the floor: 40,000 ÷ 26 × 2 = 3,076.92 → ₹3,077.
    expect(
      computeMonthlyPayroll(base({ structure, codeWages: rules, additions: encashing([2], 'gross') }))
        .earnings.leave_encashment,
    ).toBe(3_077_00);
    // A company still under the old Acts: BASIC alone, 10,000 ÷ 26 × 2 = 769.23 → ₹769.
    const acts = computeMonthlyPayroll(
      base({ structure, codeWages: rules, wageDefinition: 'acts', additions: encashing([2]) }),
    );
    expect(acts.earnings.leave_encashment).toBe(769_00);
  });
});
