import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { departments } from '../../db/schema/organisation';
import { onRolls } from './queries';

export type NodeRow = {
  id: number;
  first_name: string;
  last_name: string;
  employee_id: string;
  job_title: string | null;
  department: string | null;
  manager_id: number | null;
  reports_count: number;
};

// Reporting lines are kept acyclic when saved; this bounds the walk up should one slip through (an import).
const MAX_CHAIN = 50;

/**
 * The company's people on the rolls, as a CTE written into every statement that uses it: not materialized,
 * so each use is planned with the indexes on id and manager rather than reading the whole company.
 */
const staff = (companyId: number, today: string) => sql`staff as not materialized (
  select ${employees.id} as id, ${employees.manager_id} as manager_id, ${employees.first_name} as first_name,
    ${employees.last_name} as last_name, ${employees.employee_id} as employee_id,
    ${employees.job_title} as job_title, ${employees.department_id} as department_id
  from ${employees}
  where ${employees.company_id} = ${companyId} and ${onRolls(today)})`;

/**
 * A person `s` as a node: their manager only while on the rolls, and how many on the rolls report to them,
 * counted by the manager index in the same statement.
 */
const nodeColumns = sql`s.id, s.first_name, s.last_name, s.employee_id, s.job_title, d.name as department,
  m.id as manager_id, rc.n as reports_count`;
const nodeJoins = sql`left join staff m on m.id = s.manager_id
  left join ${departments} d on d.id = s.department_id
  cross join lateral (select count(*)::int as n from staff r where r.manager_id = s.id) rc`;

/**
 * The person in focus (depth 0) and their managers up to the top (depth 1, 2…), top first; empty when the
 * person is not on the company's rolls. The walk stops at a manager who has left, at one already seen, and
 * after MAX_CHAIN steps.
 */
export const chainAbove = (db: DbOrTx, companyId: number, focusId: number, today: string) =>
  rawRows<NodeRow & { depth: number }>(
    db,
    sql`with recursive ${staff(companyId, today)},
      chain (id, depth, path) as (
        select s.id, 0, array[s.id] from staff s where s.id = ${focusId}
        union all
        select m.id, c.depth + 1, c.path || m.id
        from chain c join staff s on s.id = c.id join staff m on m.id = s.manager_id
        where c.depth < ${sql.raw(String(MAX_CHAIN))} and m.id <> all(c.path))
      select ${nodeColumns}, c.depth
      from chain c join staff s on s.id = c.id ${nodeJoins}
      order by c.depth desc`,
  );

const nodes = (db: DbOrTx, companyId: number, today: string, where: SQL) =>
  rawRows<NodeRow>(
    db,
    sql`with ${staff(companyId, today)}
      select ${nodeColumns} from staff s ${nodeJoins} where ${where}
      order by s.first_name, s.last_name, s.id`,
  );

/** A person's direct reports on the rolls, by name. */
export const directReports = (db: DbOrTx, companyId: number, managerId: number, today: string) =>
  nodes(db, companyId, today, sql`s.manager_id = ${managerId}`);

/**
 * The top of the company: people on the rolls without a manager on them, by name. Which managers have left is
 * known only by reading the company's people, so this reads them all (about 0.1 s at 1,00,000 employees).
 */
export const topPeople = (db: DbOrTx, companyId: number, today: string) =>
  nodes(db, companyId, today, sql`m.id is null`);
