import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import {
  compOffRequests,
  leaveBalances,
  leaveLedger,
  leaveRequests,
  leaveTypes,
} from '../../db/schema/leave';
import { chunksOf } from '../../platform/chunks';

/** Whose leave is settled: some employees, or every employee of a company. */
export type Whose = { employeeIds: number[] } | { companyId: number };

/** One array parameter, however many employees (an IN list of thousands would be as many parameters). */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const whose = (column: string, w: Whose) =>
  'employeeIds' in w
    ? sql`${sql.raw(column)} = any(${idArray(w.employeeIds)})`
    : sql`${sql.raw(column)} in (select id from ${employees} where company_id = ${w.companyId})`;

/** The employees as their leave rules need them: service, placement and the conditions rules test. */
export const policyEmployees = (db: DbOrTx, w: Whose) =>
  rawRows<{
    id: number;
    company_id: number;
    employee_id: string;
    first_name: string;
    last_name: string;
    hire_date: string;
    last_working_day: string | null;
    notice_date: string | null;
    branch_id: number | null;
    department_id: number | null;
    grade: string | null;
    employment_type: string;
    gender: string | null;
    marital_status: string | null;
  }>(
    db,
    sql`select id, company_id, employee_id, first_name, last_name, hire_date::text, last_working_day::text,
          notice_date::text, branch_id, department_id, grade, employment_type, gender, marital_status
        from ${employees} e
        where ${whose('e.id', w)} and e.archived_at is null
        order by e.id`,
  );
export type PolicyEmployee = Awaited<ReturnType<typeof policyEmployees>>[number];

/** The kind a comp-off credit's lapse is summed under when kept apart from the carried days' expiry. */
export const COMP_OFF_LAPSE = 'comp_off_expiry';

/**
 * The year's ledger per employee, leave type and kind: the days, the last line's date and the carried days'
 * expiry. Where the year has an opening balance, lines on or before its date are left out: it stands for them.
 * `compOffLapsesApart`: comp-off lapses (expiry lines of a comp-off request) are summed as COMP_OFF_LAPSE, so
 * an `expiry` sum is the carried days' own. `through`: only the lines dated on or before it (a balance as of a day).
 */
export const ledgerSums = (
  db: DbOrTx,
  w: Whose,
  year: number,
  compOffLapsesApart = false,
  through?: string,
) =>
  rawRows<{
    employee_id: number;
    leave_type_id: number;
    kind: string;
    days: string;
    last_date: string;
    expires_on: string | null;
  }>(
    db,
    sql`select l.employee_id, l.leave_type_id,
          ${
            compOffLapsesApart
              ? sql`case when l.kind = 'expiry' and l.comp_off_request_id is not null
                  then ${sql.raw(`'${COMP_OFF_LAPSE}'`)} else l.kind end`
              : sql`l.kind`
          } as kind,
          sum(l.days)::text as days,
          max(l.effective_date)::text as last_date, max(l.expires_on)::text as expires_on
        from ${leaveLedger} l
        left join ${leaveBalances} b
          on b.employee_id = l.employee_id and b.leave_type_id = l.leave_type_id and b.year = l.year
        where l.year = ${year} and ${whose('l.employee_id', w)}
          and (b.opening_as_of is null or l.effective_date > b.opening_as_of)
          ${through ? sql`and l.effective_date <= ${through}::date` : sql``}
        group by 1, 2, 3`,
  );

/** The opening balances brought in for a year. */
export const openings = (db: DbOrTx, w: Whose, year: number) =>
  rawRows<{ employee_id: number; leave_type_id: number; days: string; as_of: string }>(
    db,
    sql`select employee_id, leave_type_id, opening_days::text as days, opening_as_of::text as as_of
        from ${leaveBalances}
        where year = ${year} and opening_days is not null and ${whose('employee_id', w)}`,
  );

/**
 * Days approved and pending per employee and leave type in a year (by start date), and the approved days
 * starting on or before the year's carried days expire. Where the year has an opening balance, only requests
 * starting after its date count: those before are in the balance brought. `through`: only requests starting on
 * or before it.
 */
export const takenSums = (db: DbOrTx, w: Whose, year: number, through?: string) =>
  rawRows<{
    employee_id: number;
    leave_type_id: number;
    approved: string;
    pending: string;
    by_expiry: string;
  }>(
    db,
    sql`select r.employee_id, r.leave_type_id,
               coalesce(sum(r.days_requested) filter (where r.status = 'approved'), 0)::text as approved,
               coalesce(sum(r.days_requested) filter (where r.status = 'pending'), 0)::text as pending,
               coalesce(sum(r.days_requested) filter (where r.status = 'approved' and r.start_date <= c.expires_on), 0)::text
                 as by_expiry
        from ${leaveRequests} r
        left join ${leaveBalances} b
          on b.employee_id = r.employee_id and b.leave_type_id = r.leave_type_id and b.year = ${year}
        left join ${leaveLedger} c
          on c.employee_id = r.employee_id and c.leave_type_id = r.leave_type_id and c.year = ${year}
            and c.kind = 'carry_forward'
        where ${whose('r.employee_id', w)} and r.start_date >= make_date(${year}, 1, 1)
          and r.start_date <= make_date(${year}, 12, 31) and r.status in ('approved', 'pending')
          and (b.opening_as_of is null or r.start_date > b.opening_as_of)
          ${through ? sql`and r.start_date <= ${through}::date` : sql``}
        group by 1, 2`,
  );

export type LedgerLine = typeof leaveLedger.$inferInsert;

const textArray = (values: (string | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`}`;

/**
 * Posts lines, each column as one array parameter (a statement of thousands of rows stays a handful of
 * parameters); a period's line already posted (by another instance or request) is left as it is.
 */
export async function postLines(db: DbOrTx, lines: LedgerLine[]) {
  for (const part of chunksOf(lines, 5000)) {
    const col = <K extends keyof LedgerLine>(k: K) =>
      part.map((l) => (l[k] ?? null) as string | number | null);
    const ints = (k: 'employee_id' | 'leave_type_id' | 'year' | 'policy_id' | 'comp_off_request_id') =>
      sql`${`{${col(k)
        .map((v) => v ?? 'NULL')
        .join(',')}}`}::int[]`;
    const texts = (k: 'kind' | 'days' | 'effective_date' | 'period' | 'expires_on' | 'reason') =>
      textArray(col(k).map((v) => (v === null ? null : String(v))));
    await db.execute(sql`insert into ${leaveLedger}
        (employee_id, leave_type_id, year, kind, days, effective_date, period, expires_on, policy_id, reason,
          comp_off_request_id)
      select * from unnest(${ints('employee_id')}, ${ints('leave_type_id')}, ${ints('year')},
        ${texts('kind')}::text[], ${texts('days')}::numeric[], ${texts('effective_date')}::date[],
        ${texts('period')}::text[], ${texts('expires_on')}::date[], ${ints('policy_id')}, ${texts('reason')}::text[],
        ${ints('comp_off_request_id')})
      on conflict do nothing`);
  }
}

/**
 * The year's comp-off credits, each with its request's day worked and whether its lapse is posted: what
 * settling lets lapse.
 */
export const compOffCredits = (db: DbOrTx, w: Whose, year: number) =>
  rawRows<{
    employee_id: number;
    leave_type_id: number;
    request_id: number;
    days: string;
    work_date: string;
    effective_date: string;
    expires_on: string | null;
    lapsed: boolean;
  }>(
    db,
    sql`select l.employee_id, l.leave_type_id, l.comp_off_request_id as request_id, l.days::text as days,
          r.work_date::text as work_date, l.effective_date::text as effective_date, l.expires_on::text as expires_on,
          exists (select 1 from ${leaveLedger} x
                  where x.comp_off_request_id = l.comp_off_request_id and x.kind = 'expiry') as lapsed
        from ${leaveLedger} l
        join ${compOffRequests} r on r.id = l.comp_off_request_id
        where l.year = ${year} and l.kind = 'comp_off' and ${whose('l.employee_id', w)}
        order by l.employee_id, l.id`,
  );

/** Approved leave of compensatory types starting in a year: what uses the comp-off credits. */
export const compOffLeaveTaken = (db: DbOrTx, w: Whose, year: number) =>
  rawRows<{ employee_id: number; leave_type_id: number; start_date: string; days: string }>(
    db,
    sql`select r.employee_id, r.leave_type_id, r.start_date::text as start_date, r.days_requested::text as days
        from ${leaveRequests} r
        join ${leaveTypes} t on t.id = r.leave_type_id and t.is_compensatory
        where ${whose('r.employee_id', w)} and r.status = 'approved'
          and r.start_date between make_date(${year}, 1, 1) and make_date(${year}, 12, 31)
        order by r.start_date, r.id`,
  );

/** The employee's year accounts of some leave types, made on first use (they carry the balance's id). */
export async function ensureAccounts(db: DbOrTx, employeeId: number, year: number, typeIds: number[]) {
  if (!typeIds.length) return;
  await db
    .insert(leaveBalances)
    .values(typeIds.map((leave_type_id) => ({ employee_id: employeeId, leave_type_id, year })))
    .onConflictDoNothing();
}

export const accountsOf = (db: DbOrTx, employeeId: number, year: number) =>
  db
    .select({ id: leaveBalances.id, leave_type_id: leaveBalances.leave_type_id })
    .from(leaveBalances)
    .where(and(eq(leaveBalances.employee_id, employeeId), eq(leaveBalances.year, year)));

/** An employee's ledger lines of a year, oldest first, with who recorded an adjustment. */
export const ledgerLines = (db: DbOrTx, employeeId: number, year: number, leaveTypeId?: number) =>
  db
    .select({
      id: leaveLedger.id,
      leave_type_id: leaveLedger.leave_type_id,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      effective_date: leaveLedger.effective_date,
      period: leaveLedger.period,
      expires_on: leaveLedger.expires_on,
      reason: leaveLedger.reason,
      recorded_by: users.name,
    })
    .from(leaveLedger)
    .leftJoin(users, eq(users.id, leaveLedger.created_by))
    .where(
      and(
        eq(leaveLedger.employee_id, employeeId),
        eq(leaveLedger.year, year),
        leaveTypeId === undefined ? undefined : eq(leaveLedger.leave_type_id, leaveTypeId),
      ),
    )
    .orderBy(asc(leaveLedger.effective_date), asc(leaveLedger.id));

/** An employee's approved requests starting in a year: the ledger's `taken` lines. */
export const approvedRequests = (db: DbOrTx, employeeId: number, year: number, leaveTypeId?: number) =>
  db
    .select({
      id: leaveRequests.id,
      leave_type_id: leaveRequests.leave_type_id,
      start_date: leaveRequests.start_date,
      end_date: leaveRequests.end_date,
      days: leaveRequests.days_requested,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employee_id, employeeId),
        eq(leaveRequests.status, 'approved'),
        sql`extract(year from ${leaveRequests.start_date}) = ${year}`,
        leaveTypeId === undefined ? undefined : eq(leaveRequests.leave_type_id, leaveTypeId),
      ),
    );

export const typesById = async (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(leaveTypes).where(inArray(leaveTypes.id, ids)) : [];

export async function insertAdjustment(db: DbOrTx, line: LedgerLine) {
  const [row] = await db.insert(leaveLedger).values(line).returning({ id: leaveLedger.id });
  if (!row) throw new Error('ledger insert returned no row');
  return row.id;
}
