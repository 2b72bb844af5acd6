import { permissionGroup } from '@hrms/contracts/permissions';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/access';
import type { CompanyScope } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export async function listPermissions(db: DbOrTx) {
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.name));
  return rows.map((r) => ({ ...r, group: permissionGroup(r.name) }));
}

export async function permissionsByName(db: DbOrTx, names: readonly string[]) {
  if (!names.length) return [];
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
}

/** The roles a caller may see: the global ones, and those of the companies in their scope. */
function visibleRoles(scope: CompanyScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return isNull(roles.company_id);
  return or(isNull(roles.company_id), eq(roles.company_id, scope.companyId));
}

export async function rolesByIdsOrNames(db: DbOrTx, scope: CompanyScope, ids: number[], names: string[]) {
  if (!ids.length && !names.length) return [];
  return db
    .select({ id: roles.id, name: roles.name, company_id: roles.company_id })
    .from(roles)
    .where(
      and(
        visibleRoles(scope),
        or(
          ids.length ? inArray(roles.id, ids) : undefined,
          names.length ? inArray(roles.name, names) : undefined,
        ),
      ),
    );
}

/**
 * The roles named that a company's people can hold (global ones and the company's own), each with the permission
 * names it carries: for settings that give a role to people (the sign-in policy's roles, single sign-on's
 * accounts made at first sign-in). Names not answered do not exist for the company.
 */
export async function companyRolesNamed(db: DbOrTx, companyId: number, names: readonly string[]) {
  if (!names.length) return [];
  return db
    .select({
      name: roles.name,
      permissions: sql<
        string[]
      >`coalesce(array_agg(${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(
      and(inArray(roles.name, [...names]), or(isNull(roles.company_id), eq(roles.company_id, companyId))),
    )
    .groupBy(roles.name);
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  guard_name: roles.guard_name,
  is_system: roles.is_system,
  company_id: roles.company_id,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
  users_count: sql<number>`(select count(*)::int from ${userRoles} ur where ur.role_id = ${roles}.id)`,
};

const searchCondition = (search: string | undefined) =>
  search
    ? or(ilike(roles.name, containsPattern(search)), ilike(roles.description, containsPattern(search)))
    : undefined;

export async function listRoles(
  db: DbOrTx,
  scope: CompanyScope,
  q: { page: number; per_page: number; search?: string },
) {
  const where = and(visibleRoles(scope), searchCondition(q.search));
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(where)
    .orderBy(asc(roles.id))
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [stats] = await db
    .select({
      total_roles: sql<number>`count(*)::int`,
      system_roles: sql<number>`(count(*) filter (where ${roles.is_system}))::int`,
      custom_roles: sql<number>`(count(*) filter (where not ${roles.is_system}))::int`,
      avg_permissions: sql<number>`coalesce(round(avg((select count(*) from ${rolePermissions} rp where rp.role_id = ${roles}.id))), 0)::int`,
    })
    .from(roles)
    .where(where);
  return { rows, stats: stats ?? { total_roles: 0, system_roles: 0, custom_roles: 0, avg_permissions: 0 } };
}
export type RoleRow = Awaited<ReturnType<typeof listRoles>>['rows'][number];

export async function findRole(db: DbOrTx, scope: CompanyScope, id: number): Promise<RoleRow | null> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), visibleRoles(scope)))
    .limit(1);
  return row ?? null;
}

/**
 * A role whose name a role of `companyId` cannot take: a global role's (built-in names are how sign-in and
 * the checks know them) or another role's of the same company.
 */
export async function findClashingRoleName(
  db: DbOrTx,
  name: string,
  companyId: number | null,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        companyId === null ? undefined : or(isNull(roles.company_id), eq(roles.company_id, companyId)),
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Permissions of several roles in one query, keyed by role id. */
export async function permissionsOfRoles(db: DbOrTx, roleIds: number[]) {
  const byRole = new Map<number, { id: number; name: string }[]>();
  if (!roleIds.length) return byRole;
  const rows = await db
    .select({ role_id: rolePermissions.role_id, id: permissions.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(inArray(rolePermissions.role_id, roleIds))
    .orderBy(asc(permissions.name));
  for (const r of rows) {
    const list = byRole.get(r.role_id) ?? [];
    list.push({ id: r.id, name: r.name });
    byRole.set(r.role_id, list);
  }
  return byRole;
}

export async function insertRole(
  db: DbOrTx,
  values: { name: string; description: string | null; company_id: number | null },
) {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('role insert returned no row');
  return row.id;
}

export async function updateRoleRow(
  db: DbOrTx,
  id: number,
  values: { name: string; description?: string | null },
) {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

export async function deleteRoleRow(db: DbOrTx, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}

export async function replaceRolePermissions(db: DbOrTx, roleId: number, permissionIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (permissionIds.length) {
    await db
      .insert(rolePermissions)
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })));
  }
  // Touch the role so its updated_at tells when its permissions last changed.
  await db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, roleId));
}
