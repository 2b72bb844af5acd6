import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The leave screens (spec 3 §2), each page loaded on demand. */
export const leaveRoutes: RouteObject[] = [
  {
    path: 'leaves',
    lazy: async () => ({ Component: (await import('./pages/LeavesPage')).LeavesPage }),
  },
  {
    // Checks apply-leave itself: the spec wants the page to say why the form is not there.
    path: 'leaves/apply',
    lazy: async () => ({ Component: (await import('./pages/ApplyLeavePage')).ApplyLeavePage }),
  },
  {
    path: 'leaves/balance',
    lazy: async () => ({ Component: (await import('./pages/LeaveBalancePage')).LeaveBalancePage }),
  },
  {
    path: 'leaves/types',
    element: <RequirePermission permission="manage-leave-types" redirectTo="/leaves" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/LeaveTypesPage')).LeaveTypesPage }),
      },
    ],
  },
  {
    path: 'leaves/:id',
    lazy: async () => ({ Component: (await import('./pages/LeaveDetailPage')).LeaveDetailPage }),
  },
];
