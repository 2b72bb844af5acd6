import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * What the payroll pages show of other features, each loaded with its page. app/router hands them in, so
 * payroll imports no feature that depends on it (a settlement refreshes payroll's queries).
 */
export type PayrollRouteSlots = {
  /** The signed-in employee's own full and final settlement, on /payroll (exits). */
  OwnSettlement: () => Promise<ComponentType>;
};

/** The payroll screens (spec 1 §2.5–2.8), each page loaded on demand. */
export const payrollRoutes = (slots: PayrollRouteSlots): RouteObject[] => [
  {
    path: 'payroll',
    lazy: async () => {
      const [{ PayrollPage }, OwnSettlement] = await Promise.all([
        import('./pages/PayrollPage'),
        slots.OwnSettlement(),
      ]);
      return { element: <PayrollPage OwnSettlement={OwnSettlement} /> };
    },
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
