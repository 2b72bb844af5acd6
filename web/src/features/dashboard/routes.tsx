import type { RouteObject } from 'react-router';

/** The dashboard: the index page of the signed-in layout. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
];
