/** Query keys of the signed-in user's own account; every key starts with 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
  apiKeys: ['auth', 'api-keys'] as const,
  /** The sign-in page's single sign-on buttons, for an e-mail address ('' for every company's). */
  ssoProviders: (email: string) => ['auth', 'sso-providers', email] as const,
  /** The company a single-company install names on its signed-out pages. */
  branding: ['auth', 'branding'] as const,
};
