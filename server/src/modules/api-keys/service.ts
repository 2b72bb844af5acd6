import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type CreateApiKeyRequest,
  type CreatedApiKeyResponse,
} from '@hrms/contracts/api-keys';
import { PERMISSIONS, type Permission } from '@hrms/contracts/permissions';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { hashToken } from '../../platform/auth/tokens';
import { fieldError, notFound } from '../../platform/errors';
import { insertApiKey, keysOf, revokeKey, toApiKey } from './queries';

const DAY_MS = 86_400_000;
// The key's first characters, kept in the clear to recognise it by: the prefix and four more (24 bits).
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** GET /api/me/api-keys. */
export async function listApiKeys(db: Db, principal: Principal) {
  return { data: (await keysOf(db, principal.userId)).map(toApiKey) };
}

/**
 * POST /api/me/api-keys: a key for some of the caller's own permissions — never one they do not hold, the rule
 * that applies to granting roles. The key is answered this once; only its hash is kept.
 */
export async function createApiKey(
  db: Db,
  principal: Principal,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKeyResponse> {
  const wanted = [...new Set(input.permissions)].sort();
  const unknown = wanted.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) throw fieldError('permissions', `No such permission: ${unknown.join(', ')}.`);
  const unheld = wanted.filter((p) => !can(principal, p as Permission));
  if (unheld.length) {
    throw fieldError('permissions', `A key cannot carry permissions you do not hold: ${unheld.join(', ')}.`);
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      user_id: principal.userId,
      name: input.name,
      prefix: key.slice(0, SHOWN_LENGTH),
      key_hash: hashToken(key),
      permissions: wanted,
      expires_at: new Date(Date.now() + input.expires_in_days * DAY_MS),
    });
    await recordAudit(tx, principal, {
      action: 'api_key.created',
      entity_type: 'api_key',
      entity_id: inserted.id,
      company_id: principal.companyId,
      summary: `${principal.email} made the API key “${input.name}” (${inserted.prefix}…) for ${input.expires_in_days} days`,
      changes: { permissions: wanted },
    });
    return inserted;
  });
  return { api_key: toApiKey(row), key };
}

/** DELETE /api/me/api-keys/{id}: the key fails from its next request on. */
export async function revokeApiKey(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const row = await revokeKey(tx, principal.userId, id);
    if (!row) throw notFound('API key');
    await recordAudit(tx, principal, {
      action: 'api_key.revoked',
      entity_type: 'api_key',
      entity_id: row.id,
      company_id: principal.companyId,
      summary: `${principal.email} revoked the API key “${row.name}” (${row.prefix}…)`,
    });
  });
  return { message: 'The API key was revoked.' };
}
