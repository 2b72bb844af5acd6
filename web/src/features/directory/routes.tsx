import type { RouteObject } from 'react-router';

/**
 * The employee directory and the org chart, each page loaded on demand, for every signed-in user: the
 * directory's cards (and one colleague's card on its own), and who reports to whom.
 */
export const directoryRoutes: RouteObject[] = [
  {
    path: 'directory',
    lazy: async () => ({ Component: (await import('./pages/DirectoryPage')).DirectoryPage }),
  },
  {
    path: 'directory/:id',
    lazy: async () => ({ Component: (await import('./pages/ColleaguePage')).ColleaguePage }),
  },
  {
    path: 'org-chart',
    lazy: async () => ({ Component: (await import('./pages/OrgChartPage')).OrgChartPage }),
  },
];
