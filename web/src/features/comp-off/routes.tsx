import type { RouteObject } from 'react-router';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * The comp-off screens, each page loaded on demand: one's own requests, one's team's (or the company's), and
 * a request's page (where the approvals inbox links to) with its approval trail.
 */
export const compOffRoutes: RouteObject[] = [
  {
    path: 'leave/comp-off',
    lazy: async () => ({ Component: (await import('./pages/MyCompOffPage')).MyCompOffPage }),
  },
  {
    path: 'leave/comp-off/team',
    lazy: async () => ({ Component: (await import('./pages/TeamCompOffPage')).TeamCompOffPage }),
  },
  {
    path: 'leave/comp-off/:id',
    lazy: async () => {
      const [{ CompOffPage }, ApprovalTrail] = await Promise.all([
        import('./pages/CompOffPage'),
        loadApprovalTrail(),
      ]);
      return { element: <CompOffPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
