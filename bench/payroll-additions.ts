/**
 * What the payroll benches pay besides the structure, so that their timed month carries the
 * statutory work of a real one: May attended, processed and approved, then for one bench employee in ten a
 * raise dated 1 May (June pays May's arrears), a loan repaid from June and an approved expense claim.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';

/** Fixed months of FY 2026-27 (seeded regimes), away from the demo's own runs. */
export const PROCESS_MONTH = { year: 2026, month: 6 };
/** Processed and approved before the timed runs; a revision dated into it makes June pay arrears. */
export const EARLIER_MONTH = { year: 2026, month: 5 };
/** One employee in this many has arrears, a loan and an expense claim in the timed month. */
export const WITH_ADDITIONS_ONE_IN = 10;

/**
 * For every `oneIn`-th bench employee: May's runs approved, a structure dated 1 May 2026 with BASIC ₹3,000
 * higher (saved now, after May was processed: June pays May's arrears), a ₹50,000 loan at 9% with a ₹5,000
 * EMI from June, and an approved ₹1,200 travel claim.
 */
function additionsFor(oneIn: number) {
  const chosen = sql.raw(`e.employee_id like 'BEN%' and e.id % ${oneIn} = 0`);
  return [
    sql`update payroll_runs r set status = 'approved', approved_at = now() from employees e
        where e.id = r.employee_id and e.employee_id like 'BEN%' and r.year = ${EARLIER_MONTH.year}
          and r.month = ${EARLIER_MONTH.month} and r.status = 'processed'`,
    sql`insert into salary_structures (employee_id, effective_from)
        select e.id, date '2026-05-01' from employees e where ${chosen}`,
    sql`insert into salary_structure_lines (salary_structure_id, salary_component_id, amount, percentage)
        select n.id, l.salary_component_id,
               case when c.code = 'BASIC' then l.amount + 3000 else l.amount end, l.percentage
        from salary_structures n
        join employees e on e.id = n.employee_id and ${chosen}
        join salary_structures o on o.employee_id = n.employee_id and o.effective_from = date '2024-04-01'
        join salary_structure_lines l on l.salary_structure_id = o.id
        join salary_components c on c.id = l.salary_component_id
        where n.effective_from = date '2026-05-01'`,
    sql`insert into loans (employee_id, kind, principal, interest_rate, emi, disbursed_on, start_year, start_month)
        select e.id, 'loan', 50000, 9, 5000, date '2026-05-20', 2026, 6 from employees e where ${chosen}`,
    sql`insert into loan_ledger (loan_id, entry, year, month, on_date, principal)
        select l.id, 'disbursement', 2026, 5, l.disbursed_on, l.principal from loans l
        join employees e on e.id = l.employee_id and ${chosen}`,
    sql`insert into reimbursement_claims (employee_id, category_id, amount, expense_date, description, status, decided_at)
        select e.id, (select id from reimbursement_categories order by id limit 1), 1200, date '2026-05-28',
               'Client visit', 'approved', now()
        from employees e where ${chosen}`,
    sql`analyze`,
  ];
}

/**
 * Seeds May's attendance, has `processMay` process May for the bench employees (over HTTP or in process, as
 * the bench measures), then approves it and adds the arrears, loans and claims.
 */
export async function seedAdditions(db: Db, processMay: () => Promise<void>) {
  await db.execute(
    sql`insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
        select e.id, d::date, 'present', 8, true from employees e
        cross join generate_series(date '2026-05-01', date '2026-05-31', interval '1 day') d
        where e.employee_id like 'BEN%' and extract(isodow from d) < 6`,
  );
  await processMay();
  for (const statement of additionsFor(WITH_ADDITIONS_ONE_IN)) await db.execute(statement);
}
