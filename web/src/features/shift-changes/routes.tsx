import type { RouteObject } from 'react-router';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * The shift change screens, each page loaded on demand: one's own requests, the swaps asked of one, one's
 * team's (or the company's), and a request's page (where the approvals inbox links to) with its approval
 * trail.
 */
export const shiftChangeRoutes: RouteObject[] = [
  {
    path: 'attendance/shift-changes',
    lazy: async () => ({ Component: (await import('./pages/MyShiftChangesPage')).MyShiftChangesPage }),
  },
  {
    path: 'attendance/shift-changes/swaps',
    lazy: async () => ({ Component: (await import('./pages/SwapsAskedPage')).SwapsAskedPage }),
  },
  {
    path: 'attendance/shift-changes/team',
    lazy: async () => ({ Component: (await import('./pages/TeamShiftChangesPage')).TeamShiftChangesPage }),
  },
  {
    path: 'attendance/shift-changes/:id',
    lazy: async () => {
      const [{ ShiftChangePage }, ApprovalTrail] = await Promise.all([
        import('./pages/ShiftChangePage'),
        loadApprovalTrail(),
      ]);
      return { element: <ShiftChangePage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
