import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { employeeTaxYears } from '../../db/schema/tax-year';

/** The employee a tax record belongs to, with what access checks and regime look-ups need. */
export async function taxEmployeeRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      country_id: companies.country_id,
      default_tax_regime_id: companies.default_tax_regime_id,
      employee_code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(eq(employees.id, id), isNull(employees.archived_at)))
    .limit(1);
  return row ?? null;
}
export type TaxEmployeeRow = NonNullable<Awaited<ReturnType<typeof taxEmployeeRow>>>;

export type EmployeeTaxYearRow = typeof employeeTaxYears.$inferSelect;
export type EmployeeTaxYearValues = Partial<Omit<typeof employeeTaxYears.$inferInsert, 'id'>>;

export async function employeeTaxYearRow(db: DbOrTx, employeeId: number, financialYear: string) {
  const [row] = await db
    .select()
    .from(employeeTaxYears)
    .where(
      and(eq(employeeTaxYears.employee_id, employeeId), eq(employeeTaxYears.financial_year, financialYear)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The employee's year, created if missing, locked until the transaction ends: two saves of one employee's
 * declarations queue up here instead of interleaving their item writes.
 */
export async function lockEmployeeTaxYear(
  tx: DbOrTx,
  employeeId: number,
  financialYear: string,
): Promise<{ row: EmployeeTaxYearRow; created: boolean }> {
  const inserted = await tx
    .insert(employeeTaxYears)
    .values({ employee_id: employeeId, financial_year: financialYear })
    .onConflictDoNothing()
    .returning({ id: employeeTaxYears.id });
  const [row] = await tx
    .select()
    .from(employeeTaxYears)
    .where(
      and(eq(employeeTaxYears.employee_id, employeeId), eq(employeeTaxYears.financial_year, financialYear)),
    )
    .for('update');
  if (!row) throw new Error('employee tax year vanished');
  return { row, created: inserted.length > 0 };
}

export async function updateEmployeeTaxYear(tx: DbOrTx, id: number, values: EmployeeTaxYearValues) {
  await tx.update(employeeTaxYears).set(values).where(eq(employeeTaxYears.id, id));
}
