import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  EXIT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  SKILL_CATEGORIES,
} from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
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
    /** The company's own grade or band (L1, M2…): leave policies can be assigned by it. */
    grade: varchar('grade', { length: 30 }),
    /** For leave rules that depend on it (paternity leave, for one). */
    marital_status: varchar('marital_status', { length: 10 }),
    /** The minimum-wage skill category (null: not classified, held to the lowest, the unskilled). */
    skill_category: varchar('skill_category', { length: 20 }),
    /** A fixed-term employee's contract ends on this day (required for them, null for anyone else). */
    contract_end_date: date('contract_end_date', { mode: 'string' }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    /** Contributes PF on the whole basic instead of the statutory wage ceiling (an employee's choice). */
    pf_on_full_basic: boolean('pf_on_full_basic').notNull().default(false),
    /** Paid overtime: a worker under the OSH Code; managerial and supervisory staff are not (s.2(1)(zs)). */
    overtime_eligible: boolean('overtime_eligible').notNull().default(true),
    /** Voluntary PF: a percentage of PF wages above the statutory 12%, with no employer match. */
    vpf_percentage: numeric('vpf_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    // Statutory identity. Aadhaar is never stored whole: only its last four digits.
    pan: varchar('pan', { length: 10 }),
    uan: varchar('uan', { length: 12 }),
    /** The name as EPFO records it against the UAN (the ECR's member name when set). */
    pf_name: varchar('pf_name', { length: 85 }),
    pf_member_id: varchar('pf_member_id', { length: 22 }),
    esic_ip_number: varchar('esic_ip_number', { length: 10 }),
    aadhaar_last4: varchar('aadhaar_last4', { length: 4 }),
    bank_account_number: varchar('bank_account_number', { length: 18 }),
    bank_ifsc: varchar('bank_ifsc', { length: 11 }),
    /** ESIC covers a person with disability up to a higher wage ceiling. */
    person_with_disability: boolean('person_with_disability').notNull().default(false),
    /** For the EPS rule: joined EPF on or after 1 Sep 2014 above the wage ceiling, never an EPS member. */
    epf_joined_on: date('epf_joined_on', { mode: 'string' }),
    eps_member_before: boolean('eps_member_before').notNull().default(false),
    /**
     * An exit: the day notice was given, the last working day (the employee is active until it and
     * a leaver from the day after), how the employment ends and why. Null while nobody has recorded one.
     */
    notice_date: date('notice_date', { mode: 'string' }),
    last_working_day: date('last_working_day', { mode: 'string' }),
    exit_type: varchar('exit_type', { length: 20 }),
    exit_reason: text('exit_reason'),
    /**
     * The full and final settlement is due by this day (Code on Wages 2019 s.17(2): within two working days of
     * the last working day) and its reminder goes out from the working day before; null without an exit.
     */
    settlement_due_on: date('settlement_due_on', { mode: 'string' }),
    settlement_remind_on: date('settlement_remind_on', { mode: 'string' }),
    /** The cost centre the payroll journal books this employee's pay to (when the company maps by employee). */
    cost_centre: varchar('cost_centre', { length: 50 }),
    /** Set when a terminated employee with history is deleted: kept for payroll, leave and attendance. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(sql`lower(${t.email})`),
    index('employees_company_idx').on(t.company_id, t.status),
    index('employees_name_idx').on(t.first_name, t.last_name, t.id),
    index('employees_department_idx').on(t.department_id),
    index('employees_branch_idx').on(t.branch_id),
    index('employees_team_idx').on(t.team_id),
    index('employees_manager_idx').on(t.manager_id),
    // The list's search, ILIKE '%…%' on the name, e-mail and code, served by trigram indexes (pg_trgm, on
    // both databases): at 1,00,000 employees a scan of every row missed its 50 ms.
    index('employees_name_trgm_idx').using(
      'gin',
      sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`,
    ),
    index('employees_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('employees_code_trgm_idx').using('gin', t.employee_id.op('gin_trgm_ops')),
    // The directory's search reaches the designation too.
    index('employees_job_title_trgm_idx').using('gin', t.job_title.op('gin_trgm_ops')),
    // Reports list employees by full name then code: a month's register pages without sorting the company.
    index('employees_full_name_idx').on(sql`(${t.first_name} || ' ' || ${t.last_name})`, t.employee_id),
    oneOf('employees_status_check', t.status, EMPLOYEE_STATUSES),
    // One person's identity numbers belong to one live employee of a company.
    uniqueIndex('employees_company_pan_unique')
      .on(t.company_id, t.pan)
      .where(sql`${t.pan} is not null and ${t.archived_at} is null`),
    uniqueIndex('employees_company_uan_unique')
      .on(t.company_id, t.uan)
      .where(sql`${t.uan} is not null and ${t.archived_at} is null`),
    uniqueIndex('employees_company_esic_unique')
      .on(t.company_id, t.esic_ip_number)
      .where(sql`${t.esic_ip_number} is not null and ${t.archived_at} is null`),
    check('employees_vpf_check', sql`${t.vpf_percentage} >= 0 and ${t.vpf_percentage} <= 88`),
    oneOf('employees_employment_type_check', t.employment_type, EMPLOYMENT_TYPES),
    oneOf('employees_gender_check', t.gender, GENDERS),
    oneOf('employees_marital_status_check', t.marital_status, MARITAL_STATUSES),
    oneOf('employees_skill_category_check', t.skill_category, SKILL_CATEGORIES),
    oneOf('employees_exit_type_check', t.exit_type, EXIT_TYPES),
    // An exit is whole (all three dates and its type, or none) and in order.
    check(
      'employees_exit_check',
      sql`(${t.last_working_day} is null and ${t.notice_date} is null and ${t.exit_type} is null)
        or (${t.last_working_day} is not null and ${t.notice_date} is not null and ${t.exit_type} is not null
          and ${t.notice_date} <= ${t.last_working_day} and ${t.last_working_day} >= ${t.hire_date})`,
    ),
    index('employees_last_working_day_idx').on(t.last_working_day),
    check(
      'employees_contract_end_check',
      sql`((${t.employment_type} = 'fixed_term') = (${t.contract_end_date} is not null))
        and (${t.contract_end_date} is null or ${t.contract_end_date} >= ${t.hire_date})`,
    ),
    check(
      'employees_settlement_due_check',
      sql`${t.settlement_due_on} is null
        or (${t.last_working_day} is not null and ${t.settlement_due_on} > ${t.last_working_day}
            and ${t.settlement_remind_on} is not null and ${t.settlement_remind_on} < ${t.settlement_due_on})`,
    ),
    index('employees_contract_end_idx')
      .on(t.contract_end_date)
      .where(sql`${t.contract_end_date} is not null`),
  ],
);
