import type { Department, DepartmentRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { branches, departments } from '../../db/schema/organisation';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { assertNoDependants } from '../../platform/dependants';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { assertCompanyField } from './companies-service';
import {
  ancestorIds,
  companyOf,
  type DepartmentFilters,
  type DepartmentRow,
  deleteDepartmentRow,
  departmentCodeTaken,
  findDepartment,
  insertDepartment,
  listDepartments,
  updateDepartmentRow,
} from './departments-queries';

function toDepartment(row: DepartmentRow): Department {
  const d = row.department;
  return {
    id: d.id,
    company_id: d.company_id,
    company: row.company,
    branch_id: d.branch_id,
    branch: row.branch,
    parent_department_id: d.parent_department_id,
    parent_department: row.parent,
    name: d.name,
    code: d.code,
    description: d.description,
    head_of_department_id: d.head_of_department_id,
    head_of_department: row.head,
    status: d.status,
    teams_count: row.teams_count,
    employees_count: row.employees_count,
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  };
}

export async function listDepartmentsPage(
  db: Db,
  principal: Principal,
  q: DepartmentFilters & { page: number; per_page: number },
) {
  const { rows, stats } = await listDepartments(db, companyScope(principal), q, q.page, q.per_page);
  return { ...paged(rows.map(toDepartment), stats.total_departments, q.page, q.per_page), summary: stats };
}

async function loadRow(db: DbOrTx, principal: Principal, id: number): Promise<DepartmentRow> {
  const row = await findDepartment(db, companyScope(principal), id);
  if (!row) throw notFound('Department');
  return row;
}

export async function loadDepartment(db: DbOrTx, principal: Principal, id: number): Promise<Department> {
  return toDepartment(await loadRow(db, principal, id));
}

/** A department id given in a form must name a department the caller may see; otherwise a 422 on that field. */
export async function assertDepartmentField(db: DbOrTx, principal: Principal, departmentId: number) {
  const row = await findDepartment(db, companyScope(principal), departmentId);
  if (!row) throw fieldError('department_id', 'The selected department id is invalid.');
  return row.department;
}

/** Every reference of the form must lie within the department's company, and parents may not loop. */
async function assertValid(db: DbOrTx, principal: Principal, input: DepartmentRequest, id?: number) {
  await assertCompanyField(db, principal, input.company_id);
  if (input.branch_id && (await companyOf(db, branches, input.branch_id)) !== input.company_id) {
    throw fieldError('branch_id', 'The selected branch does not belong to this company.');
  }
  if (input.parent_department_id) {
    if ((await companyOf(db, departments, input.parent_department_id)) !== input.company_id) {
      throw fieldError('parent_department_id', 'The parent department must belong to the same company.');
    }
    if (id !== undefined && (await ancestorIds(db, input.parent_department_id)).includes(id)) {
      throw fieldError(
        'parent_department_id',
        'A department cannot be placed under itself or one of its own sub-departments.',
      );
    }
  }
  if (
    input.head_of_department_id &&
    (await companyOf(db, employees, input.head_of_department_id)) !== input.company_id
  ) {
    throw fieldError('head_of_department_id', 'The department head must be an employee of this company.');
  }
  if (await departmentCodeTaken(db, input.company_id, input.code, id)) {
    throw fieldError('code', 'The code has already been taken for this company.');
  }
}

export async function createDepartment(
  db: Db,
  principal: Principal,
  input: DepartmentRequest,
): Promise<Department> {
  return db.transaction(async (tx) => {
    await assertValid(tx, principal, input);
    const id = await insertDepartment(tx, input);
    return loadDepartment(tx, principal, id);
  });
}

export async function updateDepartment(
  db: Db,
  principal: Principal,
  id: number,
  input: DepartmentRequest,
): Promise<Department> {
  return db.transaction(async (tx) => {
    const current = await loadRow(tx, principal, id);
    const hasDependants = current.employees_count + current.teams_count + current.children_count > 0;
    if (current.department.company_id !== input.company_id && hasDependants) {
      throw conflict('A department with employees, teams or sub-departments cannot move to another company');
    }
    await assertValid(tx, principal, input, id);
    await updateDepartmentRow(tx, id, input);
    return loadDepartment(tx, principal, id);
  });
}

export async function deleteDepartment(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, principal, id);
    assertNoDependants('department', [
      [row.children_count, 'sub-department', 'sub-departments'],
      [row.teams_count, 'team', 'teams'],
      [row.employees_count, 'employee', 'employees'],
    ]);
    await deleteDepartmentRow(tx, id);
  });
}
