import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The statutory rates: everyone who sees salary components reads them; a super admin edits. */
export const statutoryRoutes: RouteObject[] = [
  {
    path: 'statutory-rates',
    element: <RequirePermission permission="view-salary-components" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/StatutoryRatesPage')).StatutoryRatesPage }),
      },
    ],
  },
  {
    path: 'statutory-rates/create',
    element: <RequirePermission permission="manage-statutory-rates" redirectTo="/statutory-rates" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/StatutoryRateCreatePage')).StatutoryRateCreatePage,
        }),
      },
    ],
  },
  {
    path: 'statutory-rates/:id/edit',
    element: <RequirePermission permission="manage-statutory-rates" redirectTo="/statutory-rates" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/StatutoryRateEditPage')).StatutoryRateEditPage,
        }),
      },
    ],
  },
];
