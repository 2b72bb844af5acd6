import type { RouteObject } from 'react-router';

/**
 * The signed-out pages: signing in (with a password or single sign-on, and setting two-factor up when the company
 * requires it), asking for a link to choose a new password and choosing it from a mailed link (an invitation or
 * a forgotten password).
 * app/router puts them behind RedirectIfSignedIn.
 */
export const signedOutRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    // Back from an identity provider, the session's token in the fragment (#token=…).
    path: '/login/sso',
    lazy: async () => ({ Component: (await import('./pages/SsoCallbackPage')).SsoCallbackPage }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: '/set-password',
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
  },
  {
    // Reached from sign-in only, with the password step's challenge in the router's state.
    path: '/two-factor-setup',
    lazy: async () => ({ Component: (await import('./pages/TwoFactorSetupPage')).TwoFactorSetupPage }),
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
  {
    path: 'account/security',
    lazy: async () => ({
      Component: (await import('./pages/AccountSecurityPage')).AccountSecurityPage,
    }),
  },
];
