import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { apiKeys, users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import type { Principal } from './principal';
import { type PrincipalRow, principalColumns, toPrincipal } from './sessions';
import { hashToken } from './tokens';

// A key's last use is written at most once a minute (or when it comes from another address).
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The caller behind an API key, or null when the key is unknown, revoked, expired or its user inactive. The
 * user's roles and permissions are read now, so a key never outlives a permission its user has lost: the
 * principal holds what the user holds and the key carries, both.
 */
export async function principalForApiKey(db: DbOrTx, secret: string, ip: string): Promise<Principal | null> {
  const now = new Date();
  const [row] = await rawRows<
    PrincipalRow & {
      key_id: number;
      key_permissions: string[];
      last_used_at: Date | string | null;
      last_used_ip: string | null;
    }
  >(
    db,
    sql`select k.id as key_id, k.permissions as key_permissions, k.last_used_at, k.last_used_ip, ${principalColumns}
          from ${apiKeys} k
          join ${users} u on u.id = k.user_id
          left join ${employees} e on e.id = u.employee_id
         where k.key_hash = ${hashToken(secret)} and k.revoked_at is null
           and k.expires_at > ${now.toISOString()} and u.is_active
         limit 1`,
  );
  if (!row) return null;
  const keyId = Number(row.key_id);
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS || row.last_used_ip !== ip) {
    await db.execute(
      sql`update ${apiKeys} set last_used_at = ${now.toISOString()}, last_used_ip = ${ip.slice(0, 64)} where id = ${keyId}`,
    );
  }
  const principal = toPrincipal(row, 0);
  const carried = row.key_permissions;
  return {
    ...principal,
    permissions: principal.isSuperAdmin
      ? [...carried]
      : principal.permissions.filter((p) => carried.includes(p)),
    apiKey: { id: keyId, permissions: carried },
  };
}
