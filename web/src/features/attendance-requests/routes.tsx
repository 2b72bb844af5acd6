import type { RouteObject } from 'react-router';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * The attendance request screens, each page loaded on demand: one's own requests, one's team's, and a
 * request's page (where the approvals inbox links to) with its approval trail.
 */
export const attendanceRequestRoutes: RouteObject[] = [
  {
    path: 'attendance/requests',
    lazy: async () => ({
      Component: (await import('./pages/MyAttendanceRequestsPage')).MyAttendanceRequestsPage,
    }),
  },
  {
    path: 'attendance/requests/team',
    lazy: async () => ({
      Component: (await import('./pages/TeamAttendanceRequestsPage')).TeamAttendanceRequestsPage,
    }),
  },
  {
    path: 'attendance/requests/:id',
    lazy: async () => {
      const [{ AttendanceRequestPage }, ApprovalTrail] = await Promise.all([
        import('./pages/AttendanceRequestPage'),
        loadApprovalTrail(),
      ]);
      return { element: <AttendanceRequestPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
