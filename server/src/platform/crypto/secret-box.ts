import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { platformSecrets } from '../../db/schema/platform';

/**
 * Encrypts secrets the server must read back (second-factor secrets) with AES-256-GCM. The key is SECRET_KEY
 * (64 hex digits) when set; otherwise one the server made on its first start and keeps in platform_secrets,
 * so every instance on the database shares it. A stored value reads `v1:<iv>:<tag>:<ciphertext>` (base64url).
 * docs/decisions/access.md, "Secrets stored encrypted".
 */
const KEY_NAME = 'secret-box-key';
const VERSION = 'v1';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function secretBoxWith(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes (64 hex digits).');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

const stored = new WeakMap<object, Promise<Buffer>>();

/** The key kept in the database, made by whichever instance asks first (the insert does nothing for the rest). */
async function storedKey(db: DbOrTx): Promise<Buffer> {
  await db
    .insert(platformSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, KEY_NAME));
  if (!row) throw new Error('The secret key could not be stored.');
  return Buffer.from(row.value, 'hex');
}

/** The server's secret box: from SECRET_KEY, else from the database's key (read once per database handle). */
export async function secretBox(db: DbOrTx, configuredKey: string | null): Promise<SecretBox> {
  if (configuredKey) return secretBoxWith(Buffer.from(configuredKey, 'hex'));
  let key = stored.get(db);
  if (!key) {
    key = storedKey(db);
    stored.set(db, key);
    key.catch(() => stored.delete(db));
  }
  return secretBoxWith(await key);
}
