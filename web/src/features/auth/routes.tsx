import type { RouteObject } from 'react-router';

/** Signing in (/login, for whoever is signed out): app/router puts it behind RedirectIfSignedIn. */
export const loginRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
];

/** Every signed-in user's own account (no permission needed). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/password',
    lazy: async () => ({
      Component: (await import('./pages/ChangePasswordPage')).ChangePasswordPage,
    }),
  },
];
