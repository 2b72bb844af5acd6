import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useCan } from '../../lib/useCan';

/** Whoever computes or approves settlements (either permission) may open one. */
function RequireSettlementAccess() {
  const manage = useCan('manage-final-settlements');
  const approve = useCan('approve-final-settlements');
  return manage || approve ? <Outlet /> : <Navigate to="/" replace />;
}

/** Full and final settlements (issue 19): /final-settlements/{id}. */
export const finalSettlementRoutes: RouteObject[] = [
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
