import { SSO_ERRORS } from '@hrms/contracts/sign-in';

/** The sign-in page's words for a single sign-on that came back with a reason it does not know. */
export const SSO_FAILED = 'Single sign-on did not complete. Try again.';

/** Where a failed single sign-on leads: the sign-in page with its reason (`/login?sso_error=expired`). */
export function ssoFailurePath(reason: keyof typeof SSO_ERRORS = 'expired'): string {
  return `/login?${new URLSearchParams({ sso_error: reason })}`;
}

/** What the sign-in page says of `?sso_error=…`: the reason's words, a generic line for an unknown one, or null. */
export function ssoErrorMessage(params: URLSearchParams): string | null {
  const reason = params.get('sso_error');
  if (reason === null) return null;
  return Object.hasOwn(SSO_ERRORS, reason) ? SSO_ERRORS[reason as keyof typeof SSO_ERRORS] : SSO_FAILED;
}

/** Where a provider's button sends the browser (a full-page navigation), with the typed address as a hint. */
export function ssoStartUrl(slug: string, email: string): string {
  const path = `/api/auth/oidc/${encodeURIComponent(slug)}/start`;
  const address = email.trim();
  return address ? `${path}?${new URLSearchParams({ email: address })}` : path;
}

/** The address to ask for its company's providers: the typed one when it looks like an e-mail, else ''. */
export function providerLookupEmail(typed: string): string {
  const address = typed.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : '';
}

/** The session token the server hands back in the address's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}
