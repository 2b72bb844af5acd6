import type { EmployeeCreateRequest } from '@hrms/contracts/employees';
import { companyScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { fieldError } from '../../platform/errors';
import type { HeldValues } from './held';

export type Placement = Pick<
  EmployeeCreateRequest,
  'company_id' | 'branch_id' | 'department_id' | 'team_id' | 'manager_id'
>;

/** Where the records employee forms point at belong (save-queries.ts loads them for a whole batch). */
export type PlacementFacts = {
  departmentCompany: Map<number, number>;
  branchCompany: Map<number, number>;
  teamDepartment: Map<number, number>;
};

/**
 * Department, branch and manager in the employee's company, the team in the department, no manager loops
 * (`id`: the employee being edited). Managers' companies and chains as the batch's earlier writes left them.
 */
export function assertPlacement(
  principal: Principal,
  facts: PlacementFacts,
  held: HeldValues,
  input: Placement,
  id?: number,
) {
  if (!isInCompanyScope(companyScope(principal), input.company_id)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  if (facts.departmentCompany.get(input.department_id) !== input.company_id) {
    throw fieldError('department_id', 'The selected department does not belong to this company.');
  }
  if (input.branch_id && facts.branchCompany.get(input.branch_id) !== input.company_id) {
    throw fieldError('branch_id', 'The selected branch does not belong to this company.');
  }
  if (input.team_id && facts.teamDepartment.get(input.team_id) !== input.department_id) {
    throw fieldError('team_id', 'The selected team does not belong to this department.');
  }
  if (input.manager_id) {
    if (input.manager_id === id) throw fieldError('manager_id', 'An employee cannot be their own manager.');
    if (held.companyOf(input.manager_id) !== input.company_id) {
      throw fieldError('manager_id', 'The manager must be an employee of the same company.');
    }
    if (id !== undefined && held.isAbove(id, input.manager_id)) {
      throw fieldError('manager_id', 'This manager reports to the employee, directly or indirectly.');
    }
  }
}
