import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Form 16: HR issues Part B for the year; employees download their own from My Tax. */
export const form16Routes: RouteObject[] = [
  {
    path: 'form16',
    element: <RequirePermission permission="generate-tax-reports" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/Form16Page')).Form16Page }),
      },
    ],
  },
];
