import type { RouteObject } from 'react-router';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * The leave encashment screens, each page loaded on demand: one's own requests, one's team's (or the
 * company's), and a request's page (where the approvals inbox links to) with its approval trail.
 */
export const encashmentRoutes: RouteObject[] = [
  {
    path: 'leave/encashments',
    lazy: async () => ({ Component: (await import('./pages/MyEncashmentsPage')).MyEncashmentsPage }),
  },
  {
    path: 'leave/encashments/team',
    lazy: async () => ({ Component: (await import('./pages/TeamEncashmentsPage')).TeamEncashmentsPage }),
  },
  {
    path: 'leave/encashments/:id',
    lazy: async () => {
      const [{ EncashmentPage }, ApprovalTrail] = await Promise.all([
        import('./pages/EncashmentPage'),
        loadApprovalTrail(),
      ]);
      return { element: <EncashmentPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
