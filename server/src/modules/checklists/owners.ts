import type { DbOrTx } from '../../db/client';
import { holdersInCompany, type Recipient, userOfEmployee } from '../notifications/public';
import { roleHolders } from './queries';

export const MANAGE = 'manage-checklists';

/** A task's owner as stored: a role's holders, or one employee (a person, the manager, the employee). */
export type TaskOwner = {
  companyId: number;
  ownerKind: string;
  roleId: number | null;
  employeeId: number | null;
};

/** A stable key per owner, to tell each owner once of all their tasks. */
export const ownerKey = (o: TaskOwner) =>
  o.roleId !== null ? `role:${o.roleId}` : o.employeeId !== null ? `employee:${o.employeeId}` : 'hr';

/**
 * The people a task's owner is: the role's active holders in the company, the one employee's user, or — for a
 * task whose owner is gone (no manager, a role deleted) — the company's holders of manage-checklists.
 */
export async function recipientsOf(db: DbOrTx, o: TaskOwner): Promise<Recipient[]> {
  if (o.roleId !== null) {
    const holders = await roleHolders(db, o.companyId, o.roleId);
    if (holders.length) return holders;
  } else if (o.employeeId !== null) {
    const user = await userOfEmployee(db, o.employeeId);
    return user ? [user] : [];
  }
  return holdersInCompany(db, o.companyId, MANAGE, null);
}
