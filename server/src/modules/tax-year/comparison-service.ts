import type { RegimeFigures, TaxComparison, TaxPosition, TaxRegimeKind } from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { fieldError } from '../../platform/errors';
import { rupees } from '../../platform/money';
import { taxEmployee } from './employee-access';
import { type TaxPositionOf, taxPositions, taxPositionView } from './position';

/**
 * One regime's figures for the comparison. `deductions` is what comes off besides the standard deduction
 * (professional tax, s.24(b) interest, Chapter VI-A), so the two add up to the gross total income less the
 * total income; `monthly_tax` is the TDS each remaining month would carry under that regime.
 */
function figuresOf(position: TaxPositionOf): RegimeFigures {
  const r = position.result;
  return {
    regime_id: position.regimeId,
    gross_salary: rupees(r.grossSalary),
    exemptions: rupees(r.exemptions),
    standard_deduction: rupees(r.standardDeduction),
    deductions: rupees(r.deductions - r.standardDeduction),
    taxable_income: rupees(r.totalIncome),
    total_tax: rupees(r.totalTax),
    monthly_tax: rupees(position.monthlyTds),
  };
}

const noSalary = (financialYear: string) =>
  fieldError(
    'salary_structure',
    `No income tax can be worked out for FY ${financialYear}: the employee has no salary structure in force and no payroll run in the year.`,
  );

async function positionUnder(
  db: Db,
  employeeId: number,
  financialYear: string,
  regime: TaxRegimeKind,
  today: string,
): Promise<TaxPositionOf> {
  const positions = await taxPositions(db, [employeeId], financialYear, { project: true, regime, today });
  const position = positions.get(employeeId);
  if (!position || (!position.input.months.length && position.input.previous.salary === 0)) {
    throw noSalary(financialYear);
  }
  if (position.regimeId === null) {
    throw fieldError('financial_year', `No ${regime} tax regime is set up for FY ${financialYear}.`);
  }
  return position;
}

/**
 * Both regimes on the employee's own pay, declarations and previous employment as of today, recommending
 * the one with less tax (the new regime, the default under s.115BAC(1A), when they are equal).
 */
export async function taxComparison(
  db: Db,
  principal: Principal,
  employeeId: number,
  financialYear: string,
): Promise<TaxComparison> {
  await taxEmployee(db, principal, employeeId);
  const today = todayIn();
  const under = {
    new: await positionUnder(db, employeeId, financialYear, 'new', today),
    old: await positionUnder(db, employeeId, financialYear, 'old', today),
  };
  const figures = { new: figuresOf(under.new), old: figuresOf(under.old) };
  const recommended: TaxRegimeKind = under.old.result.totalTax < under.new.result.totalTax ? 'old' : 'new';
  return {
    financial_year: financialYear,
    ...figures,
    recommended,
    saving: rupees(Math.abs(under.new.result.totalTax - under.old.result.totalTax)),
  };
}

/** The year's position under the employee's regime (or the one asked for): every figure TDS comes from. */
export async function taxPosition(
  db: Db,
  principal: Principal,
  employeeId: number,
  financialYear: string,
  regime?: TaxRegimeKind,
): Promise<TaxPosition> {
  await taxEmployee(db, principal, employeeId);
  const position = (
    await taxPositions(db, [employeeId], financialYear, { project: true, regime, today: todayIn() })
  ).get(employeeId);
  if (!position)
    throw fieldError('financial_year', `The tax position of FY ${financialYear} could not be worked out.`);
  return taxPositionView(position);
}
