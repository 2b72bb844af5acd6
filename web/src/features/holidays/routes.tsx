import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The holiday screens, each page loaded on demand; an employee without manage-attendance has their own. */
export const holidayRoutes: RouteObject[] = [
  {
    path: 'holidays',
    element: <RequirePermission permission="manage-attendance" redirectTo="/holidays/mine" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/HolidayCalendarsPage')).HolidayCalendarsPage,
        }),
      },
    ],
  },
  {
    path: 'holidays/mine',
    lazy: async () => ({ Component: (await import('./pages/MyHolidaysPage')).MyHolidaysPage }),
  },
  {
    path: 'holidays/:calendarId',
    element: <RequirePermission permission="manage-attendance" redirectTo="/holidays/mine" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/HolidayCalendarPage')).HolidayCalendarPage }),
      },
    ],
  },
];
