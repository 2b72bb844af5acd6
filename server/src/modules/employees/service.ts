import type { EmployeeListItem, EmployeeListQuery } from '@hrms/contracts/employees';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { paged } from '../../platform/pagination';
import { companyOfEmployee, listEmployees } from './queries';

/** The company an employee belongs to, or null when there is no such employee. */
export const employeeCompany = (db: DbOrTx, employeeId: number) => companyOfEmployee(db, employeeId);

export async function listEmployeesPage(db: Db, principal: Principal, q: EmployeeListQuery) {
  const { rows, total } = await listEmployees(db, companyScope(principal), q);
  const data: EmployeeListItem[] = rows.map(({ employee, ...related }) => {
    const { created_at: _c, updated_at: _u, joined_team_at: _j, ...fields } = employee;
    return { ...fields, ...related };
  });
  return paged(data, total, q.page, q.per_page);
}
