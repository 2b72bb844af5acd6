import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { buildApp } from '../app';
import { hashPassword } from '../platform/auth/password';
import { type Database, rawRows } from './client';
import { migrate } from './migrate';
import { prepareDatabase } from './prepare';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const PASSWORD = 'Migrated@12345';

/**
 * A DROP TABLE or DROP COLUMN loses data for good; one may only ship with a comment in the same
 * statement saying why that is safe. Returns the statements that have none.
 */
function unexplainedDrops(migrationSql: string): string[] {
  return migrationSql
    .split('--> statement-breakpoint')
    .filter((statement) => /\bdrop\s+(table|column)\b/i.test(statement.replace(/^\s*--.*$/gm, '')))
    .filter((statement) => !/^\s*--/m.test(statement))
    .map((statement) => statement.trim());
}

/** Every row of every table, keyed by table, as JSON: what each later migration must keep. */
async function snapshot(database: Database) {
  const tables = await rawRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'`,
  );
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of tables) {
    rows[name] = (
      await rawRows<{ row: Record<string, unknown> }>(
        database.db,
        sql.raw(`select to_jsonb(t) as row from "${name}" t order by 1`),
      )
    ).map((r) => r.row);
  }
  return rows;
}

/** The rows as they were, narrowed to the columns they had then (a migration may add columns). */
function keptRows(before: Record<string, Record<string, unknown>[]>, after: typeof before) {
  return Object.fromEntries(
    Object.entries(before).map(([table, rows]) => [
      table,
      (after[table] ?? []).map((row) =>
        Object.fromEntries(Object.keys(rows[0] ?? {}).map((column) => [column, row[column]])),
      ),
    ]),
  );
}

/** Demo-like data the foundation schema can hold: a company with a branch, a department and a signed-in employee. */
async function insertFoundationData(database: Database) {
  const statements = [
    sql`insert into countries (id, name, currency_code, currency_symbol) values (1, 'India', 'INR', '₹')`,
    sql`insert into companies (name, legal_name, registration_number, tax_id, country_id, email, phone,
          address_line1, city, state, postal_code, address_country)
        values ('Early Co', 'Early Co Private Limited', 'U72900MH2015PTC000001', 'AAACE0001A', 1,
          'hello@early.test', '+91 22 4000 0000', '1 First Road', 'Mumbai', 'Maharashtra', '400001', 'India')`,
    sql`insert into branches (company_id, name, code, email, phone, street, city, state, postal_code, country)
        values (1, 'Mumbai', 'MUM', 'mumbai@early.test', '+91 22 4000 0001', '1 First Road', 'Mumbai',
          'Maharashtra', '400001', 'India')`,
    sql`insert into departments (company_id, branch_id, name, code) values (1, 1, 'Engineering', 'ENG')`,
    sql`insert into employees (employee_id, first_name, last_name, email, company_id, branch_id, department_id,
          hire_date)
        values ('EMP001', 'Meera', 'Iyer', 'meera@early.test', 1, 1, 1, '2024-04-01')`,
    sql`insert into roles (name, is_system) values ('hr_manager', true)`,
    sql`insert into permissions (name) values ('view-employees')`,
    sql`insert into role_permissions (role_id, permission_id) values (1, 1)`,
    sql`insert into users (name, email, password_hash, employee_id)
        values ('Meera Iyer', 'meera@early.test', ${await hashPassword(PASSWORD)}, 1)`,
    sql`insert into user_roles (user_id, role_id) values (1, 1)`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

describe('migrations', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('keep every row when applied one at a time from the first to the last over data from the first', async () => {
    database = await openTestDatabase();
    const migrations = readMigrationFiles({ migrationsFolder });
    expect(migrations.length).toBeGreaterThan(1);
    // The same bookkeeping as migrate(), one migration per step, so the last step can hand over to it.
    await database.db.execute(sql`create table schema_migrations (
      hash text primary key, tag_millis bigint not null, applied_at timestamptz not null default now())`);
    let before: Awaited<ReturnType<typeof snapshot>> | null = null;
    for (const [i, m] of migrations.entries()) {
      await database.db.transaction(async (tx) => {
        for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into schema_migrations (hash, tag_millis) values (${m.hash}, ${m.folderMillis})`,
        );
      });
      if (i === 0) await insertFoundationData(database);
      const after = await snapshot(database);
      if (before) expect(keptRows(before, after), `after migration ${i}`).toEqual(before);
      before = after;
    }
    expect(before?.employees).toHaveLength(1);

    // Starting the server on the migrated database changes nothing that was there, and the user signs in.
    await migrate(database.db);
    await prepareDatabase(database.db, { seedDemo: true });
    const started = await snapshot(database);
    expect(started.companies).toHaveLength(1);
    expect((started.employees ?? [])[0]).toMatchObject({ employee_id: 'EMP001', first_name: 'Meera' });
    const app = await buildApp(testConfig(), database.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'meera@early.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      roles: ['hr_manager'],
      user: { employee: { employee_id: 'EMP001' } },
    });
    await app.close();
  });

  it('drop no table or column without a comment saying why', () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files)
      expect(unexplainedDrops(readFileSync(path.join(migrationsFolder, file), 'utf8')), file).toEqual([]);

    // The check itself: a bare drop is caught, an explained one and a dropped constraint are not.
    expect(unexplainedDrops('ALTER TABLE "a" DROP COLUMN "b";')).toHaveLength(1);
    expect(unexplainedDrops('DROP TABLE "old_tokens";--> statement-breakpoint\nSELECT 1;')).toHaveLength(1);
    expect(
      unexplainedDrops('-- b was copied into c by the previous statement\nALTER TABLE "a" DROP COLUMN "b";'),
    ).toEqual([]);
    expect(unexplainedDrops('ALTER TABLE "a" DROP CONSTRAINT "a_b_check";')).toEqual([]);
  });

  it('index every reference to a payroll run and the employee search, and compress runs’ JSON with lz4 where the server has it', async () => {
    const fresh = await openTestDatabase();
    try {
      await migrate(fresh.db);
      // Deleting or reading a run's events, ledger entries or settlement must not scan those tables.
      const unindexed = await rawRows<{ name: string }>(
        fresh.db,
        sql`select c.conrelid::regclass::text || '.' || a.attname as name
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.confrelid = 'payroll_runs'::regclass
              and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`,
      );
      expect(unindexed).toEqual([]);
      const compression = await rawRows<{ attname: string; attcompression: string }>(
        fresh.db,
        sql`select attname, attcompression::text from pg_attribute
            where attrelid = 'payroll_runs'::regclass and attname in ('breakdown', 'inputs') order by attname`,
      );
      // PGlite is built without lz4 and keeps the default (pglz, shown as no setting).
      const expected = fresh.driver === 'postgres' ? 'l' : '';
      expect(compression).toEqual([
        { attname: 'breakdown', attcompression: expected },
        { attname: 'inputs', attcompression: expected },
      ]);
      // The employee search's trigram indexes, on both databases (pg_trgm is loaded into PGlite too).
      const trigram = await rawRows<{ name: string }>(
        fresh.db,
        sql`select indexname as name from pg_indexes
            where tablename = 'employees' and indexdef like '%gin_trgm_ops%' order by indexname`,
      );
      expect(trigram.map((i) => i.name)).toEqual([
        'employees_code_trgm_idx',
        'employees_email_trgm_idx',
        'employees_name_trgm_idx',
      ]);
      const [match] = await rawRows<{ found: boolean }>(
        fresh.db,
        sql`select 'Ravi Sharma' % 'sharma' as found`,
      );
      expect(match?.found).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
