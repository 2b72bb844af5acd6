import type { PayrollStatus } from '@hrms/contracts/enums';
import { pfRules } from '@hrms/contracts/statutory';
import { and, desc, eq, getTableColumns, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId, anyText } from '../../db/ids';
import { type Bind, inline } from '../../db/rendered-statements';
import { users } from '../../db/schema/access';
import { professionalTaxSlabs, salaryComponents, salaryStructures } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { countedRun, payrollRunEvents, payrollRuns } from '../../db/schema/payroll';
import { statutoryRates } from '../../db/schema/statutory';
import {
  type CompanyScope,
  companyCondition,
  type RecordScope,
  recordCondition,
} from '../../platform/access';
import { cachedTotals } from '../../platform/list-totals';
import { paise } from '../../platform/money';
import { renderedPage, withoutPage } from '../../platform/pagination';
import { addMonths, monthIndex, type Period } from '../../platform/period';
import { leftOn } from '../employees/public';
import type { PaidMonthFigures } from './engine/tax-months';
import type { RunLines } from './engine/year-to-date';

export type RunValues = typeof payrollRuns.$inferInsert;

/** What payroll needs to know about each employee and their company. */
export async function payrollEmployees(db: DbOrTx, ids: number[], options = { withArchived: false }) {
  if (!ids.length) return [];
  return db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      country_id: companies.country_id,
      gender: employees.gender,
      hire_date: employees.hire_date,
      date_of_birth: employees.date_of_birth,
      pf_on_full_basic: employees.pf_on_full_basic,
      vpf_percentage: employees.vpf_percentage,
      epf_joined_on: employees.epf_joined_on,
      eps_member_before: employees.eps_member_before,
      person_with_disability: employees.person_with_disability,
      // The branch's state (the company's when the employee has no branch): its name for professional tax,
      // its listed code for the labour welfare fund (null when the text matched no listed state).
      state: sql<string>`coalesce(${branches.state}, ${companies.state})`,
      state_code: sql<
        string | null
      >`case when ${branches.id} is null then ${companies.state_code} else ${branches.state_code} end`,
      lwf_applicable: sql<boolean>`coalesce(${branches.lwf_applicable}, true)`,
      default_tax_regime_id: companies.default_tax_regime_id,
      status: employees.status,
      last_working_day: employees.last_working_day,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(
      and(anyId(employees.id, ids), options.withArchived ? undefined : sql`${employees.archived_at} is null`),
    );
}

/**
 * Employees of the caller's scope with these codes (archived ones cannot be paid), with when they joined and
 * when they leave (the reports' `leftOn`: the last working day, else when a terminated record last changed).
 */
export async function employeesByCode(db: DbOrTx, scope: CompanyScope, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select({
      id: employees.id,
      employee_id: employees.employee_id,
      hire_date: employees.hire_date,
      left_on: sql<string | null>`(${leftOn})::text`,
    })
    .from(employees)
    .where(
      and(
        anyText(employees.employee_id, codes),
        sql`${employees.archived_at} is null`,
        companyCondition(scope, employees.company_id),
      ),
    );
}

/** Active employees of the caller's scope, optionally of one department, for the upload template. */
export async function activeEmployeesForTemplate(db: DbOrTx, scope: CompanyScope, departmentId?: number) {
  return db
    .select({
      id: employees.id,
      employee_id: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
    })
    .from(employees)
    .where(
      and(
        eq(employees.status, 'active'),
        sql`${employees.archived_at} is null`,
        companyCondition(scope, employees.company_id),
        departmentId ? eq(employees.department_id, departmentId) : undefined,
      ),
    )
    .orderBy(employees.employee_id);
}

/** The country's components: taxability by code (the statutory rates are in `statutory_rates`). */
export const countryComponents = (db: DbOrTx, countryId: number) =>
  db
    .select({ code: salaryComponents.code, is_taxable: salaryComponents.is_taxable })
    .from(salaryComponents)
    .where(eq(salaryComponents.country_id, countryId));

/**
 * Every salary structure version of these employees that starts on or before a date (ids and dates only),
 * oldest first: the batch picks the one in force on each date it needs (month end, start of the ESIC
 * period, EPF joining) from this one answer instead of a query per date.
 */
export async function structureVersionsUpTo(db: DbOrTx, employeeIds: number[], date: string) {
  if (!employeeIds.length) return [];
  return db
    .select({
      id: salaryStructures.id,
      employee_id: salaryStructures.employee_id,
      effective_from: salaryStructures.effective_from,
    })
    .from(salaryStructures)
    .where(and(anyId(salaryStructures.employee_id, employeeIds), lte(salaryStructures.effective_from, date)))
    .orderBy(salaryStructures.employee_id, salaryStructures.effective_from);
}

export const allProfessionalTaxSlabs = (db: DbOrTx) => db.select().from(professionalTaxSlabs);

/** Every PF version of a country, oldest first: the ceiling in force when each employee joined EPF. */
export async function pfVersions(db: DbOrTx, countryId: number) {
  const rows = await db
    .select({ effective_from: statutoryRates.effective_from, rules: statutoryRates.rules })
    .from(statutoryRates)
    .where(and(eq(statutoryRates.country_id, countryId), eq(statutoryRates.scheme, 'PF')))
    .orderBy(statutoryRates.effective_from);
  return rows.map((r) => ({ effective_from: r.effective_from, rules: pfRules.parse(r.rules) }));
}

/**
 * Each run of these employees in a financial year before a month (all of the year without one), one row per run
 * in month order, with what the tax year and professional tax count (rupees as text): taxable pay, gross, BASIC,
 * DA, HRA, LTA, PF, VPF, PT, TDS and the employer's NPS. Payroll counts every earlier run; the year's position
 * (Form 16, 24Q) only runs past draft. A figure a run saved before it existed reads 0.
 *
 * The breakdown is unpacked once per run (`jsonb_to_record`): one `#>>` per figure read the whole compressed
 * document out of TOAST again for each, three times the query's cost at a payroll chunk's 500 runs
 * (docs/decisions/performance.md, "Where loading went").
 */
export async function runMonthsInYear(
  db: DbOrTx,
  employeeIds: number[],
  fyStart: Period,
  options: { before?: Period; withDrafts: boolean },
) {
  if (!employeeIds.length) return [];
  const end = options.before ?? addMonths(fyStart, 12);
  const figure = (json: string, key: string) =>
    sql.raw(`coalesce((b.${json} ->> '${key}')::numeric, 0)::text`);
  return rawRows<{
    employee_id: number;
    year: number;
    month: number;
    status: PayrollStatus;
    taxable: string;
    gross: string;
    basic: string;
    da: string;
    hra: string;
    lta: string;
    pf: string;
    vpf: string;
    pt: string;
    tds: string;
    employer_nps: string;
    perquisites: string;
  }>(
    db,
    sql`select r.employee_id, r.year, r.month, r.status, coalesce(b.taxable_earnings, 0)::text as taxable,
               r.gross_salary::text as gross, ${figure('earnings', 'basic_salary')} as basic,
               ${figure('earnings', 'dearness_allowance')} as da, ${figure('earnings', 'hra')} as hra,
               ${figure('earnings', 'lta')} as lta, r.pf_deduction::text as pf,
               ${figure('deductions', 'vpf_deduction')} as vpf, r.professional_tax::text as pt,
               r.tds_deduction::text as tds, ${figure('employer_contributions', 'nps')} as employer_nps,
               ${figure('perquisites', 'total')} as perquisites
        from ${payrollRuns} r
        cross join lateral jsonb_to_record(r.breakdown)
          as b(taxable_earnings numeric, earnings jsonb, deductions jsonb, employer_contributions jsonb,
            perquisites jsonb)
        where ${anyId(sql`r.employee_id`, employeeIds)}
          and (r.year * 12 + r.month) >= ${monthIndex(fyStart)}
          and (r.year * 12 + r.month) < ${monthIndex(end)}
          ${options.withDrafts ? sql`` : sql`and r.status <> 'draft'`}
        order by r.employee_id, r.year, r.month`,
  );
}
export type RunMonthRow = Awaited<ReturnType<typeof runMonthsInYear>>[number];

/** A run's row of runMonthsInYear in paise, as the tax year reads it. */
export const paidFiguresOf = (r: RunMonthRow): PaidMonthFigures => ({
  year: r.year,
  month: r.month,
  status: r.status,
  taxable: paise(r.taxable),
  gross: paise(r.gross),
  basic: paise(r.basic),
  da: paise(r.da),
  hra: paise(r.hra),
  lta: paise(r.lta),
  pf: paise(r.pf),
  vpf: paise(r.vpf),
  professionalTax: paise(r.pt),
  tds: paise(r.tds),
  employerNps: paise(r.employer_nps),
  perquisites: paise(r.perquisites),
});

/**
 * The lines of a run's year to date, in one query: the employee's runs from `from` through the run's own month
 * that count (COUNTED_RUN_STATUSES), and the run itself whatever its status (docs/decisions/payroll.md, "The
 * payslip PDF").
 */
export async function yearToDateLines(
  db: DbOrTx,
  run: { id: number; employee_id: number; year: number; month: number },
  from: Period,
): Promise<RunLines[]> {
  const index = sql`(${payrollRuns.year} * 12 + ${payrollRuns.month})`;
  return db
    .select({
      earnings: sql<RunLines['earnings']>`${payrollRuns.breakdown} -> 'earnings'`,
      deductions: sql<RunLines['deductions']>`${payrollRuns.breakdown} -> 'deductions'`,
      employer_contributions: sql<
        RunLines['employer_contributions']
      >`${payrollRuns.breakdown} -> 'employer_contributions'`,
    })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.employee_id, run.employee_id),
        sql`${index} between ${monthIndex(from)} and ${monthIndex(run)}`,
        sql`(${countedRun(payrollRuns.status)} or ${payrollRuns.id} = ${run.id})`,
      ),
    );
}

/** The status of each of these employees' run for the month, where one exists. */
export async function existingStatuses(db: DbOrTx, employeeIds: number[], year: number, month: number) {
  const rows = employeeIds.length
    ? await db
        .select({ employee_id: payrollRuns.employee_id, status: payrollRuns.status })
        .from(payrollRuns)
        .where(
          and(
            anyId(payrollRuns.employee_id, employeeIds),
            eq(payrollRuns.year, year),
            eq(payrollRuns.month, month),
          ),
        )
    : [];
  return new Map(rows.map((r) => [r.employee_id, r.status]));
}

/** The columns a save writes, with their SQL types for reading them back out of one JSON parameter. */
const SAVED_COLUMNS = {
  employee_id: 'integer',
  year: 'integer',
  month: 'integer',
  status: 'varchar',
  draft_reason: 'varchar',
  total_days: 'integer',
  days_paid: 'numeric',
  basic_salary: 'numeric',
  gross_salary: 'numeric',
  total_deductions: 'numeric',
  net_salary: 'numeric',
  pf_deduction: 'numeric',
  professional_tax: 'numeric',
  tds_deduction: 'numeric',
  breakdown: 'jsonb',
  inputs: 'jsonb',
  processed_by: 'integer',
  processed_at: 'timestamptz',
  approved_by: 'integer',
  approved_at: 'timestamptz',
} as const;
const columns = Object.keys(SAVED_COLUMNS);
const KEY = ['employee_id', 'year', 'month'];

/**
 * Saves runs, replacing draft or processed ones; an approved or paid run is left as it is and missing from
 * the answer. `created` tells a new run from a replaced one (xmax is 0 only on a freshly inserted row).
 * The rows travel as one JSON parameter: hundreds of runs per statement without a parameter per value.
 */
export async function saveRuns(db: DbOrTx, values: RunValues[]) {
  if (!values.length) return [];
  const rows = values.map((v) =>
    Object.fromEntries(columns.map((c) => [c, v[c as keyof RunValues] ?? null])),
  );
  return rawRows<{ id: number; employee_id: number; status: string; created: boolean }>(
    db,
    sql`insert into ${payrollRuns} (${sql.raw(columns.join(', '))})
        select ${sql.raw(columns.join(', '))}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(${sql.raw(
            Object.entries(SAVED_COLUMNS)
              .map(([c, type]) => `${c} ${type}`)
              .join(', '),
          )})
        on conflict (${sql.raw(KEY.join(', '))}) do update
          set ${sql.raw(
            [
              ...columns.filter((c) => !KEY.includes(c)).map((c) => `${c} = excluded.${c}`),
              'updated_at = now()',
            ].join(', '),
          )}
          where ${payrollRuns.status} in ('draft', 'processed')
        returning id, employee_id, status, (xmax = 0) as created`,
  );
}

export async function recordEvents(
  db: DbOrTx,
  events: { runId: number; from: string | null; to: string; userId: number }[],
) {
  if (!events.length) return;
  await db.execute(sql`
    insert into ${payrollRunEvents} (payroll_run_id, from_status, to_status, user_id)
    select run_id, from_status, to_status, user_id
    from jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ run_id: e.runId, from_status: e.from, to_status: e.to, user_id: e.userId })))}::jsonb)
      as r(run_id integer, from_status varchar, to_status varchar, user_id integer)`);
}

/** A run's columns without its breakdown and inputs (kilobytes of JSON each), which lists do not show. */
const { breakdown: _breakdown, inputs: _inputs, ...listedRunColumns } = getTableColumns(payrollRuns);

const selectRuns = <R extends Partial<typeof payrollRuns._.columns>>(db: DbOrTx, run: R) =>
  db
    .select({
      run,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
      details: {
        pan: employees.pan,
        uan: employees.uan,
        esic_ip_number: employees.esic_ip_number,
        bank_account_number: employees.bank_account_number,
        join_date: employees.hire_date,
        designation: employees.job_title,
        department: departments.name,
        company_id: employees.company_id,
      },
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .leftJoin(departments, eq(departments.id, employees.department_id));
const selectWholeRuns = (db: DbOrTx) => selectRuns(db, getTableColumns(payrollRuns));
const selectListedRuns = (db: DbOrTx) => selectRuns(db, listedRunColumns);
export type RunRow = Awaited<ReturnType<typeof selectWholeRuns>>[number];
export type ListedRunRow = Awaited<ReturnType<typeof selectListedRuns>>[number];

export type RunFilters = { month?: number; year?: number; status?: string; employee_id?: number };

/** An employee sees their own runs only once released to them (a paid run is released). */
function conditions(scope: RecordScope, f: RunFilters, bind: Bind = inline): SQL | undefined {
  return and(
    recordCondition(scope, { company: employees.company_id, employee: payrollRuns.employee_id }, bind),
    scope.ownEmployeeId !== null ? isNotNull(payrollRuns.released_at) : undefined,
    f.month ? eq(payrollRuns.month, bind('month', f.month)) : undefined,
    f.year ? eq(payrollRuns.year, bind('year', f.year)) : undefined,
    f.status ? eq(payrollRuns.status, bind('status', f.status)) : undefined,
    f.employee_id ? eq(payrollRuns.employee_id, bind('employee_id', f.employee_id)) : undefined,
  );
}

export async function listRuns(db: DbOrTx, scope: RecordScope, f: RunFilters, page: number, perPage: number) {
  const rows = await renderedPage(
    db,
    'payroll-runs',
    { page, perPage },
    (bind) => conditions(scope, f, bind),
    (where) =>
      selectListedRuns(db)
        .where(where)
        .orderBy(desc(payrollRuns.year), desc(payrollRuns.month), payrollRuns.employee_id),
  );
  const [stats] = await cachedTotals(db, ['payroll', scope, withoutPage(f)], () =>
    db
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
      .where(conditions(scope, f)),
  );
  return { rows, stats };
}

export async function findRun(db: DbOrTx, scope: RecordScope, id: number): Promise<RunRow | null> {
  const [row] = await selectWholeRuns(db)
    .where(and(eq(payrollRuns.id, id), conditions(scope, {})))
    .limit(1);
  return row ?? null;
}

/** Moves a run between statuses only if it is still in `from`: of two simultaneous calls one wins. */
export async function transitionRun(
  db: DbOrTx,
  id: number,
  from: string,
  values: PgUpdateSetSource<typeof payrollRuns>,
) {
  const rows = await db
    .update(payrollRuns)
    .set(values)
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.status, from)))
    .returning({ id: payrollRuns.id });
  return rows.length > 0;
}

// Notifications (docs/decisions/notifications.md, "Payroll and jobs").

/** The company of each of these employees: the companies a batch of saved runs belongs to. */
export async function companiesOfEmployees(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: employees.id, company_id: employees.company_id })
    .from(employees)
    .where(anyId(employees.id, ids));
  return new Map(rows.map((r) => [r.id, r.company_id]));
}

/** A user's name as messages give it (who processed a month), or null when there is no such user. */
export async function userName(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** What a run's mailed payslip password is made from: its employee's PAN, date of birth and code. */
export async function payslipPasswordFacts(db: DbOrTx, runId: number) {
  const [row] = await db
    .select({
      employee_id: employees.id,
      company_id: employees.company_id,
      employee_code: employees.employee_id,
      pan: employees.pan,
      date_of_birth: employees.date_of_birth,
      year: payrollRuns.year,
      month: payrollRuns.month,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(eq(payrollRuns.id, runId))
    .limit(1);
  return row ?? null;
}
