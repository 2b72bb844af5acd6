import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** The audit trail screen, for super admins (the only ones holding view-audit-trail). */
export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    element: <RequirePermission permission="view-audit-trail" redirectTo="/" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/AuditTrailPage')).AuditTrailPage }),
      },
    ],
  },
];
