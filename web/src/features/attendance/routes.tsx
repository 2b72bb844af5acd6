import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The attendance screens (spec 3 §2), each page loaded on demand. */
export const attendanceRoutes: RouteObject[] = [
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
    path: 'attendance/:id',
    lazy: async () => ({ Component: (await import('./pages/AttendanceDetailPage')).AttendanceDetailPage }),
  },
];
