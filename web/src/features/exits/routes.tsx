import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../app/RequirePermission';

/** Exits and full and final settlements (issue 19): for whoever records exits or settles them. */
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
];
