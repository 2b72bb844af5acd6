import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * The income-tax year: My Tax for everyone with an employee record (the server lets each act on
 * their own record only), HR's list and per-employee view behind manage-tax-declarations.
 */
export const taxYearRoutes: RouteObject[] = [
  {
    path: 'my-tax',
    lazy: async () => ({ Component: (await import('./pages/MyTaxPage')).MyTaxPage }),
  },
  {
    path: 'tax-declarations',
    element: <RequirePermission permission="manage-tax-declarations" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/TaxDeclarationsPage')).TaxDeclarationsPage }),
      },
    ],
  },
  {
    path: 'employees/:id/tax',
    element: <RequirePermission permission="manage-tax-declarations" redirectTo="/my-tax" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/EmployeeTaxPage')).EmployeeTaxPage }),
      },
    ],
  },
];
