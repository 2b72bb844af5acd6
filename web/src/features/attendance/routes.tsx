import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * What the attendance pages show of other features, each loaded with its page. app/router hands them in, so
 * attendance imports no feature that depends on it (approvals refreshes the attendance screens after a decision).
 */
export type AttendanceRouteSlots = {
  /** A day's overtime's levels of approval (approvals). */
  ApprovalTrail: () => Promise<ComponentType<{ requestType: 'overtime'; requestId: number; title: string }>>;
};

/** The attendance screens (spec 3 §2), each page loaded on demand. */
export const attendanceRoutes = (slots: AttendanceRouteSlots): RouteObject[] => [
  {
    path: 'attendance',
    lazy: async () => ({ Component: (await import('./pages/AttendancePage')).AttendancePage }),
  },
  {
    path: 'attendance/clock',
    lazy: async () => ({ Component: (await import('./pages/ClockPage')).ClockPage }),
  },
  {
    path: 'attendance/dashboard',
    element: <RequirePermission permission="manage-attendance" redirectTo="/attendance" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/AttendanceDashboardPage')).AttendanceDashboardPage,
        }),
      },
    ],
  },
  {
    path: 'attendance/manual-entry',
    element: <RequirePermission permission="manage-attendance" redirectTo="/attendance" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ManualEntryPage')).ManualEntryPage }),
      },
    ],
  },
  {
    path: 'attendance/overtime',
    element: (
      <RequirePermission permission={['manage-attendance', 'approve-attendance']} redirectTo="/attendance" />
    ),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/OvertimePage')).OvertimePage }),
      },
    ],
  },
  {
    // Where the approvals inbox links a day's overtime: the page shows its chain's levels.
    path: 'attendance/:id',
    lazy: async () => {
      const [{ AttendanceDetailPage }, ApprovalTrail] = await Promise.all([
        import('./pages/AttendanceDetailPage'),
        slots.ApprovalTrail(),
      ]);
      return { element: <AttendanceDetailPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
