import { holdsPermission, type Permission } from '@hrms/contracts/permissions';
import { useSession } from './session';

/**
 * True when the signed-in user holds the permission, or any of several (the super_admin role passes every
 * check).
 */
export function useCan(permission: Permission | readonly Permission[]): boolean {
  const { roles, permissions } = useSession();
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => holdsPermission({ roles, permissions }, p));
}
