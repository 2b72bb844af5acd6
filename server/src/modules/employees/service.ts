import type {
  EmployeeCreateRequest,
  EmployeeDetail,
  EmployeeListItem,
  EmployeeListQuery,
  EmployeeUpdateRequest,
  SalaryStructureRequest,
} from '@hrms/contracts/employees';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { salaryStructureOf, saveSalaryStructure } from '../compensation/structures-service';
import {
  allMatchingEmployees,
  companyOfEmployee,
  deleteEmployeeRow,
  type EmployeeFilters,
  type EmployeeRow,
  emailTaken,
  findEmployee,
  historyCount,
  insertEmployee,
  listEmployees,
  managerChain,
  placementOf,
  takeEmployeeCode,
  updateEmployeeRow,
} from './queries';

// The row is the list item: the query selects exactly its fields (copying rows cost a tenth of a list call).
const toListItem = (row: EmployeeRow): EmployeeListItem => row;

/** The company an employee belongs to, or null when there is no such (current) employee. */
export const employeeCompany = (db: DbOrTx, employeeId: number) => companyOfEmployee(db, employeeId);

export async function listEmployeesPage(db: Db, principal: Principal, q: EmployeeListQuery) {
  const { rows, total } = await listEmployees(db, companyScope(principal), q, {
    page: q.page,
    perPage: q.per_page,
  });
  return paged(rows.map(toListItem), total, q.page, q.per_page);
}

export async function allEmployees(db: Db, principal: Principal, filters: EmployeeFilters) {
  const rows = await allMatchingEmployees(db, companyScope(principal), filters);
  return rows.map(toListItem);
}

/**
 * An employee the caller may see: anyone in their company with `permission`, or their own record.
 * Outside the caller's company: 404.
 */
async function loadRow(
  db: DbOrTx,
  principal: Principal,
  id: number,
  permission: 'view-employees' | 'view-salary-structures',
) {
  const row = await findEmployee(db, companyScope(principal), id);
  if (!row) throw notFound('Employee');
  if (principal.employeeId !== id && !can(principal, permission)) throw forbidden();
  return row;
}

export async function getEmployee(db: Db, principal: Principal, id: number): Promise<EmployeeDetail> {
  const row = await loadRow(db, principal, id, 'view-employees');
  const mayViewSalary = principal.employeeId === id || can(principal, 'view-salary-structures');
  const structure = mayViewSalary ? await salaryStructureOf(db, id) : null;
  return {
    ...toListItem(row),
    salary_structure: structure?.salary_structure ?? [],
    salary_totals: structure?.totals ?? { total_earnings: 0, total_deductions: 0, net_salary: 0 },
  };
}

type Placement = Pick<
  EmployeeCreateRequest,
  'company_id' | 'branch_id' | 'department_id' | 'team_id' | 'manager_id'
>;

/** Department, branch and manager in the employee's company, the team in the department, no manager loops. */
async function assertPlacement(db: DbOrTx, principal: Principal, input: Placement, id?: number) {
  const scope = companyScope(principal);
  if (scope.kind === 'none' || (scope.kind === 'company' && scope.companyId !== input.company_id)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  const facts = await placementOf(db, {
    branchId: input.branch_id,
    departmentId: input.department_id,
    teamId: input.team_id,
    managerId: input.manager_id,
  });
  if (facts?.department_company !== input.company_id) {
    throw fieldError('department_id', 'The selected department does not belong to this company.');
  }
  if (input.branch_id && facts.branch_company !== input.company_id) {
    throw fieldError('branch_id', 'The selected branch does not belong to this company.');
  }
  if (input.team_id && facts.team_department !== input.department_id) {
    throw fieldError('team_id', 'The selected team does not belong to this department.');
  }
  if (input.manager_id) {
    if (input.manager_id === id) throw fieldError('manager_id', 'An employee cannot be their own manager.');
    if (facts.manager_company !== input.company_id) {
      throw fieldError('manager_id', 'The manager must be an employee of the same company.');
    }
    if (id !== undefined && (await managerChain(db, input.manager_id)).includes(id)) {
      throw fieldError('manager_id', 'This manager reports to the employee, directly or indirectly.');
    }
  }
}

async function assertEmailFree(db: DbOrTx, email: string, id?: number) {
  if (await emailTaken(db, email, id)) throw fieldError('email', 'The email has already been taken.');
}

export async function createEmployee(
  db: Db,
  principal: Principal,
  input: EmployeeCreateRequest,
): Promise<EmployeeDetail> {
  const id = await db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    await assertPlacement(tx, principal, input);
    return insertEmployee(tx, {
      ...input,
      email: input.email.toLowerCase(),
      employee_id: await takeEmployeeCode(tx, input.company_id),
      hire_date: input.hire_date ?? todayIn(),
      joined_team_at: input.team_id ? new Date() : null,
    });
  });
  return getEmployee(db, principal, id);
}

export async function updateEmployee(
  db: Db,
  principal: Principal,
  id: number,
  input: EmployeeUpdateRequest,
): Promise<EmployeeDetail> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, principal, id, 'view-employees');
    await assertEmailFree(tx, input.email, id);
    await assertPlacement(tx, principal, input, id);
    const teamChanged = (input.team_id ?? null) !== current.team_id;
    await updateEmployeeRow(tx, id, {
      ...input,
      email: input.email.toLowerCase(),
      ...(teamChanged ? { joined_team_at: input.team_id ? new Date() : null } : {}),
    });
  });
  return getEmployee(db, principal, id);
}

/**
 * Deletes an employee. A terminated employee is archived instead — kept, with their history, out of
 * every list — so payroll, leave and attendance records keep their person. Anyone else with such history
 * must be terminated first.
 */
export async function deleteEmployee(
  db: Db,
  principal: Principal,
  id: number,
): Promise<'deleted' | 'archived'> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id, 'view-employees');
    if (row.user && row.user.id === principal.userId)
      throw conflict('You cannot delete your own employee record');
    if (row.status === 'terminated') {
      await updateEmployeeRow(tx, id, { archived_at: new Date(), team_id: null, manager_id: null });
      return 'archived';
    }
    const history = await historyCount(tx, id);
    if (history > 0) {
      throw conflict(
        'This employee has leave or attendance records. Set their status to terminated, then delete to archive them.',
      );
    }
    await deleteEmployeeRow(tx, id);
    return 'deleted';
  });
}

export async function employeeSalaryStructure(db: Db, principal: Principal, id: number, asOf?: string) {
  await loadRow(db, principal, id, 'view-salary-structures');
  return salaryStructureOf(db, id, asOf);
}

export async function updateEmployeeSalaryStructure(
  db: Db,
  principal: Principal,
  id: number,
  input: SalaryStructureRequest,
) {
  const employee = await loadRow(db, principal, id, 'view-salary-structures');
  return saveSalaryStructure(db, employee, input, principal);
}
