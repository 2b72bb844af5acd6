import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) as every common authenticator app reads them (Google and Microsoft
 * Authenticator, Authy): HMAC-SHA1, six digits, a 30-second step. A code of the step before or after the
 * server's is accepted (one step of clock skew either way, RFC 6238 §5.2).
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const SKEW_STEPS = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes (160 bits, RFC 4226 §4), in base32 as the apps take it typed in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URL a QR code carries: the issuer and account the app shows, and the secret. */
export const otpauthUrl = (secret: string, issuer: string, account: string) =>
  totpOf(secret, issuer, account).toString();

/** The time step of an instant: the counter the code of that moment is made from. */
export const stepAt = (atMs: number) => Math.floor(atMs / 1000 / PERIOD_SECONDS);

/** The code of a secret at an instant (tests and the demo use it to act as the app). */
export const codeAt = (secret: string, atMs: number) => totpOf(secret).generate({ timestamp: atMs });

/** Whether `code` looks like an app's code rather than a recovery code. */
export const isTotpCode = (code: string) => new RegExp(`^\\d{${DIGITS}}$`).test(code);

/**
 * The step whose code `code` is, within the allowed skew of `atMs`, or null. The caller refuses a step it has
 * already accepted, so an overheard code cannot be used twice.
 */
export function matchingStep(secret: string, code: string, atMs: number): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: SKEW_STEPS });
  return delta === null ? null : stepAt(atMs) + delta;
}
