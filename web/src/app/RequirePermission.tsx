import type { Permission } from '@hrms/contracts/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCan } from '@/lib/useCan';

type RequirePermissionProps = {
  /** One permission, or several of which any one will do. */
  permission: Permission | readonly Permission[];
  /** Where a user without the permission goes (spec: e.g. /payroll/process → /payroll). */
  redirectTo: string;
  children?: ReactNode;
};

/** Guards a route (as a layout route, or wrapping an element) by a permission. */
export function RequirePermission({ permission, redirectTo, children }: RequirePermissionProps) {
  const allowed = useCan(permission);
  if (!allowed) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
