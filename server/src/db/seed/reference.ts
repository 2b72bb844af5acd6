import { PERMISSIONS } from '@hrms/contracts/permissions';
import { BUILT_IN_ROLE_DESCRIPTIONS, BUILT_IN_ROLE_PERMISSIONS, BUILT_IN_ROLES } from '@hrms/contracts/roles';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { permissions, rolePermissions, roles } from '../schema/access';
import { countries } from '../schema/organisation';
import { seedChecklistTemplates } from './checklists';
import { seedCompensation } from './compensation';
import { seedDocumentTypes } from './documents';
import { seedLeaveTypes } from './leave';
import { seedLetterTemplates } from './letters';
import { seedReimbursementCategories } from './reimbursements';

const COUNTRIES = [
  { id: 1, name: 'India', currency_code: 'INR', currency_symbol: '₹' },
  { id: 2, name: 'United States', currency_code: 'USD', currency_symbol: '$' },
];

// Every instance seeds at start-up; the lock makes concurrent starts take turns.
const SEED_LOCK = 7_210_302;

/**
 * Reference data every database needs, safe to run on every start. Built-in roles get their default
 * permissions when the role is created, and later only the permissions that are new to the catalogue,
 * so an administrator's changes to a built-in role survive restarts and upgrades.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);

    await tx.insert(countries).values(COUNTRIES).onConflictDoNothing();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`,
    );
    await seedCompensation(tx);
    await seedLeaveTypes(tx);
    await seedReimbursementCategories(tx);
    await seedDocumentTypes(tx);
    await seedLetterTemplates(tx);

    const newPermissions = await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: permissions.id, name: permissions.name });
    const newPermissionNames = new Set(newPermissions.map((p) => p.name));

    for (const roleName of BUILT_IN_ROLES) {
      const created = await tx
        .insert(roles)
        .values({ name: roleName, description: BUILT_IN_ROLE_DESCRIPTIONS[roleName], is_system: true })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      const defaults = BUILT_IN_ROLE_PERMISSIONS[roleName];
      const toGrant = created.length ? defaults : defaults.filter((p) => newPermissionNames.has(p));
      if (!toGrant.length) continue;
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (!role) throw new Error(`built-in role ${roleName} missing after insert`);
      const granted = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...toGrant]));
      await tx
        .insert(rolePermissions)
        .values(granted.map((p) => ({ role_id: role.id, permission_id: p.id })))
        .onConflictDoNothing();
    }
    // Their tasks name the built-in roles, made just above.
    await seedChecklistTemplates(tx);
  });
}
