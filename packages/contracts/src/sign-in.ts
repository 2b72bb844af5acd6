import { z } from 'zod';
import { meResponse } from './auth';

/**
 * Signing in beyond a password: a second factor (TOTP, RFC 6238), the sessions a user holds and the sign-in
 * policy of a company. docs/decisions/access.md, "Two-factor sign-in" and "Sessions".
 */

/** What a row of auth_tokens is: a session, a sign-in awaiting its second factor, or one good only for setting it up. */
export const AUTH_TOKEN_SCOPES = ['session', 'challenge', 'setup'] as const;
export type AuthTokenScope = (typeof AUTH_TOKEN_SCOPES)[number];

/** A code from an authenticator app (six digits) or one of the account's recovery codes. */
export const twoFactorCode = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app or a recovery code.')
  .max(40);

/** How many recovery codes a user gets when two-factor is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** POST /api/login when the password was right but a second step remains. */
export const twoFactorRequiredResponse = z.object({
  two_factor_required: z.literal(true),
  /** Proof that the password step passed; exchanged with a code at POST /api/login/two-factor. Short-lived. */
  challenge: z.string(),
});
/**
 * POST /api/login for a user whose role requires two-factor and who has none: `challenge` is a bearer token
 * good only for GET /api/me, POST /api/me/two-factor, POST /api/me/two-factor/confirm and POST /api/logout;
 * confirming the second factor turns it into a full session.
 */
export const twoFactorSetupRequiredResponse = z.object({
  two_factor_setup_required: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorRequiredResponse = z.infer<typeof twoFactorRequiredResponse>;
export type TwoFactorSetupRequiredResponse = z.infer<typeof twoFactorSetupRequiredResponse>;

export const twoFactorLoginRequest = z.object({
  challenge: z.string().trim().min(1).max(200),
  code: twoFactorCode,
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequest>;

/** POST /api/me/two-factor: a new secret, shown until it is confirmed with a first code. */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG document of the server's making. */
  qr_svg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorCodeRequest = z.object({ code: twoFactorCode });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequest>;

/** POST /api/me/two-factor/confirm: the recovery codes, shown this once (only their hashes are kept). */
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** GET /api/me/two-factor: whether it is on, since when, whether the user's company requires it of them. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** GET /api/me/sessions: one signed-in session of the user. */
export const userSession = z.object({
  id: z.number(),
  /** The browser or client it was signed in from (its User-Agent), or null. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
export const userSessionsResponse = z.object({ data: z.array(userSession) });

/** A provider's slug, part of its sign-in addresses. */
export const OIDC_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
/** An e-mail domain a provider's people use (lower case). */
export const EMAIL_DOMAIN_PATTERN = /^[a-z0-9.-]+\.[a-z]{2,}$/;
export const OIDC_MAX_DOMAINS = 20;
/** An issuer is reached over http(s) only (plain http only where the server allows it: tests, one machine). */
export const issuerUrl = z
  .string()
  .trim()
  .min(1, 'Enter the issuer URL.')
  .max(500, 'Use at most 500 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a URL such as https://accounts.google.com.' }));

/** An OpenID Connect provider of a company, as written; `client_secret` left out keeps the stored one. */
export const oidcProviderInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(OIDC_SLUG_PATTERN, 'Use 3 to 40 lower-case letters, digits and hyphens.'),
  label: z.string().trim().min(1).max(60),
  issuer_url: issuerUrl,
  client_id: z.string().trim().min(1).max(255),
  client_secret: z.string().min(1).max(1000).optional(),
  allowed_domains: z
    .array(z.string().trim().toLowerCase().regex(EMAIL_DOMAIN_PATTERN, 'Enter a domain such as example.com.'))
    .min(1, 'Name at least one e-mail domain.')
    .max(OIDC_MAX_DOMAINS),
  /** The role of an account made at first sign-in (just-in-time); null makes none. */
  jit_role: z.string().trim().min(1).max(100).nullable().default(null),
  enabled: z.boolean().default(true),
});
export type OidcProviderInput = z.infer<typeof oidcProviderInput>;

/** PUT /api/companies/{id}/sign-in-policy: how the company's people sign in; a part left out stays as it is. */
export const signInPolicyRequest = z.object({
  /** Role names whose holders must use a second factor (an empty list requires it of nobody). */
  require_two_factor_roles: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  /** False: only single sign-on (a super admin may still use a password). */
  password_sign_in: z.boolean().optional(),
  /** The whole list of the company's identity providers. */
  oidc_providers: z.array(oidcProviderInput).max(10).optional(),
});
export type SignInPolicyRequest = z.infer<typeof signInPolicyRequest>;

export const oidcProvider = oidcProviderInput.omit({ client_secret: true }).extend({
  has_client_secret: z.boolean(),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirect_uri: z.string(),
});
export type OidcProvider = z.infer<typeof oidcProvider>;

export const signInPolicy = z.object({
  company_id: z.number(),
  require_two_factor_roles: z.array(z.string()),
  password_sign_in: z.boolean(),
  oidc_providers: z.array(oidcProvider),
  updated_at: z.string().nullable(),
});
export type SignInPolicy = z.infer<typeof signInPolicy>;

/** GET /api/auth/oidc/providers: the buttons of the sign-in page (for an e-mail, its company's only). */
export const ssoProvidersQuery = z.object({ email: z.string().trim().max(255).optional() });
export const ssoProvidersResponse = z.object({
  data: z.array(z.object({ slug: z.string(), label: z.string() })),
  /** Whether the e-mail's company lets its people sign in with a password (true without an e-mail). */
  password_sign_in: z.boolean(),
});
export type SsoProvidersResponse = z.infer<typeof ssoProvidersResponse>;

/** Why a single sign-on came back to the sign-in page (`/login?sso_error=…`), with what the page says. */
export const SSO_ERRORS = {
  expired: 'That sign-in took too long or was already used. Try again.',
  refused: 'The identity provider did not confirm who you are. Try again, or sign in another way.',
  unverified: 'Your identity provider did not confirm your e-mail address.',
  domain: 'Your e-mail address is not one this company signs in with.',
  unknown: 'There is no HRMS account for your e-mail address. Ask your HR team for one.',
  inactive: 'Your account is inactive.',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;

/** Any answer of POST /api/login: a session, or the second step it still needs. */
export const loginAnswer = z.union([
  meResponse.extend({ token: z.string() }),
  twoFactorRequiredResponse,
  twoFactorSetupRequiredResponse,
]);
export type LoginAnswer = z.infer<typeof loginAnswer>;
