import { ApiError } from '@/lib/api';

/** The sign-in page's notice after a password was chosen from a link (?password_set=1). */
export const PASSWORD_SET_NOTICE = 'Your password is set. Sign in with it.';

/** Where a password chosen from a link leads: the sign-in page, its email filled in and the notice shown. */
export function signInAfterPasswordSet(email: string): string {
  return `/login?${new URLSearchParams({ email, password_set: '1' })}`;
}

/** What the sign-in page reads from its address: an email to fill in, and whether a password was just set. */
export function readSignInParams(params: URLSearchParams): { email: string; passwordSet: boolean } {
  return { email: params.get('email')?.trim() ?? '', passwordSet: params.get('password_set') === '1' };
}

/** The one-time token of a set-password link (?token=…), or null when the address carries none. */
export function linkToken(params: URLSearchParams): string | null {
  return params.get('token')?.trim() || null;
}

/**
 * The server's word that a link cannot be used (a 422 with `errors.token`: unknown, used or expired), or null
 * for any other failure, which the form shows as usual.
 */
export function linkRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.errors?.token?.[0] ?? null;
}
