/** The monthly engine's worked examples' inputs (test support only). */

import type { StructureLine } from '../src/modules/compensation/public';
import type { MonthlyInput } from '../src/modules/payroll/engine/monthly';
import { esicRulesOf, pfRulesOf } from '../src/modules/payroll/engine/statutory';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../src/modules/statutory/public';
import { SEEDED_PT_SLABS } from './pt-slabs';
import { declarations, months, NEW, previous } from './tax-year-engine-fixtures';

export const ptSlabs = SEEDED_PT_SLABS;
/** The seeded statutory rates (PF, ESIC, and Maharashtra's labour welfare fund) in force in 2026. */
export const seeded = pickInForce(SEEDED_STATUTORY_RATES, '2026-06-30');
export const PF_RATES = seeded.pf;
export const ESIC_RATES = seeded.esic;
if (!PF_RATES || !ESIC_RATES) throw new Error('the seeded PF and ESIC rates are missing');
export const MAHARASHTRA_LWF = seeded.lwf.get('MH') ?? null;

export const line = (code: string, over: Partial<StructureLine>) => ({
  code,
  type: 'earning' as const,
  calculationType: 'fixed' as const,
  formula: null,
  amount: null,
  percentage: null,
  taxable: true,
  ...over,
});

/** ₹50,000 a month: BASIC 30,000, HRA 40% (12,000), conveyance 1,600, medical 1,250, special 5,150. */
export const FIFTY_K = [
  line('BASIC', { amount: 30_000_00 }),
  line('HRA', { calculationType: 'percentage', percentage: 40 }),
  line('CONVEYANCE', { amount: 1_600_00 }),
  line('MEDICAL', { amount: 1_250_00 }),
  line('OTHER_ALLOWANCE', { amount: 5_150_00 }),
];

/** April to October of the year at the full ₹50,000 (its BASIC 30,000, HRA 12,000, PF 1,800, PT 200). */
export const APRIL_TO_OCTOBER = months(7, {
  taxable: 50_000,
  basicDa: 30_000,
  hra: 12_000,
  employeePf: 1_800,
  professionalTax: 200,
});

export const base = (over: Partial<MonthlyInput>): MonthlyInput => ({
  year: 2026,
  month: 11,
  calendarDays: 30,
  daysPresent: 21,
  paidLeaveDays: 0,
  casualLeaveDays: 0,
  unpaidLeaveDays: 0,
  absentDays: 0,
  daysBeforeJoining: 0,
  overtimeHours: 0,
  structure: FIFTY_K,
  pf: { ...pfRulesOf(PF_RATES), onFullBasic: false, vpfPercentage: 0, pensionDays: 31 },
  esic: { ...esicRulesOf(ESIC_RATES), covered: false },
  lwf: { rules: MAHARASHTRA_LWF, applicable: true },
  professionalTax: { state: 'Maharashtra', gender: 'male', slabs: ptSlabs, deductedInPeriod: 0 },
  tds: {
    rules: NEW,
    age: 35,
    earlier: APRIL_TO_OCTOBER,
    previous: previous(),
    otherIncome: 0,
    declarations: declarations(),
  },
  ...over,
});
export const r = (p: number) => p / 100;
