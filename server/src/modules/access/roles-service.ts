import type { CreateRoleRequest, RoleItem, UpdateRoleRequest } from '@hrms/contracts/access';
import type { PageQuery } from '@hrms/contracts/common';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { changedFields, recordAudit, setChange } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import {
  deleteRoleRow,
  findRole,
  findRoleByName,
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

export async function listRolesPage(db: Db, q: PageQuery & { search?: string }) {
  const { rows, stats } = await listRoles(db, q);
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

async function loadRole(db: DbOrTx, id: number): Promise<RoleItem> {
  const row = await findRole(db, id);
  if (!row) throw notFound('Role');
  const perms = await permissionsOfRoles(db, [id]);
  return toRoleItem(row, perms.get(id) ?? []);
}

export const getRole = (db: Db, id: number) => loadRole(db, id);

/** Permission ids for names, or a 422 naming the ones that do not exist. */
async function permissionIds(db: DbOrTx, names: readonly string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  const found = await permissionsByName(db, unique);
  const known = new Set(found.map((p) => p.name));
  const unknown = unique.filter((n) => !known.has(n));
  if (unknown.length) throw fieldError('permissions', `Unknown permission: ${unknown.join(', ')}`);
  return found.map((p) => p.id);
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  if (await findRoleByName(db, name, exceptId)) throw fieldError('name', 'The name has already been taken.');
}

/** Roles are global (not a company's), so their audit events carry no company. */
const auditedRole = (id: number) => ({ entity_type: 'role' as const, entity_id: id, company_id: null });

export async function createRole(db: Db, principal: Principal, input: CreateRoleRequest): Promise<RoleItem> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const ids = await permissionIds(tx, input.permissions ?? []);
    const id = await insertRole(tx, { name: input.name, description: input.description || null });
    await replaceRolePermissions(tx, id, ids);
    const role = await loadRole(tx, id);
    await recordAudit(tx, principal, {
      action: 'role.created',
      ...auditedRole(id),
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
    const role = await loadRole(tx, id);
    if (input.guard_name !== undefined && input.guard_name !== role.guard_name) {
      throw fieldError('guard_name', 'The guard name cannot be changed.');
    }
    // Built-in roles are referred to by name (sign-in, seeding), so their names are fixed.
    if (role.is_system && input.name !== role.name) throw conflict('Built-in roles cannot be renamed');
    await assertNameFree(tx, input.name, id);
    const fields = {
      name: input.name,
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    };
    await updateRoleRow(tx, id, fields);
    const changes = changedFields(role, fields);
    if (Object.keys(changes).length) {
      await recordAudit(tx, principal, {
        action: 'role.updated',
        ...auditedRole(id),
        summary: `Updated role ${input.name} (${Object.keys(changes).join(', ')})`,
        changes,
      });
    }
    return loadRole(tx, id);
  });
}

export async function deleteRole(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await loadRole(tx, id);
    if (role.is_system) throw conflict('Built-in roles cannot be deleted');
    if (role.users_count > 0) {
      throw conflict(
        `This role is assigned to ${role.users_count} user${role.users_count === 1 ? '' : 's'}; remove it from them first`,
      );
    }
    await deleteRoleRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'role.deleted',
      ...auditedRole(id),
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
    const role = await loadRole(tx, id);
    if (role.name === SUPER_ADMIN_ROLE) throw conflict('The super_admin role always holds every permission');
    await replaceRolePermissions(tx, id, await permissionIds(tx, names));
    const updated = await loadRole(tx, id);
    const permissions = setChange(
      role.permissions.map((p) => p.name),
      updated.permissions.map((p) => p.name),
    );
    await recordAudit(tx, principal, {
      action: 'role.permissions_changed',
      ...auditedRole(id),
      summary: `Changed the permissions of role ${role.name}: ${permissions.added.length} added, ${permissions.removed.length} removed`,
      changes: { permissions },
    });
    return updated;
  });
}
