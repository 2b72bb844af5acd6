import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Who reads punches: HR and approvers the company's, anyone else with view-attendance their own. */
const PUNCH_READERS = ['view-attendance', 'manage-attendance', 'approve-attendance'] as const;

/**
 * The device screens, each page loaded on demand: the devices and their keys, and the punches with the
 * device users to match and the punch logs to import (HR's); the punch list is read with view-attendance too.
 */
export const deviceRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={PUNCH_READERS} redirectTo="/" />,
    children: [
      {
        path: 'attendance/punches',
        lazy: async () => ({ Component: (await import('./pages/PunchesPage')).PunchesPage }),
      },
    ],
  },
  {
    element: <RequirePermission permission="manage-attendance" redirectTo="/attendance/punches" />,
    children: [
      {
        path: 'attendance/devices',
        lazy: async () => ({ Component: (await import('./pages/DevicesPage')).DevicesPage }),
      },
      {
        path: 'attendance/punches/device-users',
        lazy: async () => ({ Component: (await import('./pages/DeviceUsersPage')).DeviceUsersPage }),
      },
      {
        path: 'attendance/punches/imports',
        lazy: async () => ({ Component: (await import('./pages/PunchImportsPage')).PunchImportsPage }),
      },
    ],
  },
];
