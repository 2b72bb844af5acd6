import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * Employee documents, each page loaded on demand: My Documents for everyone with an employee record, and
 * HR's screens behind manage-employee-documents — all documents, those expiring soon, the requests, the types.
 */
export const documentRoutes: RouteObject[] = [
  {
    path: 'my-documents',
    lazy: async () => ({ Component: (await import('./pages/MyDocumentsPage')).MyDocumentsPage }),
  },
  {
    element: <RequirePermission permission="manage-employee-documents" redirectTo="/my-documents" />,
    children: [
      {
        path: 'documents',
        lazy: async () => ({ Component: (await import('./pages/AllDocumentsPage')).AllDocumentsPage }),
      },
      {
        path: 'documents/expiring',
        lazy: async () => ({
          Component: (await import('./pages/ExpiringDocumentsPage')).ExpiringDocumentsPage,
        }),
      },
      {
        path: 'documents/requests',
        lazy: async () => ({
          Component: (await import('./pages/DocumentRequestsPage')).DocumentRequestsPage,
        }),
      },
      {
        path: 'documents/types',
        lazy: async () => ({ Component: (await import('./pages/DocumentTypesPage')).DocumentTypesPage }),
      },
    ],
  },
];
