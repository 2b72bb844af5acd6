import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Who may open the shift screens: the server lets anyone signed in read them; the sidebar shows them to these. */
const READERS = ['view-attendance', 'manage-attendance', 'approve-attendance'] as const;

/** Shifts, rotating rosters and the roster calendar, loaded on demand. */
export const shiftRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={READERS} redirectTo="/" />,
    children: [
      {
        path: 'attendance/shifts',
        lazy: async () => ({ Component: (await import('./pages/ShiftsPage')).ShiftsPage }),
      },
      {
        path: 'attendance/rosters',
        lazy: async () => ({ Component: (await import('./pages/RostersPage')).RostersPage }),
      },
      {
        path: 'attendance/rosters/calendar',
        lazy: async () => ({ Component: (await import('./pages/RosterCalendarPage')).RosterCalendarPage }),
      },
      {
        path: 'attendance/rosters/:id',
        lazy: async () => ({ Component: (await import('./pages/RosterPage')).RosterPage }),
      },
    ],
  },
];
