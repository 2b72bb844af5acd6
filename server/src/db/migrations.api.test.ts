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

// biome-ignore lint/suspicious/noExplicitAny: rows are read loosely here
type Json = Record<string, any>;

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

/**
 * The rows as they were, narrowed to the columns they had then (a migration may add columns). A table that
 * was empty has nothing to keep: a migration may fill it (0050 records the pay basis of existing companies).
 */
function keptRows(before: Record<string, Record<string, unknown>[]>, after: typeof before) {
  return Object.fromEntries(
    Object.entries(before).map(([table, rows]) => [
      table,
      (rows.length ? (after[table] ?? []) : []).map((row) =>
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

/**
 * The migrations before the first whose SQL holds `marker`, applied to a fresh database with the foundation rows,
 * and that one left to apply once the test has written the rows it migrates.
 */
async function before(db: Database, marker: string) {
  const migrations = readMigrationFiles({ migrationsFolder });
  const at = migrations.findIndex((m) => m.sql.some((s) => s.includes(marker)));
  expect(at).toBeGreaterThan(0);
  const apply = async (m: (typeof migrations)[number]) => {
    for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
  };
  for (const m of migrations.slice(0, at)) await apply(m);
  await insertFoundationData(db);
  return () => apply(migrations[at] as (typeof migrations)[number]);
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

  it('0023 works overtime out again by the Codes in months still open, keeps closed months as paid, approves nothing', async () => {
    const db = await openTestDatabase();
    try {
      const migrations = readMigrationFiles({ migrationsFolder });
      const overtime = migrations.findIndex((m) => m.sql.some((s) => s.includes('"overtime_eligible"')));
      expect(overtime).toBeGreaterThan(0);
      const apply = async (m: (typeof migrations)[number]) => {
        for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
      };
      for (const m of migrations.slice(0, overtime)) await apply(m);
      await insertFoundationData(db);
      const run = (month: number, status: string) => sql`insert into payroll_runs (employee_id, year, month,
          status, total_days, days_paid, basic_salary, gross_salary, total_deductions, net_salary, pf_deduction,
          professional_tax, tds_deduction, breakdown, inputs)
        values (1, 2026, ${month}, ${status}, 30, 30, 0, 0, 0, 0, 0, 0, 0, '{}', '{}')`;
      const day = (
        employee: number,
        date: string,
        out: string,
        hours: string,
        overtime: string,
        approved: boolean,
      ) =>
        sql`insert into attendance_records (employee_id, attendance_date, shift_id, clock_in, clock_out, status,
            total_hours, overtime_hours, is_approved)
          values (${employee}, ${date}, 1, ${`${date}T09:30:00+05:30`}::timestamptz,
            ${`${date}T${out}:00+05:30`}::timestamptz, 'present', ${hours}, ${overtime}, ${approved})`;
      for (const statement of [
        sql`insert into shifts (company_id, name, start_time, end_time, is_default) values (1, 'General', '09:30', '18:30', true)`,
        sql`insert into employees (employee_id, first_name, last_name, email, company_id, branch_id, department_id, hire_date)
            values ('EMP002', 'Ravi', 'Shah', 'ravi@early.test', 1, 1, 1, '2024-04-01')`,
        sql`update employees set manager_id = 2 where id = 1`,
        sql`insert into company_payroll_settings (company_id, overtime_multiplier) values (1, 1.5)`,
        run(9, 'paid'),
        run(10, 'processed'),
        // The old rule: every hour past 8 on the clock, the lunch hour included.
        day(1, '2026-09-07', '18:30', '9.00', '1.00', true),
        day(1, '2026-10-05', '18:30', '9.00', '1.00', true),
        day(1, '2026-10-06', '20:00', '10.50', '2.50', false),
        day(2, '2026-10-06', '20:00', '10.50', '2.50', true),
      ])
        await db.db.execute(statement);
      await apply(migrations[overtime] as (typeof migrations)[number]);

      const rows = await rawRows<Record<string, unknown>>(
        db.db,
        sql`select employee_id, attendance_date::text as date, worked_hours::float as worked,
              overtime_hours::float as overtime, overtime_status as status, overtime_approved_hours::float as approved
            from attendance_records order by employee_id, attendance_date`,
      );
      expect(rows).toEqual([
        // September is paid: what was paid stays, approved.
        { employee_id: 1, date: '2026-09-07', worked: 8, overtime: 1, status: 'approved', approved: 1 },
        // October is open: exactly the shift is no overtime; 10½ hours clocked are 1½ pending, not approved.
        { employee_id: 1, date: '2026-10-05', worked: 8, overtime: 0, status: 'none', approved: null },
        { employee_id: 1, date: '2026-10-06', worked: 9.5, overtime: 1.5, status: 'pending', approved: null },
        // Ravi manages Meera: supervisory staff, no overtime.
        { employee_id: 2, date: '2026-10-06', worked: 9.5, overtime: 0, status: 'none', approved: null },
      ]);
      const eligible = await rawRows<{ id: number; overtime_eligible: boolean }>(
        db.db,
        sql`select id, overtime_eligible from employees order by id`,
      );
      expect(eligible).toEqual([
        { id: 1, overtime_eligible: true },
        { id: 2, overtime_eligible: false },
      ]);
      const [settings] = await rawRows<{ m: number }>(
        db.db,
        sql`select overtime_multiplier::float as m from company_payroll_settings`,
      );
      expect(settings?.m).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('0025 dates the settlement of every exit already recorded: two working days on, past weekends and holidays', async () => {
    const db = await openTestDatabase();
    try {
      const migrations = readMigrationFiles({ migrationsFolder });
      const due = migrations.findIndex((m) => m.sql.some((s) => s.includes('"settlement_due_on"')));
      expect(due).toBeGreaterThan(0);
      const apply = async (m: (typeof migrations)[number]) => {
        for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
      };
      for (const m of migrations.slice(0, due)) await apply(m);
      await insertFoundationData(db);
      await db.db.execute(
        sql`insert into holidays (company_id, date, name) values (1, '2026-12-25', 'Christmas')`,
      );
      // Thursday 24 December 2026: Friday is Christmas, then the weekend; due Tuesday 29, reminded Monday 28.
      await db.db.execute(sql`update employees set notice_date = '2026-12-01', last_working_day = '2026-12-24',
        exit_type = 'resignation' where id = 1`);
      await apply(migrations[due] as (typeof migrations)[number]);
      const [row] = await rawRows<{ due: string; remind: string }>(
        db.db,
        sql`select settlement_due_on::text as due, settlement_remind_on::text as remind from employees where id = 1`,
      );
      expect(row).toEqual({ due: '2026-12-29', remind: '2026-12-28' });
    } finally {
      await db.close();
    }
  });

  it('0049 moves every year’s allocation and carry-forward into the leave ledger under a default policy per company', async () => {
    const db = await openTestDatabase();
    try {
      const migrations = readMigrationFiles({ migrationsFolder });
      const at = migrations.findIndex((m) => m.sql.some((s) => s.includes('CREATE TABLE "leave_policies"')));
      expect(at).toBeGreaterThan(0);
      const apply = async (m: (typeof migrations)[number]) => {
        for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
      };
      for (const m of migrations.slice(0, at)) await apply(m);
      await insertFoundationData(db);
      await db.db.execute(sql`insert into leave_types (id, name, code, annual_allocation, carry_forward_days, advance_notice_days, requires_attachment)
        values (1, 'Annual Leave', 'AL', 18, 10, 7, false), (2, 'Maternity Leave', 'ML', 182, 0, 30, true)`);
      await db.db.execute(sql`insert into leave_balances (employee_id, leave_type_id, year, allocated_days, carried_forward_days)
        values (1, 1, 2024, 13.5, 0), (1, 1, 2025, 18, 4.5), (1, 2, 2025, 182, 0)`);
      await apply(migrations[at] as (typeof migrations)[number]);
      const rules = await rawRows<Json>(
        db.db,
        sql`select p.name, p.is_default, r.leave_type_id, r.annual_days::float8 as annual, r.carry_forward_max::float8 as cap,
              r.notice_days, r.document_after_days::float8 as document_after, r.accrual, r.prorate_joiners
            from leave_policy_rules r join leave_policies p on p.id = r.policy_id order by r.leave_type_id`,
      );
      expect(rules).toEqual([
        {
          name: 'Standard leave policy',
          is_default: true,
          leave_type_id: 1,
          annual: 18,
          cap: 10,
          notice_days: 7,
          document_after: null,
          accrual: 'yearly',
          prorate_joiners: 'months',
        },
        {
          name: 'Standard leave policy',
          is_default: true,
          leave_type_id: 2,
          annual: 182,
          cap: 0,
          notice_days: 30,
          document_after: 0,
          accrual: 'yearly',
          prorate_joiners: 'months',
        },
      ]);
      // Joined 1 April 2024: 2024's allocation is dated on joining; each year's credits once, by its period.
      const ledger = await rawRows<Json>(
        db.db,
        sql`select leave_type_id, year, kind, days::float8 as days, effective_date::text as date, period
            from leave_ledger order by leave_type_id, year, kind`,
      );
      expect(ledger).toEqual([
        { leave_type_id: 1, year: 2024, kind: 'accrual', days: 13.5, date: '2024-04-01', period: '2024' },
        { leave_type_id: 1, year: 2025, kind: 'accrual', days: 18, date: '2025-01-01', period: '2025' },
        {
          leave_type_id: 1,
          year: 2025,
          kind: 'carry_forward',
          days: 4.5,
          date: '2025-01-01',
          period: '2025',
        },
        { leave_type_id: 2, year: 2025, kind: 'accrual', days: 182, date: '2025-01-01', period: '2025' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('0050 puts every holiday in a calendar of its company or state, and keeps existing companies paid on recorded attendance', async () => {
    const db = await openTestDatabase();
    try {
      const migrations = readMigrationFiles({ migrationsFolder });
      const at = migrations.findIndex((m) =>
        m.sql.some((s) => s.includes('CREATE TABLE "holiday_calendars"')),
      );
      expect(at).toBeGreaterThan(0);
      const apply = async (m: (typeof migrations)[number]) => {
        for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
      };
      for (const m of migrations.slice(0, at)) await apply(m);
      await insertFoundationData(db);
      await db.db.execute(sql`insert into holidays (company_id, date, name, state) values
        (1, '2026-01-26', 'Republic Day', null), (1, '2026-05-01', 'Maharashtra Day', 'Maharashtra'),
        (1, '2026-11-01', 'Kannada Rajyotsava', 'Karnataka')`);
      await apply(migrations[at] as (typeof migrations)[number]);
      const rows = await rawRows<Json>(
        db.db,
        sql`select h.name, h.date::text as date, h.is_optional, c.name as calendar, c.state, c.branch_id
            from holidays h join holiday_calendars c on c.id = h.calendar_id order by h.date`,
      );
      expect(rows).toEqual([
        {
          name: 'Republic Day',
          date: '2026-01-26',
          is_optional: false,
          calendar: 'Company holidays',
          state: null,
          branch_id: null,
        },
        {
          name: 'Maharashtra Day',
          date: '2026-05-01',
          is_optional: false,
          calendar: 'Maharashtra holidays',
          state: 'Maharashtra',
          branch_id: null,
        },
        {
          name: 'Kannada Rajyotsava',
          date: '2026-11-01',
          is_optional: false,
          calendar: 'Karnataka holidays',
          state: 'Karnataka',
          branch_id: null,
        },
      ]);
      const settings = await rawRows<Json>(
        db.db,
        sql`select company_id, pay_basis from company_payroll_settings`,
      );
      expect(settings).toEqual([{ company_id: 1, pay_basis: 'recorded_attendance' }]);
      // A company made after the migration pays every day not marked unpaid.
      await db.db.execute(sql`insert into companies (name, legal_name, registration_number, tax_id, country_id, email,
          phone, address_line1, city, state, postal_code, address_country)
        values ('Late Co', 'Late Co Private Limited', 'U72900MH2026PTC000002', 'AAACL0002A', 1, 'hello@late.test',
          '+91 22 4000 0002', '2 Second Road', 'Mumbai', 'Maharashtra', '400001', 'India')`);
      await db.db.execute(sql`insert into company_payroll_settings (company_id) values (2)`);
      const late = await rawRows<Json>(
        db.db,
        sql`select pay_basis from company_payroll_settings where company_id = 2`,
      );
      expect(late).toEqual([{ pay_basis: 'unpaid_days_only' }]);
    } finally {
      await db.close();
    }
  });

  it('0051 puts every leave request and expense claim already waiting at the one level its approvers decided before chains', async () => {
    const db = await openTestDatabase();
    try {
      const migrate = await before(db, 'CREATE TABLE "approval_steps"');
      await db.db.execute(sql`insert into leave_types (id, name, code) values (1, 'Casual Leave', 'CL')`);
      await db.db.execute(sql`insert into leave_requests (employee_id, leave_type_id, start_date, end_date,
          days_requested, reason, status) values
        (1, 1, '2026-12-14', '2026-12-14', 1, 'Waiting', 'pending'),
        (1, 1, '2026-12-21', '2026-12-21', 1, 'Decided', 'approved')`);
      await db.db.execute(sql`insert into reimbursement_categories (code, name) values ('TRAVEL', 'Travel')`);
      await db.db.execute(sql`insert into reimbursement_claims (employee_id, category_id, amount, expense_date,
          description, status) values (1, 1, 850, '2026-11-20', 'Cab', 'pending'), (1, 1, 400, '2026-11-21', 'Bus', 'rejected')`);
      await migrate();
      const steps = await rawRows<Json>(
        db.db,
        sql`select s.request_type, r.reason, s.level, s.levels, s.approver_permission, s.status, s.requester_employee_id
            from approval_steps s left join leave_requests r on s.request_type = 'leave' and r.id = s.request_id
            order by s.request_type desc`,
      );
      expect(steps).toEqual([
        {
          request_type: 'leave',
          reason: 'Waiting',
          level: 1,
          levels: 1,
          approver_permission: 'approve-leaves',
          status: 'pending',
          requester_employee_id: 1,
        },
        {
          request_type: 'expense_claim',
          reason: null,
          level: 1,
          levels: 1,
          approver_permission: 'approve-reimbursements',
          status: 'pending',
          requester_employee_id: 1,
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it('0052 adds compensatory off to an installed catalogue and to each default policy, and to no other', async () => {
    const db = await openTestDatabase();
    try {
      const migrations = readMigrationFiles({ migrationsFolder });
      const at = migrations.findIndex((m) =>
        m.sql.some((s) => s.includes('CREATE TABLE "comp_off_requests"')),
      );
      expect(at).toBeGreaterThan(0);
      const apply = async (m: (typeof migrations)[number]) => {
        for (const statement of m.sql) if (statement.trim()) await db.db.execute(sql.raw(statement));
      };
      for (const m of migrations.slice(0, at)) await apply(m);
      await insertFoundationData(db);
      // Made by their sequences, as an install makes them (ids 1 and 2).
      await db.db.execute(sql`insert into leave_types (name, code, annual_allocation) values
        ('Annual Leave', 'AL', 18), ('Sick Leave', 'SL', 12)`);
      await db.db.execute(sql`insert into leave_policies (company_id, name, is_default) values
        (1, 'Standard leave policy', true), (1, 'Plant', false)`);
      await db.db.execute(sql`insert into leave_policy_rules (policy_id, leave_type_id, annual_days) values
        (1, 1, 18), (1, 2, 12), (2, 1, 21)`);
      await apply(migrations[at] as (typeof migrations)[number]);
      const types = await rawRows<Json>(
        db.db,
        sql`select code, is_compensatory, annual_allocation::float as annual from leave_types order by id`,
      );
      expect(types).toEqual([
        { code: 'AL', is_compensatory: false, annual: 18 },
        { code: 'SL', is_compensatory: false, annual: 12 },
        { code: 'CO', is_compensatory: true, annual: 0 },
      ]);
      const rules = await rawRows<Json>(
        db.db,
        sql`select r.policy_id, t.code, r.annual_days::float as annual, r.comp_off_expiry_days, r.encashable_in_service
            from leave_policy_rules r join leave_types t on t.id = r.leave_type_id order by r.policy_id, t.id`,
      );
      expect(rules).toEqual([
        { policy_id: 1, code: 'AL', annual: 18, comp_off_expiry_days: null, encashable_in_service: false },
        { policy_id: 1, code: 'SL', annual: 12, comp_off_expiry_days: null, encashable_in_service: false },
        { policy_id: 1, code: 'CO', annual: 0, comp_off_expiry_days: 60, encashable_in_service: false },
        { policy_id: 2, code: 'AL', annual: 21, comp_off_expiry_days: null, encashable_in_service: false },
      ]);
    } finally {
      await db.close();
    }
  });

  it('0053 keeps each shift’s day thresholds (a full day as before, a half day half of it) and makes names unique', async () => {
    const db = await openTestDatabase();
    try {
      const migrate = await before(db, 'CREATE TABLE "rosters"');
      await db.db.execute(sql`insert into shifts (company_id, name, start_time, end_time, half_day_hours) values
        (1, 'General', '09:30', '18:30', 4.5), (1, 'Night', '22:00', '06:00', 3.75), (1, 'general', '10:00', '19:00', 5)`);
      await migrate();
      const shifts = await rawRows<Json>(
        db.db,
        sql`select id, name, full_day_hours::float as full, half_day_hours::float as half from shifts order by id`,
      );
      expect(shifts).toEqual([
        { id: 1, name: 'General', full: 4.5, half: 2.25 },
        // 3.75 / 2 = 1.875, rounded half away from zero to 1.88.
        { id: 2, name: 'Night', full: 3.75, half: 1.88 },
        { id: 3, name: 'general (3)', full: 5, half: 2.5 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('0055 puts the overtime already waiting at the one level approve-attendance decided it at before chains', async () => {
    const db = await openTestDatabase();
    try {
      const migrate = await before(db, '"round" integer');
      await db.db.execute(sql`insert into attendance_records (employee_id, attendance_date, status, worked_hours,
          overtime_hours, overtime_status, overtime_approved_hours) values
        (1, '2026-11-30', 'present', 10, 2, 'pending', null),
        (1, '2026-12-01', 'present', 9.5, 1.5, 'approved', 1.5),
        (1, '2026-12-02', 'present', 8, 0, 'none', null)`);
      await migrate();
      const steps = await rawRows<Json>(
        db.db,
        sql`select s.request_type, a.attendance_date::text as date, s.round, s.level, s.levels,
                   s.approver_permission, s.status, s.requester_employee_id
            from approval_steps s join attendance_records a on a.id = s.request_id`,
      );
      expect(steps).toEqual([
        {
          request_type: 'overtime',
          date: '2026-11-30',
          round: 1,
          level: 1,
          levels: 1,
          approver_permission: 'approve-attendance',
          status: 'pending',
          requester_employee_id: 1,
        },
      ]);
    } finally {
      await db.close();
    }
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
      // The employee search's and the directory's trigram indexes, on both databases (pg_trgm is loaded into PGlite too).
      const trigram = await rawRows<{ name: string }>(
        fresh.db,
        sql`select indexname as name from pg_indexes
            where tablename = 'employees' and indexdef like '%gin_trgm_ops%' order by indexname`,
      );
      expect(trigram.map((i) => i.name)).toEqual([
        'employees_code_trgm_idx',
        'employees_email_trgm_idx',
        'employees_job_title_trgm_idx',
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
