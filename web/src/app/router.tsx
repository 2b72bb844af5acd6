import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { LoadingState } from '../components/ui/LoadingState';
import { accessRoutes } from '../features/access/routes';
import { attendanceRoutes } from '../features/attendance/routes';
import { compensationRoutes } from '../features/compensation/routes';
import { employeeRoutes } from '../features/employees/routes';
import { leaveRoutes } from '../features/leave/routes';
import { organisationRoutes } from '../features/organisation/routes';
import { AppLayout } from './AppLayout';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/**
 * Screens of areas not built yet: [path, page title]. Each renders the shared ComingSoon page, so
 * every path of spec 1 §2.1 exists and none is blank. An area's real pages replace its rows here
 * with lazily loaded routes from features/<domain>/pages.
 */
const COMING_SOON: ReadonlyArray<readonly [string, string]> = [
  // payroll
  ['payroll', 'Payroll'],
  ['payroll/process', 'Process Payroll'],
  ['payroll/view/:id', 'Payroll Details'],
  ['payroll/csv-upload', 'Payroll CSV Upload'],
  // reports
  ['reports', 'Reports'],
  // recruitment
  ['recruitment', 'Recruitment'],
  ['recruitment/jobs/create', 'Add Job Posting'],
  ['recruitment/jobs/:id', 'Job Posting'],
  ['recruitment/jobs/:id/edit', 'Edit Job Posting'],
  ['recruitment/jobs/:id/applications', 'Job Applications'],
  ['recruitment/applications', 'Applications'],
];

const comingSoonRoutes: RouteObject[] = COMING_SOON.map(([path, title]) => ({
  path,
  // key: moving between two coming-soon paths must not reuse the element's state
  element: <ComingSoon key={path} title={title} />,
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingState fullPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('../features/auth/pages/LoginPage')).LoginPage }),
          },
        ],
      },
      {
        // Public: the careers link opens in a new tab for anyone, signed in or not.
        path: '/careers/:slug',
        lazy: async () => ({
          Component: (await import('../features/recruitment/pages/CareersPage')).CareersPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            element: <AppLayout />,
            children: [
              {
                // A page that fails renders its error inside the layout, so the sidebar stays usable.
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
                    }),
                  },
                  ...comingSoonRoutes,
                  ...attendanceRoutes,
                  ...leaveRoutes,
                  ...employeeRoutes,
                  ...compensationRoutes,
                  ...organisationRoutes,
                  ...accessRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
