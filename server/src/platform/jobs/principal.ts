import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import type { Principal } from '../auth/principal';
import { rolesAndPermissionsOf } from '../auth/sessions';

/**
 * The job's creator as a principal, loaded afresh when the job runs (on whichever instance), so a job
 * acts with the permissions and scope its creator holds then; null once the user is gone or inactive.
 */
export async function principalForUser(db: DbOrTx, userId: number | null): Promise<Principal | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      employeeId: users.employee_id,
      companyId: employees.company_id,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(and(eq(users.id, userId), eq(users.is_active, true)))
    .limit(1);
  if (!row) return null;
  const held = await rolesAndPermissionsOf(db, row.userId);
  return {
    ...row,
    // A job acts without a session of its own.
    tokenId: 0,
    roles: held.roles,
    permissions: held.permissions,
    isSuperAdmin: held.roles.includes(SUPER_ADMIN_ROLE),
  };
}
