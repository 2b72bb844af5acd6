/** Query keys of the signed-in user's own account; every key starts with 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
};
