import type { RouteObject } from 'react-router';

/**
 * The recruitment screens (spec 3 §2), each page loaded on demand. Each page checks its own
 * permission: the spec wants it to say why it shows nothing ("You do not have permission to ...").
 */
export const recruitmentRoutes: RouteObject[] = [
  {
    path: 'recruitment',
    lazy: async () => ({ Component: (await import('./pages/JobPostingsPage')).JobPostingsPage }),
  },
  {
    path: 'recruitment/jobs/create',
    lazy: async () => ({ Component: (await import('./pages/JobPostingCreatePage')).JobPostingCreatePage }),
  },
  {
    path: 'recruitment/jobs/:id',
    lazy: async () => ({ Component: (await import('./pages/JobPostingDetailPage')).JobPostingDetailPage }),
  },
  {
    path: 'recruitment/jobs/:id/edit',
    lazy: async () => ({ Component: (await import('./pages/JobPostingEditPage')).JobPostingEditPage }),
  },
  {
    path: 'recruitment/jobs/:id/applications',
    lazy: async () => ({ Component: (await import('./pages/ApplicationsPage')).ApplicationsPage }),
  },
  {
    path: 'recruitment/applications',
    lazy: async () => ({ Component: (await import('./pages/ApplicationsPage')).ApplicationsPage }),
  },
];

/** The public careers pages: open to anyone, signed in or not, outside the app's layout. */
export const careersRoutes: RouteObject[] = [
  {
    path: '/careers',
    lazy: async () => ({ Component: (await import('./pages/CareersPage')).CareersPage }),
  },
  {
    path: '/careers/:slug',
    lazy: async () => ({ Component: (await import('./pages/CareerJobPage')).CareerJobPage }),
  },
];
