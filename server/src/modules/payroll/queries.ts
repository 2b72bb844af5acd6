import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { professionalTaxSlabs, salaryComponents, taxRegimes, taxSlabs } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { branches, companies } from '../../db/schema/organisation';
import { payrollRunEvents, payrollRuns } from '../../db/schema/payroll';
import { type RecordScope, recordCondition } from '../../platform/access';
import { offsetOf } from '../../platform/pagination';

export type RunValues = typeof payrollRuns.$inferInsert;

/** What payroll needs to know about the employee and their company. */
export async function payrollEmployee(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      country_id: companies.country_id,
      gender: employees.gender,
      state: sql<string>`coalesce(${branches.state}, ${companies.state})`,
      default_tax_regime_id: companies.default_tax_regime_id,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(and(eq(employees.id, id), sql`${employees.archived_at} is null`))
    .limit(1);
  return row ?? null;
}

export async function statutoryMetadata(db: DbOrTx, countryId: number) {
  return db
    .select({ code: salaryComponents.code, metadata: salaryComponents.metadata })
    .from(salaryComponents)
    .where(and(eq(salaryComponents.country_id, countryId), sql`${salaryComponents.code} in ('PF', 'ESIC')`));
}

export const allProfessionalTaxSlabs = (db: DbOrTx) => db.select().from(professionalTaxSlabs);

/** The regime for a financial year: the company's default if it is for that year, else the country's default. */
export async function regimeFor(
  db: DbOrTx,
  countryId: number,
  financialYear: string,
  preferredId: number | null,
) {
  const rows = await db
    .select()
    .from(taxRegimes)
    .where(and(eq(taxRegimes.country_id, countryId), eq(taxRegimes.financial_year, financialYear)))
    .orderBy(desc(taxRegimes.is_default));
  const regime = rows.find((r) => r.id === preferredId) ?? rows[0];
  if (!regime) return null;
  const slabs = await db
    .select()
    .from(taxSlabs)
    .where(eq(taxSlabs.tax_regime_id, regime.id))
    .orderBy(taxSlabs.position);
  return { regime, slabs };
}

/** Taxable pay and TDS of the employee's earlier runs in the financial year (paise as numeric text). */
export async function earlierInYear(
  db: DbOrTx,
  employeeId: number,
  fyStart: { year: number; month: number },
  before: { year: number; month: number },
) {
  const [row] = await rawRows<{ taxable: string | null; tds: string | null }>(
    db,
    sql`select sum((breakdown->>'taxable_earnings')::numeric) as taxable, sum(tds_deduction) as tds
        from ${payrollRuns}
        where employee_id = ${employeeId}
          and (year * 12 + month) >= ${fyStart.year * 12 + fyStart.month}
          and (year * 12 + month) < ${before.year * 12 + before.month}`,
  );
  return { taxable: Number(row?.taxable ?? 0), tds: Number(row?.tds ?? 0) };
}

/** Saves a run unless the existing one is approved or paid; returns its id and status, or null when locked. */
export async function saveRun(db: DbOrTx, values: RunValues) {
  const rows = await db
    .insert(payrollRuns)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollRuns.employee_id, payrollRuns.year, payrollRuns.month],
      set: { ...values, updated_at: new Date() },
      setWhere: sql`${payrollRuns.status} in ('draft', 'processed')`,
    })
    .returning({ id: payrollRuns.id, status: payrollRuns.status });
  return rows[0] ?? null;
}

export async function recordEvent(
  db: DbOrTx,
  runId: number,
  from: string | null,
  to: string,
  userId: number,
) {
  await db
    .insert(payrollRunEvents)
    .values({ payroll_run_id: runId, from_status: from, to_status: to, user_id: userId });
}

const selectRuns = (db: DbOrTx) =>
  db
    .select({
      run: payrollRuns,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id));
export type RunRow = Awaited<ReturnType<typeof selectRuns>>[number];

export type RunFilters = { month?: number; year?: number; status?: string; employee_id?: number };

function conditions(scope: RecordScope, f: RunFilters): SQL | undefined {
  return and(
    recordCondition(scope, { company: employees.company_id, employee: payrollRuns.employee_id }),
    f.month ? eq(payrollRuns.month, f.month) : undefined,
    f.year ? eq(payrollRuns.year, f.year) : undefined,
    f.status ? eq(payrollRuns.status, f.status) : undefined,
    f.employee_id ? eq(payrollRuns.employee_id, f.employee_id) : undefined,
  );
}

export async function listRuns(db: DbOrTx, scope: RecordScope, f: RunFilters, page: number, perPage: number) {
  const where = conditions(scope, f);
  const rows = await selectRuns(db)
    .where(where)
    .orderBy(desc(payrollRuns.year), desc(payrollRuns.month), employees.first_name, payrollRuns.id)
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      draft: sql<number>`(count(*) filter (where ${payrollRuns.status} = 'draft'))::int`,
      processed: sql<number>`(count(*) filter (where ${payrollRuns.status} = 'processed'))::int`,
      approved: sql<number>`(count(*) filter (where ${payrollRuns.status} = 'approved'))::int`,
      paid: sql<number>`(count(*) filter (where ${payrollRuns.status} = 'paid'))::int`,
      total_net: sql<string>`coalesce(sum(${payrollRuns.net_salary}), 0)`,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(where);
  return { rows, stats };
}

export async function findRun(db: DbOrTx, scope: RecordScope, id: number): Promise<RunRow | null> {
  const [row] = await selectRuns(db)
    .where(and(eq(payrollRuns.id, id), conditions(scope, {})))
    .limit(1);
  return row ?? null;
}

/** Moves a run between statuses only if it is still in `from`: of two simultaneous calls one wins. */
export async function transitionRun(db: DbOrTx, id: number, from: string, values: Partial<RunValues>) {
  const rows = await db
    .update(payrollRuns)
    .set(values)
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.status, from)))
    .returning({ id: payrollRuns.id });
  return rows.length > 0;
}
