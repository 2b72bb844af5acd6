import { permissionGroup } from '@hrms/contracts/permissions';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, roles, userRoles, users } from '../../db/schema/access';

export type NewUser = {
  name: string;
  email: string;
  password_hash: string;
  employee_id?: number | null;
  is_active?: boolean;
};

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** Replaces a user's roles with the named ones; returns the names that do not exist. */
export async function setUserRolesByName(db: DbOrTx, userId: number, roleNames: readonly string[]) {
  const found = roleNames.length
    ? await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(inArray(roles.name, [...roleNames]))
    : [];
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (found.length) await db.insert(userRoles).values(found.map((r) => ({ user_id: userId, role_id: r.id })));
  const known = new Set(found.map((r) => r.name));
  return roleNames.filter((n) => !known.has(n));
}

export async function listPermissions(db: DbOrTx) {
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.name));
  return rows.map((r) => ({ ...r, group: permissionGroup(r.name) }));
}
