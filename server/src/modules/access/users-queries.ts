import type { UserListQuery } from '@hrms/contracts/access';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, signIns, userRoles, users, userTwoFactor } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type NewUser = {
  name: string;
  email: string;
  /** Null: an invited account, without a password until its holder chooses one. */
  password_hash: string | null;
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

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByEmployee(db: DbOrTx, employeeId: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employee_id, employeeId))
    .limit(1);
  return user ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** Several accounts in one statement (an import's chunk); answers them in the order given. */
export async function insertUsers(db: DbOrTx, values: readonly NewUser[]) {
  if (!values.length) return [];
  return db
    .insert(users)
    .values([...values])
    .returning({ id: users.id, email: users.email, employee_id: users.employee_id });
}

/** Gives each of the users one role, in one statement. */
export async function grantRoleToUsers(db: DbOrTx, userIds: readonly number[], roleId: number) {
  if (userIds.length) {
    await db
      .insert(userRoles)
      .values(userIds.map((user_id) => ({ user_id, role_id: roleId })))
      .onConflictDoNothing();
  }
}

export async function updateUserRow(db: DbOrTx, id: number, values: Partial<NewUser>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUserRow(db: DbOrTx, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

/** Where a sign-in came from, as the request says. */
export type SignInOrigin = { ip: string; user_agent: string | null };

/** A successful sign-in: the user's last sign-in time, and a row of their sign-in history. */
export async function recordLogin(db: DbOrTx, id: number, origin: SignInOrigin) {
  const at = new Date();
  await db.update(users).set({ last_login_at: at }).where(eq(users.id, id));
  await db.insert(signIns).values({
    user_id: id,
    at,
    ip: origin.ip.slice(0, 64),
    user_agent: origin.user_agent?.slice(0, 500) || null,
  });
}

/** A user's latest sign-ins, newest first. */
export async function recentSignIns(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ id: signIns.id, at: signIns.at, ip: signIns.ip, user_agent: signIns.user_agent })
    .from(signIns)
    .where(eq(signIns.user_id, userId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(limit);
}

/** Replaces a user's roles with the given role ids. */
export async function replaceUserRoles(db: DbOrTx, userId: number, roleIds: readonly number[]) {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length)
    await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

/** Replaces a user's roles with the named global ones (built-in roles); returns the names that do not exist. */
export async function setUserRolesByName(db: DbOrTx, userId: number, roleNames: readonly string[]) {
  const found = roleNames.length
    ? await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(inArray(roles.name, [...roleNames]), isNull(roles.company_id)))
    : [];
  await replaceUserRoles(
    db,
    userId,
    found.map((r) => r.id),
  );
  const known = new Set(found.map((r) => r.name));
  return roleNames.filter((n) => !known.has(n));
}

const holdsRole = (roleName: string) =>
  sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
              where ur.user_id = ${users.id} and r.name = ${roleName})`;

/** Active users holding super_admin, other than `exceptUserId`. */
export async function countOtherActiveSuperAdmins(db: DbOrTx, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.is_active, true), holdsRole(SUPER_ADMIN_ROLE), sql`${users.id} <> ${exceptUserId}`));
  return row?.n ?? 0;
}

function listConditions(scope: CompanyScope, q: Omit<UserListQuery, 'page' | 'per_page'>): SQL | undefined {
  return and(
    companyCondition(scope, employees.company_id),
    q.search
      ? or(ilike(users.name, containsPattern(q.search)), ilike(users.email, containsPattern(q.search)))
      : undefined,
    q.role ? holdsRole(q.role) : undefined,
    q.is_active === undefined ? undefined : eq(users.is_active, q.is_active),
  );
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  is_active: users.is_active,
  employee_id: users.employee_id,
  last_login_at: users.last_login_at,
  password_set: sql<boolean>`${users.password_hash} is not null`,
  two_factor_enabled: sql<boolean>`exists (select 1 from ${userTwoFactor} f
    where f.user_id = ${users.id} and f.confirmed_at is not null)`,
  created_at: users.created_at,
  updated_at: users.updated_at,
  employee: {
    id: employees.id,
    employee_id: employees.employee_id,
    first_name: employees.first_name,
    last_name: employees.last_name,
    job_title: employees.job_title,
    company_id: employees.company_id,
  },
  company: { id: companies.id, name: companies.name },
};

function selectUsers(db: DbOrTx) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .leftJoin(companies, eq(companies.id, employees.company_id));
}
export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export async function listUsers(db: DbOrTx, scope: CompanyScope, q: UserListQuery) {
  const where = listConditions(scope, q);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [stats] = await db
    .select({
      total_users: sql<number>`count(*)::int`,
      active_users: sql<number>`(count(*) filter (where ${users.is_active}))::int`,
      with_employee_records: sql<number>`(count(*) filter (where ${isNotNull(users.employee_id)}))::int`,
      super_admins: sql<number>`(count(*) filter (where ${holdsRole(SUPER_ADMIN_ROLE)}))::int`,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(where);
  return {
    rows,
    stats: stats ?? { total_users: 0, active_users: 0, with_employee_records: 0, super_admins: 0 },
  };
}

export async function findUserRow(db: DbOrTx, scope: CompanyScope, id: number): Promise<UserRow | null> {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), companyCondition(scope, employees.company_id)))
    .limit(1);
  return row ?? null;
}

/** Roles of several users in one query, keyed by user id. */
export async function rolesOfUsers(db: DbOrTx, userIds: number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(asc(roles.name));
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.user_id, list);
  }
  return byUser;
}
