import {
  type CreateUserRequest,
  type UpdateUserRequest,
  USER_ACTIVITY_LIMIT,
  type UserActivity,
  type UserDetail,
  type UserListQuery,
  type UserSummary,
} from '@hrms/contracts/access';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import type { BuiltInRole } from '@hrms/contracts/roles';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { changedFields, recordAudit, recordAudits, setChange } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import { can, type Principal } from '../../platform/auth/principal';
import { revokeAllTokensOf, rolesAndPermissionsOf } from '../../platform/auth/sessions';
import { conflict, fieldError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { auditTrailPage } from '../audit/public';
import { employeeCompany } from '../employees/public';
import { permissionsOfRoles, rolesByIdsOrNames } from './roles-queries';
import { assertMayGrant } from './roles-service';
import {
  countOtherActiveSuperAdmins,
  deleteUserRow,
  findUserByEmail,
  findUserByEmployee,
  findUserRow,
  grantRoleToUsers,
  insertUser,
  insertUsers,
  listUsers,
  recentSignIns,
  replaceUserRoles,
  rolesOfUsers,
  setUserRolesByName,
  type UserRow,
  updateUserRow,
} from './users-queries';

function toUserSummary(row: UserRow, roles: { id: number; name: string }[]): UserSummary {
  const { employee, company, ...user } = row;
  return {
    ...user,
    employee: employee && company ? { ...employee, company } : null,
    roles,
    last_login_at: user.last_login_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}

export async function listUsersPage(db: Db, principal: Principal, q: UserListQuery) {
  const { rows, stats } = await listUsers(db, companyScope(principal), q);
  const roles = await rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  const page = paged(
    rows.map((r) => toUserSummary(r, roles.get(r.id) ?? [])),
    stats.total_users,
    q.page,
    q.per_page,
  );
  return { ...page, summary: stats };
}

/** A user the caller may see, with roles; 404 outside the caller's company. */
async function loadUser(db: DbOrTx, principal: Principal, id: number): Promise<UserSummary> {
  const row = await findUserRow(db, companyScope(principal), id);
  if (!row) throw notFound('User');
  const roles = await rolesOfUsers(db, [id]);
  return toUserSummary(row, roles.get(id) ?? []);
}

export async function getUser(db: Db, principal: Principal, id: number): Promise<UserDetail> {
  const user = await loadUser(db, principal, id);
  const { permissions } = await rolesAndPermissionsOf(db, id);
  return { ...user, permissions };
}

/** A user's latest actions (with view-audit-trail, within the caller's scope) and sign-ins; 404 outside scope. */
export async function getUserActivity(db: Db, principal: Principal, id: number): Promise<UserActivity> {
  await loadUser(db, principal, id);
  const latest = { page: 1, per_page: USER_ACTIVITY_LIMIT };
  const actions = can(principal, 'view-audit-trail')
    ? (await auditTrailPage(db, principal, { ...latest, user_id: id })).data.map(
        ({ id, action, entity_type, entity_id, summary, at }) => ({
          id,
          action,
          entity_type,
          entity_id,
          summary,
          at,
        }),
      )
    : null;
  const signIns = await recentSignIns(db, id, USER_ACTIVITY_LIMIT);
  return { actions, sign_ins: signIns.map((s) => ({ ...s, at: s.at.toISOString() })) };
}

const isSuperAdmin = (user: UserSummary) => user.roles.some((r) => r.name === SUPER_ADMIN_ROLE);

/** The audit trail's reference to a user: its id and its company (through the linked employee). */
const auditedUser = (user: UserSummary) => ({
  entity_type: 'user' as const,
  entity_id: user.id,
  company_id: user.employee?.company.id ?? null,
});

/** Only a super admin may change a super admin's account. */
function assertMayManage(principal: Principal, target: UserSummary) {
  if (isSuperAdmin(target) && !principal.isSuperAdmin) {
    throw forbidden('Only a super admin can change a super admin account');
  }
}

/** The last active super admin must stay active and keep the role, or nobody could administer the system. */
async function assertAnotherSuperAdminRemains(db: DbOrTx, target: UserSummary) {
  if (target.is_active && isSuperAdmin(target) && (await countOtherActiveSuperAdmins(db, target.id)) === 0) {
    throw conflict('At least one active super admin must remain');
  }
}

/** The employee a user is linked to must exist in the caller's scope and have no other account. */
async function assertEmployeeLinkable(db: DbOrTx, principal: Principal, employeeId: number, userId?: number) {
  const companyId = await employeeCompany(db, employeeId);
  if (companyId === null || !isInCompanyScope(companyScope(principal), companyId)) {
    throw fieldError('employee_id', 'The selected employee id is invalid.');
  }
  const holder = await findUserByEmployee(db, employeeId);
  if (holder && holder.id !== userId)
    throw fieldError('employee_id', 'This employee already has a user account.');
}

async function assertEmailFree(db: DbOrTx, email: string, userId?: number) {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== userId) throw fieldError('email', 'The email has already been taken.');
}

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  employee_id?: number | null;
  is_active?: boolean;
};

/**
 * Creates a sign-in account with the given roles, in one transaction (used by registration and the CLI too,
 * where nobody signed in makes the change: `actor` null).
 */
export async function createUser(
  db: Db,
  input: NewAccount,
  roleNames: readonly string[],
  actor: Principal | null = null,
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const user = await insertUser(tx, {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      password_hash: passwordHash,
      employee_id: input.employee_id ?? null,
      is_active: input.is_active ?? true,
    });
    const unknown = await setUserRolesByName(tx, user.id, roleNames);
    if (unknown.length) throw fieldError('roles', `Unknown role: ${unknown.join(', ')}`);
    await recordAudit(tx, actor, {
      action: 'user.created',
      entity_type: 'user',
      entity_id: user.id,
      company_id: user.employee_id === null ? null : await employeeCompany(tx, user.employee_id),
      summary: `Created user ${user.email}`,
      changes: {
        name: user.name,
        email: user.email,
        employee_id: user.employee_id,
        is_active: user.is_active,
        roles: [...roleNames],
      },
    });
    return user;
  });
}

/** An administrator creates an account; anyone but a super admin must link it to an employee of their company. */
export async function createUserAccount(
  db: Db,
  principal: Principal,
  input: CreateUserRequest,
): Promise<UserDetail> {
  if (input.employee_id) await assertEmployeeLinkable(db, principal, input.employee_id);
  else if (!principal.isSuperAdmin) throw fieldError('employee_id', 'The employee field is required.');
  const user = await createUser(db, input, [], principal);
  return getUser(db, principal, user.id);
}

export async function updateUserAccount(
  db: Db,
  principal: Principal,
  id: number,
  input: UpdateUserRequest,
): Promise<UserDetail> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const target = await loadUser(tx, principal, id);
    assertMayManage(principal, target);
    await assertEmailFree(tx, input.email, id);
    if (input.employee_id) await assertEmployeeLinkable(tx, principal, input.employee_id, id);
    else if (input.employee_id === null && !principal.isSuperAdmin) {
      throw fieldError('employee_id', 'The employee field is required.');
    }
    const deactivating = input.is_active === false && target.is_active;
    if (deactivating) await assertMayDeactivate(tx, principal, target);
    const fields = {
      name: input.name,
      email: input.email.toLowerCase(),
      ...(input.employee_id !== undefined ? { employee_id: input.employee_id } : {}),
      ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
    };
    await updateUserRow(tx, id, { ...fields, ...(passwordHash ? { password_hash: passwordHash } : {}) });
    // A new password or a deactivation ends every session the user holds.
    if (deactivating || passwordHash) await revokeAllTokensOf(tx, id);
    const changes = changedFields(target, fields);
    if (Object.keys(changes).length) {
      await recordAudit(tx, principal, {
        action: 'user.updated',
        ...auditedUser(target),
        summary: `Updated user ${fields.email} (${Object.keys(changes).join(', ')})`,
        changes,
      });
    }
    if (passwordHash) {
      await recordAudit(tx, principal, {
        action: 'user.password_changed',
        ...auditedUser(target),
        summary: `Changed the password of ${fields.email}; their sessions were ended`,
      });
    }
  });
  return getUser(db, principal, id);
}

async function assertMayDeactivate(db: DbOrTx, principal: Principal, target: UserSummary) {
  if (target.id === principal.userId) throw conflict('You cannot deactivate your own account');
  await assertAnotherSuperAdminRemains(db, target);
}

export async function toggleUserStatus(db: Db, principal: Principal, id: number): Promise<UserDetail> {
  await db.transaction(async (tx) => {
    const target = await loadUser(tx, principal, id);
    assertMayManage(principal, target);
    if (target.is_active) {
      await assertMayDeactivate(tx, principal, target);
      await revokeAllTokensOf(tx, id);
    }
    await updateUserRow(tx, id, { is_active: !target.is_active });
    await recordAudit(tx, principal, {
      action: target.is_active ? 'user.deactivated' : 'user.activated',
      ...auditedUser(target),
      summary: `${target.is_active ? 'Deactivated' : 'Activated'} user ${target.email}`,
      changes: { is_active: { from: target.is_active, to: !target.is_active } },
    });
  });
  return getUser(db, principal, id);
}

export async function deleteUserAccount(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await loadUser(tx, principal, id);
    if (target.id === principal.userId) throw conflict('You cannot delete your own account');
    assertMayManage(principal, target);
    await assertAnotherSuperAdminRemains(tx, target);
    await deleteUserRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'user.deleted',
      ...auditedUser(target),
      summary: `Deleted user ${target.email}`,
      changes: { name: target.name, email: target.email, roles: target.roles.map((r) => r.name) },
    });
  });
}

/** Replaces a user's roles. Accepts role ids (numbers or numeric strings) and role names. */
export async function assignUserRoles(
  db: Db,
  principal: Principal,
  id: number,
  requested: readonly (number | string)[],
): Promise<UserDetail> {
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const r of requested) {
    if (typeof r === 'number') ids.add(r);
    else if (/^\d+$/.test(r)) ids.add(Number(r));
    else names.add(r);
  }
  await db.transaction(async (tx) => {
    const target = await loadUser(tx, principal, id);
    assertMayManage(principal, target);
    // A company's role is held only by people of that company; global roles by anyone.
    const targetCompany = target.employee?.company.id ?? null;
    const found = (await rolesByIdsOrNames(tx, companyScope(principal), [...ids], [...names])).filter(
      (r) => r.company_id === null || r.company_id === targetCompany,
    );
    const unknown = [
      ...[...ids].filter((i) => !found.some((r) => r.id === i)),
      ...[...names].filter((n) => !found.some((r) => r.name === n)),
    ];
    if (unknown.length) throw validationFailed({ roles: [`Unknown role: ${unknown.join(', ')}`] });
    const grantsSuperAdmin = found.some((r) => r.name === SUPER_ADMIN_ROLE);
    if (grantsSuperAdmin && !principal.isSuperAdmin) {
      throw forbidden('Only a super admin can grant the super_admin role');
    }
    if (!grantsSuperAdmin) await assertAnotherSuperAdminRemains(tx, target);
    // Giving someone a role grants them its permissions: the same rule as granting them to a role.
    const added = found.filter((r) => !target.roles.some((held) => held.id === r.id)).map((r) => r.id);
    const grantedByAdded = [...(await permissionsOfRoles(tx, added)).values()].flat().map((p) => p.name);
    assertMayGrant(principal, grantedByAdded);
    await replaceUserRoles(
      tx,
      id,
      found.map((r) => r.id),
    );
    const roles = setChange(
      target.roles.map((r) => r.name),
      found.map((r) => r.name),
    );
    await recordAudit(tx, principal, {
      action: 'user.roles_changed',
      ...auditedUser(target),
      summary: `Set the roles of ${target.email} to ${found.map((r) => r.name).join(', ') || 'none'}`,
      changes: { roles },
    });
  });
  return getUser(db, principal, id);
}

/** A user the caller may manage: in their companies, and a super admin only for a super admin. */
export async function managedUser(db: DbOrTx, principal: Principal, id: number): Promise<UserSummary> {
  const target = await loadUser(db, principal, id);
  assertMayManage(principal, target);
  return target;
}

/** An employee given a sign-in account by an import. */
export type EmployeeAccount = { employeeId: number; name: string; email: string; companyId: number };

/**
 * Accounts for employees, each linked to its employee with the built-in employee role and no password (the
 * holder chooses one through an invitation's link), written together in the caller's transaction. The caller
 * must hold manage-users and every permission of the employee role (nobody grants what they do not hold); the
 * caller has checked that each email and employee is free of an account. Answers the new users' ids.
 */
export async function createEmployeeAccounts(
  tx: DbOrTx,
  principal: Principal,
  people: readonly EmployeeAccount[],
): Promise<number[]> {
  if (!people.length) return [];
  if (!can(principal, 'manage-users')) throw forbidden(CREATE_ACCOUNTS_NEEDS);
  const [role] = (await rolesByIdsOrNames(tx, companyScope(principal), [], [EMPLOYEE_ROLE])).filter(
    (r) => r.company_id === null,
  );
  if (!role) throw conflict(`The built-in ${EMPLOYEE_ROLE} role is missing`);
  assertMayGrant(principal, (await permissionsOfRoles(tx, [role.id])).get(role.id)?.map((p) => p.name) ?? []);
  const made = await insertUsers(
    tx,
    people.map((p) => ({
      name: p.name,
      email: p.email.trim().toLowerCase(),
      password_hash: null,
      employee_id: p.employeeId,
    })),
  );
  await grantRoleToUsers(
    tx,
    made.map((u) => u.id),
    role.id,
  );
  await recordAudits(
    tx,
    principal,
    made.map((u, i) => ({
      action: 'user.created',
      entity_type: 'user',
      entity_id: u.id,
      company_id: people[i]?.companyId ?? null,
      summary: `Created user ${u.email} for an imported employee; an invitation to choose a password was mailed`,
      changes: { email: u.email, employee_id: u.employee_id, roles: [EMPLOYEE_ROLE], invited: true },
    })),
  );
  return made.map((u) => u.id);
}

export const CREATE_ACCOUNTS_NEEDS = 'Creating sign-in accounts needs the manage-users permission.';
const EMPLOYEE_ROLE = 'employee' satisfies BuiltInRole;
