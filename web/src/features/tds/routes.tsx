import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The TDS challan register, for whoever keeps it. */
export const tdsRoutes: RouteObject[] = [
  {
    path: 'tds-challans',
    element: <RequirePermission permission="manage-tds-challans" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/TdsChallansPage')).TdsChallansPage }),
      },
    ],
  },
];
