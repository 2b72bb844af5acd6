import type { RouteObject } from 'react-router';

/** The team calendar, loaded on demand: a manager's (or, for HR, any manager's) team over a month. */
export const teamCalendarRoutes: RouteObject[] = [
  {
    path: 'team/calendar',
    lazy: async () => ({ Component: (await import('./pages/TeamCalendarPage')).TeamCalendarPage }),
  },
];
