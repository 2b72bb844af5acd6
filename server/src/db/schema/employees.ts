import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shifts } from './attendance';
import { oneOf, timestamps } from './columns';
import { branches, companies, departments, teams } from './organisation';

export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The human-facing code (EMP0001), generated on create. */
    employee_id: varchar('employee_id', { length: 30 }).notNull().unique(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }),
    job_title: varchar('job_title', { length: 150 }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branch_id: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    department_id: integer('department_id').references((): AnyPgColumn => departments.id, {
      onDelete: 'set null',
    }),
    team_id: integer('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    joined_team_at: timestamp('joined_team_at', { withTimezone: true }),
    shift_id: integer('shift_id').references((): AnyPgColumn => shifts.id, { onDelete: 'set null' }),
    manager_id: integer('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    hire_date: date('hire_date', { mode: 'string' }).notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    gender: varchar('gender', { length: 10 }),
    employment_type: varchar('employment_type', { length: 20 }).notNull().default('full_time'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    /** Contributes PF on the whole basic instead of the statutory wage ceiling (an employee's choice). */
    pf_on_full_basic: boolean('pf_on_full_basic').notNull().default(false),
    /** Set when a terminated employee with history is deleted: kept for payroll, leave and attendance. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(sql`lower(${t.email})`),
    index('employees_company_idx').on(t.company_id, t.status),
    index('employees_name_idx').on(t.first_name, t.last_name, t.id),
    index('employees_department_idx').on(t.department_id),
    oneOf('employees_status_check', t.status, EMPLOYEE_STATUSES),
    oneOf('employees_employment_type_check', t.employment_type, EMPLOYMENT_TYPES),
    oneOf('employees_gender_check', t.gender, GENDERS),
  ],
);
