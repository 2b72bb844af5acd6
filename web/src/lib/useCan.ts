import { holdsPermission, type Permission } from '@hrms/contracts/permissions';
import { useSession } from './session';

/** True when the signed-in user holds the permission (the super_admin role passes every check). */
export function useCan(permission: Permission): boolean {
  const { roles, permissions } = useSession();
  return holdsPermission({ roles, permissions }, permission);
}
