import type { RouteObject } from 'react-router';

/** The reports screens (spec 3 "Reports landing page"), each page loaded on demand. */
export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('./pages/ReportsPage')).ReportsPage }),
  },
  {
    // Checks its card's permission itself: the group comes from the path.
    path: 'reports/:group',
    lazy: async () => ({ Component: (await import('./pages/ReportPage')).ReportPage }),
  },
];
