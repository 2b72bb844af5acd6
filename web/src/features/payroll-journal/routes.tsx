import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The ledger mapping of the payroll journal, and the month's journal downloads. */
export const payrollJournalRoutes: RouteObject[] = [
  {
    path: 'ledger-mapping',
    element: (
      <RequirePermission
        permission={['manage-payroll-settings', 'generate-payroll-reports']}
        redirectTo="/"
      />
    ),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/LedgerMappingPage')).LedgerMappingPage,
        }),
      },
    ],
  },
];
