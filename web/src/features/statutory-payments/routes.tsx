import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Whoever processes payroll records the payments; whoever produces payroll reports reads them. */
export const STATUTORY_PAYMENT_READERS = ['process-payroll', 'generate-payroll-reports'] as const;

/** The statutory payments register. */
export const statutoryPaymentRoutes: RouteObject[] = [
  {
    path: 'statutory-payments',
    element: <RequirePermission permission={STATUTORY_PAYMENT_READERS} redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/StatutoryPaymentsPage')).StatutoryPaymentsPage,
        }),
      },
    ],
  },
];
