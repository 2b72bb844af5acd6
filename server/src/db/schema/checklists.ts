import {
  CHECKLIST_KINDS,
  CHECKLIST_STATUSES,
  TASK_OWNER_KINDS,
  TASK_STATUSES,
} from '@hrms/contracts/checklists';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles, users } from './access';
import { oneOf, timestamps } from './columns';
import { documentTypes } from './documents';
import { employees } from './employees';
import { companies } from './organisation';

/**
 * Checklist templates: the shared seeded starting points (company_id null, with a code) and each company's
 * own; a company's customised copy keeps the shared one's code and hides it from that company.
 */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checklist_templates_name_unique').on(
      sql`coalesce(${t.company_id}, 0)`,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('checklist_templates_code_unique')
      .on(sql`coalesce(${t.company_id}, 0)`, t.code)
      .where(sql`${t.code} is not null`),
    // One default per kind among the shared templates and among each company's own.
    uniqueIndex('checklist_templates_default_unique')
      .on(sql`coalesce(${t.company_id}, 0)`, t.kind)
      .where(sql`${t.is_default}`),
    oneOf('checklist_templates_kind_check', t.kind, CHECKLIST_KINDS),
  ],
);

export const checklistTemplateTasks = pgTable(
  'checklist_template_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    template_id: integer('template_id')
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description'),
    owner_kind: varchar('owner_kind', { length: 10 }).notNull(),
    owner_role_id: integer('owner_role_id').references(() => roles.id, { onDelete: 'set null' }),
    owner_employee_id: integer('owner_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    due_days: integer('due_days').notNull(),
    document_type_id: integer('document_type_id').references(() => documentTypes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('checklist_template_tasks_position_unique').on(t.template_id, t.position),
    oneOf('checklist_template_tasks_owner_kind_check', t.owner_kind, TASK_OWNER_KINDS),
  ],
);

/** An employee's checklist: started from a template for a joiner or a leaver; at most one live one of each kind. */
export const employeeChecklists = pgTable(
  'employee_checklists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    template_id: integer('template_id').references(() => checklistTemplates.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    anchor_date: date('anchor_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_checklists_live_unique')
      .on(t.employee_id, t.kind)
      .where(sql`${t.status} <> 'cancelled'`),
    index('employee_checklists_company_idx').on(t.company_id, t.kind, t.status, t.id),
    oneOf('employee_checklists_kind_check', t.kind, CHECKLIST_KINDS),
    oneOf('employee_checklists_status_check', t.status, CHECKLIST_STATUSES),
    check(
      'employee_checklists_completed_check',
      sql`(${t.status} = 'completed') = (${t.completed_at} is not null)`,
    ),
  ],
);

/** A checklist's task, its owner resolved when the checklist started (a role's holders stay the role). */
export const checklistTasks = pgTable(
  'checklist_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    checklist_id: integer('checklist_id')
      .notNull()
      .references(() => employeeChecklists.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description'),
    owner_kind: varchar('owner_kind', { length: 10 }).notNull(),
    owner_role_id: integer('owner_role_id').references(() => roles.id, { onDelete: 'set null' }),
    owner_employee_id: integer('owner_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    document_type_id: integer('document_type_id').references(() => documentTypes.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    note: text('note'),
    done_by: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    done_at: timestamp('done_at', { withTimezone: true }),
    /** The day its owners were last reminded (once when due, then weekly while overdue). */
    reminded_on: date('reminded_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('checklist_tasks_checklist_idx').on(t.checklist_id, t.position),
    index('checklist_tasks_person_idx').on(t.owner_employee_id, t.status),
    index('checklist_tasks_role_idx').on(t.company_id, t.owner_role_id, t.status),
    index('checklist_tasks_due_idx').on(t.due_on).where(sql`${t.status} = 'pending'`),
    oneOf('checklist_tasks_owner_kind_check', t.owner_kind, TASK_OWNER_KINDS),
    oneOf('checklist_tasks_status_check', t.status, TASK_STATUSES),
    check('checklist_tasks_done_check', sql`(${t.status} = 'pending') = (${t.done_at} is null)`),
  ],
);
