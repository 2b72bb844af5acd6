import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * Expense claims: My Expenses for everyone with an employee record (the server lets each claim for
 * their own record only), the approvers' queue behind approve-reimbursements.
 */
export const reimbursementRoutes: RouteObject[] = [
  {
    path: 'my-expenses',
    lazy: async () => ({ Component: (await import('./pages/MyExpensesPage')).MyExpensesPage }),
  },
  {
    path: 'expense-claims',
    element: <RequirePermission permission="approve-reimbursements" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ExpenseClaimsPage')).ExpenseClaimsPage }),
      },
    ],
  },
];
