import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Loans and salary advances, for whoever manages them. */
export const loanRoutes: RouteObject[] = [
  {
    path: 'loans',
    element: <RequirePermission permission="manage-loans" redirectTo="/" />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/LoansPage')).LoansPage }) },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./pages/LoanDetailPage')).LoanDetailPage }),
      },
    ],
  },
];
