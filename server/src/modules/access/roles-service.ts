import type { CreateRoleRequest, RoleItem, UpdateRoleRequest } from '@hrms/contracts/access';
import type { PageQuery } from '@hrms/contracts/common';
import { SUPER_ADMIN_ROLE, ungrantablePermissions } from '@hrms/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { changedFields, recordAudit, setChange } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  deleteRoleRow,
  findClashingRoleName,
  findRole,
  insertRole,
  listRoles,
  permissionsByName,
  permissionsOfRoles,
  type RoleRow,
  replaceRolePermissions,
  updateRoleRow,
} from './roles-queries';

function toRoleItem(row: RoleRow, permissions: { id: number; name: string }[]): RoleItem {
  return {
    ...row,
    permissions,
    permissions_count: permissions.length,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listRolesPage(db: Db, principal: Principal, q: PageQuery & { search?: string }) {
  const { rows, stats } = await listRoles(db, companyScope(principal), q);
  const perms = await permissionsOfRoles(
    db,
    rows.map((r) => r.id),
  );
  const page = paged(
    rows.map((r) => toRoleItem(r, perms.get(r.id) ?? [])),
    stats.total_roles,
    q.page,
    q.per_page,
  );
  return { ...page, summary: stats };
}

/** A role the caller may see (global, or of their company); 404 for another company's. */
async function loadRole(db: DbOrTx, principal: Principal, id: number): Promise<RoleItem> {
  const row = await findRole(db, companyScope(principal), id);
  if (!row) throw notFound('Role');
  const perms = await permissionsOfRoles(db, [id]);
  return toRoleItem(row, perms.get(id) ?? []);
}

export const getRole = (db: Db, principal: Principal, id: number) => loadRole(db, principal, id);

/** A role the caller may change: global roles are shared by every company, so only a super admin changes them. */
async function loadChangeableRole(db: DbOrTx, principal: Principal, id: number): Promise<RoleItem> {
  const role = await loadRole(db, principal, id);
  if (role.company_id === null && !principal.isSuperAdmin) {
    throw forbidden('Only a super admin can change a role shared by every company');
  }
  return role;
}

/** Nobody grants a permission they do not hold, and only a super admin grants a platform-wide one. */
export function assertMayGrant(principal: Principal, names: readonly string[]) {
  const refused = ungrantablePermissions(principal, names);
  if (refused.length) {
    throw forbidden(
      `You cannot grant permissions you do not hold: ${[...new Set(refused)].sort().join(', ')}`,
    );
  }
}

/** The company a new role belongs to: the caller's own, or for a super admin the one asked for (none: global). */
function newRoleCompany(principal: Principal, requested: number | null | undefined): number | null {
  if (principal.isSuperAdmin) return requested ?? null;
  if (principal.companyId === null)
    throw forbidden('Only a super admin can create a role shared by every company');
  if (requested != null && requested !== principal.companyId) throw notFound('Company');
  return principal.companyId;
}

/** Permission ids for names, or a 422 naming the ones that do not exist. */
async function permissionIds(db: DbOrTx, names: readonly string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  const found = await permissionsByName(db, unique);
  const known = new Set(found.map((p) => p.name));
  const unknown = unique.filter((n) => !known.has(n));
  if (unknown.length) throw fieldError('permissions', `Unknown permission: ${unknown.join(', ')}`);
  return found.map((p) => p.id);
}

async function assertNameFree(db: DbOrTx, name: string, companyId: number | null, exceptId?: number) {
  if (await findClashingRoleName(db, name, companyId, exceptId)) {
    throw fieldError('name', 'The name has already been taken.');
  }
}

/** A role's audit events carry its company (none for a global role, which only super admins then read). */
const auditedRole = (role: { id: number; company_id: number | null }) => ({
  entity_type: 'role' as const,
  entity_id: role.id,
  company_id: role.company_id,
});

export async function createRole(db: Db, principal: Principal, input: CreateRoleRequest): Promise<RoleItem> {
  const companyId = newRoleCompany(principal, input.company_id);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name, companyId);
    const ids = await permissionIds(tx, input.permissions ?? []);
    assertMayGrant(principal, input.permissions ?? []);
    const id = await insertRole(tx, {
      name: input.name,
      description: input.description || null,
      company_id: companyId,
    });
    await replaceRolePermissions(tx, id, ids);
    const role = await loadRole(tx, principal, id);
    await recordAudit(tx, principal, {
      action: 'role.created',
      ...auditedRole(role),
      summary: `Created role ${role.name}`,
      changes: {
        name: role.name,
        description: role.description,
        permissions: role.permissions.map((p) => p.name).sort(),
      },
    });
    return role;
  });
}

export async function updateRole(
  db: Db,
  principal: Principal,
  id: number,
  input: UpdateRoleRequest,
): Promise<RoleItem> {
  return db.transaction(async (tx) => {
    const role = await loadChangeableRole(tx, principal, id);
    if (input.guard_name !== undefined && input.guard_name !== role.guard_name) {
      throw fieldError('guard_name', 'The guard name cannot be changed.');
    }
    // Built-in roles are referred to by name (sign-in, seeding), so their names are fixed.
    if (role.is_system && input.name !== role.name) throw conflict('Built-in roles cannot be renamed');
    await assertNameFree(tx, input.name, role.company_id, id);
    const fields = {
      name: input.name,
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    };
    await updateRoleRow(tx, id, fields);
    const changes = changedFields(role, fields);
    if (Object.keys(changes).length) {
      await recordAudit(tx, principal, {
        action: 'role.updated',
        ...auditedRole(role),
        summary: `Updated role ${input.name} (${Object.keys(changes).join(', ')})`,
        changes,
      });
    }
    return loadRole(tx, principal, id);
  });
}

export async function deleteRole(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await loadChangeableRole(tx, principal, id);
    if (role.is_system) throw conflict('Built-in roles cannot be deleted');
    if (role.users_count > 0) {
      throw conflict(
        `This role is assigned to ${role.users_count} user${role.users_count === 1 ? '' : 's'}; remove it from them first`,
      );
    }
    await deleteRoleRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'role.deleted',
      ...auditedRole(role),
      summary: `Deleted role ${role.name}`,
      changes: { name: role.name, permissions: role.permissions.map((p) => p.name).sort() },
    });
  });
}

export async function assignPermissions(
  db: Db,
  principal: Principal,
  id: number,
  names: readonly string[],
): Promise<RoleItem> {
  return db.transaction(async (tx) => {
    const role = await loadChangeableRole(tx, principal, id);
    if (role.name === SUPER_ADMIN_ROLE) throw conflict('The super_admin role always holds every permission');
    const held = role.permissions.map((p) => p.name);
    const ids = await permissionIds(tx, names);
    // Only what is added is a grant: a permission the role keeps, or loses, grants nothing.
    assertMayGrant(
      principal,
      names.filter((n) => !held.includes(n)),
    );
    await replaceRolePermissions(tx, id, ids);
    const updated = await loadRole(tx, principal, id);
    const permissions = setChange(
      held,
      updated.permissions.map((p) => p.name),
    );
    await recordAudit(tx, principal, {
      action: 'role.permissions_changed',
      ...auditedRole(role),
      summary: `Changed the permissions of role ${role.name}: ${permissions.added.length} added, ${permissions.removed.length} removed`,
      changes: { permissions },
    });
    return updated;
  });
}
