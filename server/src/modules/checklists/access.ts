import type { DbOrTx } from '../../db/client';
import { holdsInScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { MANAGE } from './owners';
import { type Owner, roleIdsOf, type TaskRow } from './queries';

/** Who reads an employee's checklists: HR of their company, the employee, their manager. */
export const seesChecklistsOf = (
  principal: Principal,
  e: { id: number; company_id: number; manager_id: number | null },
) =>
  holdsInScope(principal, e.company_id, MANAGE) ||
  e.id === principal.employeeId ||
  (principal.employeeId !== null && e.manager_id === principal.employeeId);

/** The caller as an owner of tasks: their employee and the roles they hold in their company. */
export async function ownerOf(db: DbOrTx, principal: Principal): Promise<Owner> {
  return {
    employeeId: principal.employeeId,
    roleIds: await roleIdsOf(db, principal.userId),
    companyId: principal.companyId,
  };
}

/**
 * Whether the caller may mark a task: HR of its company, or its owner — the person it names (a named person,
 * the manager, the employee) or a holder of its role in its company.
 */
export function mayUpdate(principal: Principal, owner: Owner, r: TaskRow) {
  if (holdsInScope(principal, r.task.company_id, MANAGE)) return true;
  if (r.task.owner_employee_id !== null) return r.task.owner_employee_id === owner.employeeId;
  return (
    r.task.owner_role_id !== null &&
    owner.companyId === r.task.company_id &&
    owner.roleIds.includes(r.task.owner_role_id)
  );
}
