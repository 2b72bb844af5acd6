import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';
import { useCan } from '@/lib/useCan';

/** Whoever computes or approves settlements (either permission) may open one. */
function RequireSettlementAccess() {
  const manage = useCan('manage-final-settlements');
  const approve = useCan('approve-final-settlements');
  return manage || approve ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * Exits and full and final settlements: the list for whoever records exits or settles them, and
 * each settlement at /final-settlements/{id}.
 */
export const exitRoutes: RouteObject[] = [
  {
    path: 'exits',
    element: <RequirePermission permission={['manage-exits', 'manage-final-settlements']} redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ExitsPage')).ExitsPage }),
      },
    ],
  },
  {
    path: 'final-settlements/:id',
    element: <RequireSettlementAccess />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/FinalSettlementPage')).FinalSettlementPage,
        }),
      },
    ],
  },
];
