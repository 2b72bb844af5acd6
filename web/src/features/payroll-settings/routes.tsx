import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** A company's payroll settings. */
export const payrollSettingsRoutes: RouteObject[] = [
  {
    path: 'payroll-settings',
    element: <RequirePermission permission="manage-payroll-settings" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/PayrollSettingsPage')).PayrollSettingsPage,
        }),
      },
    ],
  },
];
