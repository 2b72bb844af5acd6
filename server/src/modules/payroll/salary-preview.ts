import type { SalaryPreviewResponse } from '@hrms/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { rupees } from '../../platform/money';
import { structureLinesInForce } from '../compensation/public';
import { loadBatch, monthlyInput, PayrollRefusal } from './batch';
import { NO_ADDITIONS } from './engine/additions';
import { computeMonthlyPayroll } from './engine/monthly';
import { figuresFromEngine } from './figures';

const sum = (amounts: Record<string, number>) => Object.values(amounts).reduce((a, b) => a + b, 0);
const inRupees = <K extends string>(amounts: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(amounts).map(([k, v]) => [k, rupees(v)])) as Record<K, number>;

/**
 * What a full month of the structure in force on `asOf` pays after payroll's deductions. Processing's own
 * steps — loadBatch, monthlyInput and the monthly engine, with the month's rates, PT slabs, tax regime,
 * declarations and the year's earlier pay — on the month holding `asOf`, with attendance replaced by a full
 * month without loss of pay and nothing paid besides the structure (no overtime, arrears, claims, loan EMIs or
 * bonus). Statutory rules live in the engine only; nothing is saved. `structureOn` prices the structure in force
 * on another day under `asOf`'s rules (a revision's before and after, compared under the same rates).
 */
export async function salaryPreview(
  db: DbOrTx,
  employeeId: number,
  asOf = todayIn(),
  structureOn = asOf,
): Promise<SalaryPreviewResponse> {
  const period = { year: Number(asOf.slice(0, 4)), month: Number(asOf.slice(5, 7)) };
  const batch = await loadBatch(db, [employeeId], period, { additions: false });
  // The structure the page shows (in force on asOf), not the one in force at the month's end.
  const lines = (await structureLinesInForce(db, [employeeId], structureOn)).get(employeeId);
  if (lines) batch.structures.set(employeeId, lines);
  else batch.structures.delete(employeeId);

  let prepared: ReturnType<typeof monthlyInput>;
  try {
    prepared = monthlyInput(batch, employeeId);
  } catch (err) {
    if (err instanceof PayrollRefusal) return { preview: null, reason: err.message };
    throw err;
  }
  const { input, regimeCode } = prepared;
  const result = computeMonthlyPayroll({
    ...input,
    daysPresent: input.calendarDays,
    paidLeaveDays: 0,
    casualLeaveDays: 0,
    unpaidLeaveDays: 0,
    absentDays: 0,
    daysBeforeJoining: 0,
    daysAfterExit: 0,
    overtimeHours: 0,
    additions: NO_ADDITIONS,
  });
  const figures = figuresFromEngine(result, regimeCode);
  return {
    preview: {
      year: period.year,
      month: period.month,
      total_earnings: rupees(result.total_earnings),
      deductions: inRupees(figures.deductions),
      total_deductions: rupees(result.total_deductions),
      net_salary: rupees(result.net_salary),
      employer_contributions: inRupees(figures.employer),
      total_employer_contributions: rupees(sum(figures.employer)),
      code_wages: result.statutory.code_wages === null ? null : rupees(result.statutory.code_wages),
      code_wages_addback:
        result.statutory.code_wages_addback === null ? null : rupees(result.statutory.code_wages_addback),
    },
    reason: null,
  };
}
