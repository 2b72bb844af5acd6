import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The pay run: a company's month of payroll, for whoever processes, approves or pays it. */
export const payRunRoutes: RouteObject[] = [
  {
    path: 'pay-run',
    element: (
      <RequirePermission
        permission={['process-payroll', 'approve-payroll', 'mark-payroll-paid']}
        redirectTo="/payroll"
      />
    ),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/PayRunPage')).PayRunPage }) },
    ],
  },
];
