import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Statutory bonus runs, for whoever holds manage-bonus. */
export const bonusRoutes: RouteObject[] = [
  {
    path: 'bonus',
    element: <RequirePermission permission="manage-bonus" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/BonusRunsPage')).BonusRunsPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./pages/BonusRunPage')).BonusRunPage }),
      },
    ],
  },
];
