import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * Salary components and tax regimes (spec 2 §2), each page loaded on demand. Screens that change
 * data need their permission; without it the user goes back to the list.
 */
export const compensationRoutes: RouteObject[] = [
  {
    path: 'salary-components',
    lazy: async () => ({ Component: (await import('./pages/SalaryComponentsPage')).SalaryComponentsPage }),
  },
  {
    path: 'salary-components/create',
    element: <RequirePermission permission="create-salary-components" redirectTo="/salary-components" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/SalaryComponentCreatePage')).SalaryComponentCreatePage,
        }),
      },
    ],
  },
  {
    path: 'salary-components/:id',
    lazy: async () => ({
      Component: (await import('./pages/SalaryComponentDetailPage')).SalaryComponentDetailPage,
    }),
  },
  {
    path: 'salary-components/:id/edit',
    element: <RequirePermission permission="update-salary-components" redirectTo="/salary-components" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/SalaryComponentEditPage')).SalaryComponentEditPage,
        }),
      },
    ],
  },
  {
    path: 'tax-regimes',
    lazy: async () => ({ Component: (await import('./pages/TaxRegimesPage')).TaxRegimesPage }),
  },
  {
    path: 'tax-regimes/create',
    element: <RequirePermission permission="create-tax-regimes" redirectTo="/tax-regimes" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/TaxRegimeCreatePage')).TaxRegimeCreatePage }),
      },
    ],
  },
  {
    path: 'tax-regimes/:id',
    lazy: async () => ({ Component: (await import('./pages/TaxRegimeDetailPage')).TaxRegimeDetailPage }),
  },
  {
    path: 'tax-regimes/:id/edit',
    element: <RequirePermission permission="update-tax-regimes" redirectTo="/tax-regimes" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/TaxRegimeEditPage')).TaxRegimeEditPage }),
      },
    ],
  },
  {
    path: 'tax-regimes/:id/slabs',
    element: <RequirePermission permission="manage-tax-slabs" redirectTo="/tax-regimes" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/TaxSlabsPage')).TaxSlabsPage }),
      },
    ],
  },
];
