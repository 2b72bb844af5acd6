import { financialYearMonthSpan } from '@hrms/contracts/tax-year';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { notFound } from '../../platform/errors';
import { paise } from '../../platform/money';
import { postalAddress } from '../../platform/pdf';
import type { FormPerson } from './forms/claims';
import type { PerquisiteRun } from './forms/perquisites';

export type FormPersonRow = FormPerson & {
  place: string | null;
  company_id: number;
  tan: string | null;
  employer_address: string;
};

/** The employee as the forms name them, with their employer: its city (the verification's place), address, TAN. */
export async function formPerson(db: DbOrTx, employeeId: number): Promise<FormPersonRow> {
  const [row] = await db
    .select({
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      code: employees.employee_id,
      pan: employees.pan,
      designation: employees.job_title,
      employer: companies.legal_name,
      place: companies.city,
      company_id: companies.id,
      tan: companies.tan,
      line1: companies.address_line1,
      line2: companies.address_line2,
      city: companies.city,
      state: companies.state,
      postal_code: companies.postal_code,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(eq(employees.id, employeeId));
  if (!row) throw notFound('Employee');
  const { line1, line2, city, state, postal_code, ...person } = row;
  return { ...person, employer_address: postalAddress({ line1, line2, city, state, postal_code }) };
}

/**
 * The employee's approved and paid runs of the year, in month order: each one's perquisites as payroll stored
 * them (none when the breakdown has no `perquisites`) and its taxable salary in paise (the gross for a run
 * stored before the breakdown kept it, as Form 16 counts it).
 */
export async function perquisiteRuns(
  db: DbOrTx,
  employeeId: number,
  taxYear: string,
): Promise<PerquisiteRun[]> {
  const span = financialYearMonthSpan(taxYear);
  const rows = await db
    .select({
      year: payrollRuns.year,
      month: payrollRuns.month,
      perquisites: sql<unknown>`${payrollRuns.breakdown}->'perquisites'`,
      taxable: sql<string>`coalesce((${payrollRuns.breakdown}->>'taxable_earnings')::numeric, ${payrollRuns.gross_salary})::text`,
    })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.employee_id, employeeId),
        countedRun(payrollRuns.status),
        sql`(${payrollRuns.year} * 12 + ${payrollRuns.month}) between ${span.from} and ${span.to}`,
      ),
    )
    .orderBy(asc(payrollRuns.year), asc(payrollRuns.month));
  return rows.map((r) => ({ ...r, taxable: paise(r.taxable) }));
}
