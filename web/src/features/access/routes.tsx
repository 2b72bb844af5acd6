import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** Users, roles and permissions screens (spec 2 §2 Users, Roles), each page loaded on demand. */
export const accessRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: async () => ({ Component: (await import('./pages/UsersPage')).UsersPage }),
  },
  {
    path: 'users/create',
    lazy: async () => ({ Component: (await import('./pages/UserCreatePage')).UserCreatePage }),
  },
  {
    path: 'users/:id',
    lazy: async () => ({ Component: (await import('./pages/UserDetailPage')).UserDetailPage }),
  },
  {
    // Spec 2 §2: needs update-users, otherwise redirects to /users.
    path: 'users/:id/permissions',
    element: <RequirePermission permission="update-users" redirectTo="/users" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/UserPermissionsPage')).UserPermissionsPage }),
      },
    ],
  },
  {
    path: 'roles',
    lazy: async () => ({ Component: (await import('./pages/RolesPage')).RolesPage }),
  },
  {
    path: 'roles/create',
    lazy: async () => ({ Component: (await import('./pages/RoleCreatePage')).RoleCreatePage }),
  },
  {
    path: 'roles/:id',
    lazy: async () => ({ Component: (await import('./pages/RoleDetailPage')).RoleDetailPage }),
  },
  {
    path: 'roles/:id/edit',
    lazy: async () => ({ Component: (await import('./pages/RoleEditPage')).RoleEditPage }),
  },
];
