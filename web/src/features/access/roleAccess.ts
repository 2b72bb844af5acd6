import type { RoleItem } from '@hrms/contracts/access';
import { holdsPermission, SUPER_ADMIN_ROLE, ungrantablePermissions } from '@hrms/contracts/permissions';
import { useSession } from '@/lib/session';

/**
 * What the signed-in user may do with roles, as the server decides it: change a role of their own company
 * (roles every company shares are a super admin's), and grant only the permissions they hold themselves.
 */
export function useRoleAccess() {
  const { roles, permissions } = useSession();
  const isSuperAdmin = roles.includes(SUPER_ADMIN_ROLE);
  return {
    mayChange: (role: Pick<RoleItem, 'company_id'>) =>
      holdsPermission({ roles, permissions }, 'manage-roles') && (isSuperAdmin || role.company_id !== null),
    /** The names among `names` this user cannot grant. */
    ungrantable: (names: readonly string[]) => new Set(ungrantablePermissions({ roles, permissions }, names)),
  };
}
