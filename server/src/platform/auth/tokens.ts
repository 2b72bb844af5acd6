import { createHash, randomBytes } from 'node:crypto';

/** A new opaque bearer secret: 32 random bytes, URL-safe. Only its hash is stored. */
export const newTokenSecret = () => randomBytes(32).toString('base64url');

export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Reads `Authorization: Bearer <secret>`; anything else is no token. */
export function bearerSecret(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
