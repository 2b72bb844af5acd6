import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The first-run setup, for whoever sets the company up (the same permissions as GET /api/setup). */
export const setupRoutes: RouteObject[] = [
  {
    path: 'setup',
    element: <RequirePermission permission={['import-data', 'update-company-settings']} redirectTo="/" />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/SetupPage')).SetupPage }) },
    ],
  },
];
