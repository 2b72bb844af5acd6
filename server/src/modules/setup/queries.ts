import type { SetupStepKey } from '@hrms/contracts/setup';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';

/**
 * Whether an import of `type` was committed in the company: the trace of the imports whose records cannot tell
 * (opening leave balances sit beside every balance; a previous employer may be recorded without a name).
 */
const imported = (companyId: number, type: string) =>
  sql`exists (select 1 from imports i where i.company_id = ${companyId} and i.type = ${type}
    and i.status = 'committed')`;

/**
 * Which setup steps a company has done, read from the records themselves in one statement (leave balances and
 * previous employment also once their import is committed).
 */
export async function stepsDone(
  db: DbOrTx,
  companyId: number,
  financialYear: string,
): Promise<Record<SetupStepKey, boolean>> {
  const [row] = await rawRows<Record<SetupStepKey, boolean>>(
    db,
    sql`select
      exists (select 1 from companies c where c.id = ${companyId}
        and nullif(btrim(c.pan), '') is not null and nullif(btrim(c.tan), '') is not null) as company,
      exists (select 1 from branches b where b.company_id = ${companyId} and b.state_code is not null) as branches,
      exists (select 1 from company_payroll_settings s where s.company_id = ${companyId}) as payroll_settings,
      exists (select 1 from company_tax_years y where y.company_id = ${companyId}
        and y.financial_year = ${financialYear}) as tax_year,
      exists (select 1 from departments d where d.company_id = ${companyId}) as departments,
      exists (select 1 from employees e where e.company_id = ${companyId} and e.archived_at is null) as employees,
      exists (select 1 from employees e where e.company_id = ${companyId} and e.archived_at is null
          and e.status = 'active')
        and not exists (select 1 from employees e where e.company_id = ${companyId} and e.archived_at is null
          and e.status = 'active'
          and not exists (select 1 from salary_structures ss where ss.employee_id = e.id)) as salary_structures,
      exists (select 1 from payroll_runs r join employees e on e.id = r.employee_id
        where e.company_id = ${companyId} and r.status = 'imported') as opening_payroll,
      ${imported(companyId, 'leave_balances')} as leave_balances,
      exists (select 1 from loans l join employees e on e.id = l.employee_id
        where e.company_id = ${companyId}) as loans,
      (${imported(companyId, 'previous_employment')} or exists (select 1 from employee_tax_years t
        join employees e on e.id = t.employee_id where e.company_id = ${companyId}
        and t.financial_year = ${financialYear} and t.previous_employer_name is not null)) as previous_employment`,
  );
  return row as Record<SetupStepKey, boolean>;
}

/** The first company in the caller's reach, for a super admin with no company of their own; null when none. */
export async function firstCompany(db: DbOrTx): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(db, sql`select id from companies order by id limit 1`);
  return row?.id ?? null;
}
