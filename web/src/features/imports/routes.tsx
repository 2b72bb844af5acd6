import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Settings → Import (docs/guide/moving-in.md): imports, their templates and exports. */
export const importRoutes: RouteObject[] = [
  {
    path: 'settings/import',
    element: <RequirePermission permission="import-data" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/ImportPage')).ImportPage }),
      },
    ],
  },
];
