import { and, getTableColumns, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId, inTexts } from '../../db/ids';
import { employees } from '../../db/schema/employees';
import { branches, departments, teams } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { chunksOf } from '../../platform/chunks';
import type { CodeSequence } from './codes';
import type { HeldFacts, UniqueIdentity } from './held';
import type { PlacementFacts } from './placement';

/**
 * The reads and writes of saving employees a batch at a time (save.ts): a few statements for a whole batch,
 * each taking its values as one array or JSON parameter.
 */

export type EmployeeRecord = typeof employees.$inferSelect;

/** Current employees by id in the caller's scope (as findEmployee finds them), with every column. */
export const currentEmployeesById = (db: DbOrTx, scope: CompanyScope, ids: readonly number[]) =>
  ids.length
    ? db
        .select()
        .from(employees)
        .where(
          and(
            anyId(employees.id, ids),
            isNull(employees.archived_at),
            companyCondition(scope, employees.company_id),
          ),
        )
    : Promise.resolve([] as EmployeeRecord[]);

/**
 * The code sequences of companies, their rows locked until the transaction ends so that concurrent creations
 * never share a number (in id order, so two batches cannot wait for each other).
 */
export async function lockCodeSequences(db: DbOrTx, companyIds: readonly number[]) {
  if (!companyIds.length) return new Map<number, CodeSequence>();
  const rows = await rawRows<{ id: number; prefix: string; next: number }>(
    db,
    sql`select id, coalesce(employee_code_prefix, 'C' || id || '-') as prefix, next_employee_number as next
        from companies where ${anyId(sql`id`, companyIds)} order by id for update`,
  );
  return new Map(rows.map((r) => [Number(r.id), { prefix: r.prefix, next: Number(r.next) }]));
}

export async function saveCodeSequences(db: DbOrTx, sequences: ReadonlyMap<number, CodeSequence>) {
  if (!sequences.size) return;
  const rows = [...sequences].map(([id, s]) => ({ id, next: s.next }));
  await db.execute(
    sql`update companies c set next_employee_number = s.next
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id integer, next integer)
        where c.id = s.id`,
  );
}

/** Where the departments, branches and teams named belong, and the companies of the live managers named. */
export async function placementFacts(
  db: DbOrTx,
  ids: { departments: number[]; branches: number[]; teams: number[]; managers: number[] },
): Promise<PlacementFacts & { managerCompany: Map<number, number> }> {
  const rows = await rawRows<{ kind: string; id: number; owner: number }>(
    db,
    sql`select 'department' as kind, id, company_id as owner from ${departments} where ${anyId(sql`id`, ids.departments)}
        union all select 'branch', id, company_id from ${branches} where ${anyId(sql`id`, ids.branches)}
        union all select 'team', id, department_id from ${teams} where ${anyId(sql`id`, ids.teams)}
        union all select 'manager', id, company_id from ${employees}
          where ${anyId(sql`id`, ids.managers)} and archived_at is null`,
  );
  const of = (kind: string) =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [Number(r.id), Number(r.owner)]));
  return {
    departmentCompany: of('department'),
    branchCompany: of('branch'),
    teamDepartment: of('team'),
    managerCompany: of('manager'),
  };
}

/** Lower-case email → the employee holding it, archived ones included. */
async function emailHolders(db: DbOrTx, emails: readonly string[]) {
  if (!emails.length) return new Map<string, number>();
  const rows = await rawRows<{ id: number; email: string }>(
    db,
    sql`select id, lower(email) as email from ${employees} where ${inTexts(sql`lower(email)`, emails)}`,
  );
  return new Map(rows.map((r) => [r.email, Number(r.id)]));
}

/** The lower-case codes of these held by any employee, of any company, archived or not. */
async function codesHeld(db: DbOrTx, codes: readonly string[]) {
  if (!codes.length) return new Set<string>();
  const rows = await rawRows<{ code: string }>(
    db,
    sql`select lower(employee_id) as code from ${employees} where ${inTexts(sql`lower(employee_id)`, codes)}`,
  );
  return new Set(rows.map((r) => r.code));
}

/** Live employees of these companies holding any of these PAN, UAN or ESIC numbers. */
async function identityHolders(db: DbOrTx, companyIds: readonly number[], values: UniqueIdentity[]) {
  const named = (field: keyof UniqueIdentity) => [
    ...new Set(values.map((v) => v[field]).filter((v): v is string => !!v)),
  ];
  const [pans, uans, esics] = [named('pan'), named('uan'), named('esic_ip_number')];
  if (!companyIds.length || !(pans.length + uans.length + esics.length)) return [];
  return db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      pan: employees.pan,
      uan: employees.uan,
      esic_ip_number: employees.esic_ip_number,
    })
    .from(employees)
    .where(
      and(
        isNull(employees.archived_at),
        anyId(employees.company_id, companyIds),
        sql`(${inTexts(employees.pan, pans)} or ${inTexts(employees.uan, uans)}
             or ${inTexts(employees.esic_ip_number, esics)})`,
      ),
    );
}

/** Every employee on the chains of managers above these (each with their own manager), as one map. */
async function chainsAbove(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number | null>();
  const rows = await rawRows<{ id: number; manager: number | null }>(
    db,
    sql`with recursive up(id, manager) as (
          select id, manager_id from ${employees} where ${anyId(sql`id`, ids)}
          union
          select e.id, e.manager_id from ${employees} e join up on e.id = up.manager
        ) select id, manager from up`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.manager === null ? null : Number(r.manager)]));
}

/** What the database holds of the values a batch names (held.ts). */
export async function heldFacts(
  db: DbOrTx,
  named: {
    emails: string[];
    codes: string[];
    companies: number[];
    identities: UniqueIdentity[];
    chainsAbove: number[];
    managerCompany: Map<number, number>;
  },
): Promise<HeldFacts> {
  return {
    emails: await emailHolders(db, named.emails),
    codes: await codesHeld(db, named.codes),
    identities: await identityHolders(db, named.companies, named.identities),
    managers: await chainsAbove(db, named.chainsAbove),
    companies: named.managerCompany,
  };
}

/** The columns the employee forms edit: what an update writes, each row whole. */
export const EDITED_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'company_id',
  'branch_id',
  'department_id',
  'team_id',
  'joined_team_at',
  'manager_id',
  'hire_date',
  'date_of_birth',
  'gender',
  'marital_status',
  'employment_type',
  'grade',
  'contract_end_date',
  'skill_category',
  'cost_centre',
  'status',
  'pan',
  'uan',
  'pf_name',
  'pf_member_id',
  'esic_ip_number',
  'aadhaar_last4',
  'bank_account_number',
  'bank_ifsc',
  'person_with_disability',
  'epf_joined_on',
  'eps_member_before',
  'pf_on_full_basic',
  'overtime_eligible',
  'vpf_percentage',
] as const satisfies readonly (keyof EmployeeRecord)[];

export type EditedRow = { id: number } & Pick<EmployeeRecord, (typeof EDITED_COLUMNS)[number]>;
export type NewRow = Pick<EmployeeRecord, (typeof EDITED_COLUMNS)[number] | 'employee_id'>;

/**
 * Rows as a typed recordset travelling in one JSON parameter (`r`), for hundreds of employees a statement
 * without a parameter per value: building and binding ten thousand parameters cost more than the insert.
 */
function recordset(columns: readonly (keyof EmployeeRecord)[], rows: readonly object[]) {
  const types = getTableColumns(employees);
  const typed = columns.map((c) => `${c} ${types[c].getSQLType()}`).join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(typed)})`;
}

export const CREATED_COLUMNS = [...EDITED_COLUMNS, 'employee_id'] as const;

/** New employees (every created column given), a statement per thousand; their ids by code. */
export async function insertEmployees(db: DbOrTx, rows: readonly NewRow[]) {
  const ids = new Map<string, number>();
  const list = sql.raw(CREATED_COLUMNS.join(', '));
  for (const part of chunksOf(rows, 1000)) {
    const inserted = await rawRows<{ id: number; employee_id: string }>(
      db,
      sql`insert into ${employees} (${list}) select ${list} from ${recordset(CREATED_COLUMNS, part)}
          returning id, employee_id`,
    );
    for (const r of inserted) ids.set(r.employee_id, Number(r.id));
  }
  return ids;
}

/** Employees' edited columns, a statement per thousand. */
export async function updateEmployeeRows(db: DbOrTx, rows: readonly EditedRow[]) {
  const set = sql.raw(EDITED_COLUMNS.map((c) => `${c} = r.${c}`).join(', '));
  for (const part of chunksOf(rows, 1000)) {
    await db.execute(
      sql`update ${employees} e set ${set}, updated_at = now()
          from ${recordset(['id', ...EDITED_COLUMNS], part)} where e.id = r.id`,
    );
  }
}
