import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The approval screens, each page loaded on demand: everyone's inbox, and the chains for their keepers. */
export const approvalRoutes: RouteObject[] = [
  {
    path: 'approvals',
    lazy: async () => ({ Component: (await import('./pages/ApprovalsInboxPage')).ApprovalsInboxPage }),
  },
  {
    path: 'settings/approval-chains',
    element: <RequirePermission permission="manage-approval-chains" redirectTo="/approvals" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ApprovalChainsPage')).ApprovalChainsPage }),
      },
    ],
  },
];
