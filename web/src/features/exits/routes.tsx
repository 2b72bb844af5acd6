import type { RouteObject } from 'react-router';
import { Navigate, Outlet } from 'react-router';
import { useCan } from '../../lib/useCan';

/** /exits is for whoever records exits or settles them (RequirePermission takes one permission). */
function RequireExitsAccess() {
  const recordsExits = useCan('manage-exits');
  const settles = useCan('manage-final-settlements');
  return recordsExits || settles ? <Outlet /> : <Navigate to="/" replace />;
}

/** Exits and full and final settlements (issue 19). */
export const exitRoutes: RouteObject[] = [
  {
    path: 'exits',
    element: <RequireExitsAccess />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ExitsPage')).ExitsPage }),
      },
    ],
  },
];
