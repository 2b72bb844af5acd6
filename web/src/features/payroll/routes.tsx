import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../app/RequirePermission';

/** The payroll screens (spec 1 §2.5–2.8), each page loaded on demand. */
export const payrollRoutes: RouteObject[] = [
  {
    path: 'payroll',
    lazy: async () => ({ Component: (await import('./pages/PayrollPage')).PayrollPage }),
  },
  {
    path: 'payroll/process',
    element: <RequirePermission permission="process-payroll" redirectTo="/payroll" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ProcessPayrollPage')).ProcessPayrollPage }),
      },
    ],
  },
  {
    path: 'payroll/csv-upload',
    element: <RequirePermission permission="process-payroll" redirectTo="/payroll" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/PayrollCsvUploadPage')).PayrollCsvUploadPage,
        }),
      },
    ],
  },
  {
    path: 'payroll/view/:id',
    element: <RequirePermission permission="view-payroll" redirectTo="/payroll" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/PayrollDetailPage')).PayrollDetailPage }),
      },
    ],
  },
];
