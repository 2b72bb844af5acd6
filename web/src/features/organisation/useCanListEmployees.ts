import { useCan } from '@/lib/useCan';

/** GET /employees (the pick lists' source) answers to view-employees or manage-users. */
export function useCanListEmployees(): boolean {
  const canView = useCan('view-employees');
  const canManageUsers = useCan('manage-users');
  return canView || canManageUsers;
}
