import { createHash, randomBytes } from 'node:crypto';

/**
 * A device's key: `hrd_` and 32 random bytes, URL-safe. Only its SHA-256 is stored (as for sign-in tokens),
 * with its last four characters to tell keys apart; the key itself is shown once.
 */
export const newDeviceKey = () => `hrd_${randomBytes(32).toString('base64url')}`;

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const keyHintOf = (key: string) => key.slice(-4);

/** The key as the header carries it (a repeated header is no key). */
export const presentedKey = (header: string | string[] | undefined): string | null =>
  typeof header === 'string' && header.trim() ? header.trim() : null;
