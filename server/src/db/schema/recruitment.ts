import {
  EXPERIENCE_LEVELS,
  JOB_APPLICATION_STATUSES,
  JOB_CURRENCIES,
  JOB_EMPLOYMENT_TYPES,
  JOB_POSTING_STATUSES,
} from '@hrms/contracts/recruitment';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './access';
import { bytea, oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies, departments } from './organisation';

/** A job opening of one company; its slug names it on the public careers pages. */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    department_id: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    benefits: text('benefits'),
    skills_required: text('skills_required').array().notNull().default(sql`'{}'::text[]`),
    employment_type: varchar('employment_type', { length: 20 }).notNull().default('full_time'),
    experience_level: varchar('experience_level', { length: 20 }).notNull().default('mid'),
    salary_min: numeric('salary_min', { precision: 14, scale: 2 }),
    salary_max: numeric('salary_max', { precision: 14, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    location: varchar('location', { length: 255 }).notNull(),
    remote_allowed: boolean('remote_allowed').notNull().default(false),
    application_deadline: date('application_deadline', { mode: 'string' }),
    /** Set on every publication; never cleared, so it also says the slug is fixed. */
    posted_date: date('posted_date', { mode: 'string' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('job_postings_company_status_idx').on(t.company_id, t.status),
    index('job_postings_department_idx').on(t.department_id),
    oneOf('job_postings_status_check', t.status, JOB_POSTING_STATUSES),
    oneOf('job_postings_employment_type_check', t.employment_type, JOB_EMPLOYMENT_TYPES),
    oneOf('job_postings_experience_level_check', t.experience_level, EXPERIENCE_LEVELS),
    oneOf('job_postings_currency_check', t.currency, JOB_CURRENCIES),
    check(
      'job_postings_salary_check',
      sql`(${t.salary_min} is null or ${t.salary_min} >= 0) and (${t.salary_max} is null or ${t.salary_max} >= 0)
          and (${t.salary_min} is null or ${t.salary_max} is null or ${t.salary_max} > ${t.salary_min})`,
    ),
  ],
);

/** One candidate's application to one job; a candidate (by email) applies to a job once. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    job_posting_id: integer('job_posting_id')
      .notNull()
      .references(() => jobPostings.id),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    cover_letter: text('cover_letter'),
    status: varchar('status', { length: 20 }).notNull().default('applied'),
    applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    status_changed_by: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The employee a hired applicant became: one employee per application, and only a hired one. */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_employee_unique')
      .on(t.employee_id)
      .where(sql`${t.employee_id} is not null`),
    check('job_applications_employee_check', sql`${t.employee_id} is null or ${t.status} = 'hired'`),
    uniqueIndex('job_applications_posting_email_unique').on(t.job_posting_id, sql`lower(${t.email})`),
    index('job_applications_posting_status_idx').on(t.job_posting_id, t.status),
    oneOf('job_applications_status_check', t.status, JOB_APPLICATION_STATUSES),
  ],
);

export const jobApplicationResumes = pgTable('job_application_resumes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  job_application_id: integer('job_application_id')
    .notNull()
    .unique()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  filename: varchar('filename', { length: 255 }).notNull(),
  content_type: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every interview scheduled for an application, kept as a list. */
export const jobApplicationInterviews = pgTable(
  'job_application_interviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    job_application_id: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    interview_date: timestamp('interview_date', { withTimezone: true }).notNull(),
    notes: text('notes'),
    scheduled_by: integer('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_interviews_application_idx').on(t.job_application_id, t.interview_date)],
);
