import { BRANCH_STATUSES, COMPANY_STATUSES, DEPARTMENT_STATUSES, TEAM_STATUSES } from '@hrms/contracts/enums';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { shifts } from './attendance';
import { oneOf, timestamps } from './columns';
import { taxRegimes } from './compensation';
import { employees } from './employees';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  currency_code: varchar('currency_code', { length: 3 }).notNull(),
  currency_symbol: varchar('currency_symbol', { length: 8 }).notNull(),
});

/** India's states and union territories (ISO 3166-2:IN codes): a company's and a branch's state is one of them. */
export const states = pgTable('states', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  is_union_territory: boolean('is_union_territory').notNull().default(false),
  /** The state's code in the TDS statement files (Protean's file formats, Annexure 1: Maharashtra 19). */
  tds_code: smallint('tds_code'),
});

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    legal_name: varchar('legal_name', { length: 255 }).notNull(),
    registration_number: varchar('registration_number', { length: 100 }).notNull(),
    tax_id: varchar('tax_id', { length: 100 }).notNull(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    default_tax_regime_id: integer('default_tax_regime_id').references((): AnyPgColumn => taxRegimes.id, {
      onDelete: 'set null',
    }),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    website: varchar('website', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    address_line1: varchar('address_line1', { length: 255 }).notNull(),
    address_line2: varchar('address_line2', { length: 255 }),
    city: varchar('city', { length: 100 }).notNull(),
    /** The state's name as entered; state_code is the listed state it matches (null: not recognised). */
    state: varchar('state', { length: 100 }).notNull(),
    state_code: varchar('state_code', { length: 2 }).references(() => states.code),
    postal_code: varchar('postal_code', { length: 20 }).notNull(),
    address_country: varchar('address_country', { length: 100 }).notNull(),
    /** Statutory identity: TAN (TDS), PAN, EPFO establishment code, ESIC employer code. */
    tan: varchar('tan', { length: 10 }),
    pan: varchar('pan', { length: 10 }),
    pf_establishment_code: varchar('pf_establishment_code', { length: 15 }),
    esic_employer_code: varchar('esic_employer_code', { length: 17 }),
    /** The account salaries are paid from, and the bank's corporate id, for the bank transfer files. */
    salary_account_number: varchar('salary_account_number', { length: 18 }),
    salary_account_ifsc: varchar('salary_account_ifsc', { length: 11 }),
    bank_corporate_id: varchar('bank_corporate_id', { length: 32 }),
    /** Employee codes are this prefix plus a per-company sequence (EMP0001, ...). */
    employee_code_prefix: varchar('employee_code_prefix', { length: 10 }).unique(),
    next_employee_number: integer('next_employee_number').notNull().default(1),
    /**
     * Segregation of duties on pay: who processed a payroll run cannot approve it, nobody approves or pays
     * their own run or changes their own salary structure. On by default; a company may turn it off.
     */
    segregation_of_duties: boolean('segregation_of_duties').notNull().default(true),
    ...timestamps,
  },
  (t) => [oneOf('companies_status_check', t.status, COMPANY_STATUSES)],
);

export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    manager_id: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    street: varchar('street', { length: 255 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    state_code: varchar('state_code', { length: 2 }).references(() => states.code),
    postal_code: varchar('postal_code', { length: 20 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    /** The branch's registration with its state's professional-tax authority. */
    pt_registration_number: varchar('pt_registration_number', { length: 30 }),
    /** Whether the state's labour welfare fund applies to the branch's employees. */
    lwf_applicable: boolean('lwf_applicable').notNull().default(true),
    /** Optional office geofence: web clock-ins must come from within radius_m metres of this point. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radius_m: integer('radius_m'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('branches_company_code_unique').on(t.company_id, t.code),
    oneOf('branches_status_check', t.status, BRANCH_STATUSES),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branch_id: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    parent_department_id: integer('parent_department_id').references((): AnyPgColumn => departments.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    description: text('description'),
    shift_id: integer('shift_id').references((): AnyPgColumn => shifts.id, { onDelete: 'set null' }),
    head_of_department_id: integer('head_of_department_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departments_company_code_unique').on(t.company_id, t.code),
    oneOf('departments_status_check', t.status, DEPARTMENT_STATUSES),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 20 }),
    description: text('description'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    team_lead_id: integer('team_lead_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('teams_department_code_unique').on(t.department_id, t.code),
    oneOf('teams_status_check', t.status, TEAM_STATUSES),
  ],
);
