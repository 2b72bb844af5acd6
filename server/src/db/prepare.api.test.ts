import { PERMISSIONS } from '@hrms/contracts/permissions';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from './client';
import { migrate } from './migrate';
import { prepareDatabase } from './prepare';
import { permissions, rolePermissions, roles, users } from './schema/access';
import { employees } from './schema/employees';
import { companies, countries } from './schema/organisation';

async function countOf(
  database: Database,
  table: typeof users | typeof companies | typeof permissions | typeof employees,
) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function permissionsOfRole(database: Database, roleName: string) {
  const rows = await database.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(roles.name, roleName));
  return rows.map((r) => r.name).sort();
}

describe('preparing a database at start-up', () => {
  let database: Database;
  afterEach(() => database.close());

  it('migrates and seeds reference data without demo data when SEED_DEMO is off', async () => {
    database = await openTestDatabase();
    expect(await prepareDatabase(database.db, { seedDemo: false })).toEqual({ seededDemo: false });
    expect(await countOf(database, permissions)).toBe(PERMISSIONS.length);
    expect(await countOf(database, companies)).toBe(0);
    expect(await countOf(database, users)).toBe(0);
    const roleNames = (await database.db.select({ name: roles.name }).from(roles)).map((r) => r.name).sort();
    expect(roleNames).toEqual(['admin', 'employee', 'hr_manager', 'super_admin']);
    expect(await permissionsOfRole(database, 'hr_manager')).not.toContain('manage-roles');
    expect(await permissionsOfRole(database, 'employee')).toEqual(
      [
        'apply-leave',
        'view-attendance',
        'view-dashboard',
        'view-job-postings',
        'view-leaves',
        'view-payroll',
      ].sort(),
    );
  });

  // Seeding the whole demo company (its payroll months processed) passed the suite's 30 s on a loaded 2-core
  // machine; the time is not what this checks.
  it('seeds demo data once and changes nothing when run again', { timeout: 120_000 }, async () => {
    database = await openTestDatabase();
    expect(await prepareDatabase(database.db, { seedDemo: true })).toEqual({ seededDemo: true });
    const before = {
      users: await countOf(database, users),
      employees: await countOf(database, employees),
      permissions: await countOf(database, permissions),
    };
    expect(before.users).toBe(3);
    expect(before.employees).toBeGreaterThanOrEqual(10);
    expect(await prepareDatabase(database.db, { seedDemo: true })).toEqual({ seededDemo: false });
    expect({
      users: await countOf(database, users),
      employees: await countOf(database, employees),
      permissions: await countOf(database, permissions),
    }).toEqual(before);
    const [india] = await database.db.select().from(countries).where(eq(countries.id, 1));
    expect(india).toEqual({ id: 1, name: 'India', currency_code: 'INR', currency_symbol: '₹' });
    // The sequence was moved past the seeded ids, so a new country gets id 3.
    const [added] = await database.db
      .insert(countries)
      .values({ name: 'Singapore', currency_code: 'SGD', currency_symbol: 'S$' })
      .returning();
    expect(added?.id).toBe(3);
  });

  it('keeps an administrator’s change to a built-in role across restarts', async () => {
    database = await openTestDatabase();
    await prepareDatabase(database.db, { seedDemo: false });
    const [hr] = await database.db.select().from(roles).where(eq(roles.name, 'hr_manager'));
    const [perm] = await database.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, 'delete-employees'));
    if (!hr || !perm) throw new Error('seed missing');
    await database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, hr.id), eq(rolePermissions.permission_id, perm.id)));
    await prepareDatabase(database.db, { seedDemo: false });
    expect(await permissionsOfRole(database, 'hr_manager')).not.toContain('delete-employees');
  });

  it('grants a permission new to the catalogue to the built-in roles that include it', async () => {
    database = await openTestDatabase();
    await prepareDatabase(database.db, { seedDemo: false });
    // As if this permission had been added by an upgrade: remove it, then start again.
    await database.db.delete(permissions).where(eq(permissions.name, 'view-analytics'));
    await prepareDatabase(database.db, { seedDemo: false });
    expect(await permissionsOfRole(database, 'hr_manager')).toContain('view-analytics');
    expect(await permissionsOfRole(database, 'admin')).toContain('view-analytics');
    expect(await permissionsOfRole(database, 'employee')).not.toContain('view-analytics');
  });

  it('lets several instances migrate the same database at once', async () => {
    database = await openTestDatabase();
    await Promise.all([migrate(database.db), migrate(database.db), migrate(database.db)]);
    expect(await countOf(database, companies)).toBe(0);
  });
});
