import {
  DECLARATION_SECTIONS,
  DECLARATION_STATUSES,
  type HousingLoanLender,
  TAX_REGIME_KINDS,
  type TaxLandlord,
  TDS_STATEMENT_FORMS,
} from '@hrms/contracts/tax-year';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { bytea, oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';
import { payrollRuns } from './payroll';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * A company's income-tax year: until when employees may choose their regime, and the window in
 * which they upload proofs. After `proof_deadline`, TDS counts verified amounts only.
 */
export const companyTaxYears = pgTable(
  'company_tax_years',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    regime_choice_until: date('regime_choice_until', { mode: 'string' }),
    proof_window_from: date('proof_window_from', { mode: 'string' }),
    proof_deadline: date('proof_deadline', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_tax_years_unique').on(t.company_id, t.financial_year),
    check(
      'company_tax_years_window_check',
      sql`${t.proof_window_from} is null or ${t.proof_deadline} is null or ${t.proof_deadline} >= ${t.proof_window_from}`,
    ),
  ],
);

/**
 * One employee's income-tax year: the regime they chose (new by default, s.115BAC(1A)), the facts their
 * declarations need, other income and previous employment in the year (Form 12B).
 */
export const employeeTaxYears = pgTable(
  'employee_tax_years',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    regime: varchar('regime', { length: 3 }).notNull().default('new'),
    regime_chosen_at: timestamp('regime_chosen_at', { withTimezone: true }),
    regime_chosen_by: integer('regime_chosen_by').references(() => users.id, { onDelete: 'set null' }),
    metro_city: boolean('metro_city').notNull().default(false),
    parents_senior: boolean('parents_senior').notNull().default(false),
    /** Where the rent is paid: the year's HRA rules say whether it earns the metro share (rule 2A / rule 279). */
    rent_city: varchar('rent_city', { length: 60 }),

    /** Up to four landlords (Form 124): name, address, PAN, relationship to the employee. */
    landlords: jsonb('landlords').$type<TaxLandlord[]>().notNull().default([]),
    /** The lender of the housing loan whose interest is claimed (Form 124): name and PAN. */
    housing_loan_lender: jsonb('housing_loan_lender').$type<HousingLoanLender | null>(),
    other_income: amount('other_income'),
    previous_salary: amount('previous_salary'),
    previous_exempt_allowances: amount('previous_exempt_allowances'),
    previous_pf: amount('previous_pf'),
    previous_professional_tax: amount('previous_professional_tax'),
    previous_tds: amount('previous_tds'),
    /** The previous employer of the year (Form 122): name, TAN and the period worked there. */
    previous_employer_name: varchar('previous_employer_name', { length: 150 }),
    previous_employer_tan: varchar('previous_employer_tan', { length: 10 }),
    previous_employment_from: date('previous_employment_from', { mode: 'string' }),
    previous_employment_to: date('previous_employment_to', { mode: 'string' }),
    /** The employee signed Form 124 off (a later save of the declarations reopens it). */
    form124_signed_at: timestamp('form124_signed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_tax_years_unique').on(t.employee_id, t.financial_year),
    check(
      'employee_tax_years_landlords_check',
      sql`jsonb_typeof(${t.landlords}) = 'array' and jsonb_array_length(${t.landlords}) <= 4`,
    ),
    check(
      'employee_tax_years_previous_period_check',
      sql`${t.previous_employment_from} is null or ${t.previous_employment_to} is null
        or ${t.previous_employment_to} >= ${t.previous_employment_from}`,
    ),
    oneOf('employee_tax_years_regime_check', t.regime, TAX_REGIME_KINDS),
    check(
      'employee_tax_years_amounts_check',
      sql`${t.other_income} >= 0 and ${t.previous_salary} >= 0 and ${t.previous_exempt_allowances} >= 0
        and ${t.previous_pf} >= 0 and ${t.previous_professional_tax} >= 0 and ${t.previous_tds} >= 0`,
    ),
  ],
);

/**
 * One declared amount of a tax year (rent per month, s.80C, ...) and its verification: HR accepts it (perhaps
 * at a lower amount) or rejects it with a reason. `submitted` means a proof awaits verification.
 */
export const taxDeclarationItems = pgTable(
  'tax_declaration_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_tax_year_id: integer('employee_tax_year_id')
      .notNull()
      .references(() => employeeTaxYears.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 30 }).notNull(),
    declared_amount: numeric('declared_amount', { precision: 14, scale: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('declared'),
    verified_amount: numeric('verified_amount', { precision: 14, scale: 2 }),
    rejection_reason: text('rejection_reason'),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tax_declaration_items_unique').on(t.employee_tax_year_id, t.section),
    index('tax_declaration_items_status_idx').on(t.status),
    oneOf('tax_declaration_items_section_check', t.section, DECLARATION_SECTIONS),
    oneOf('tax_declaration_items_status_check', t.status, DECLARATION_STATUSES),
    check('tax_declaration_items_amount_check', sql`${t.declared_amount} >= 0`),
    // Accepted at most at the declared amount; a verified amount only on an accepted item.
    check(
      'tax_declaration_items_verified_check',
      sql`(${t.status} = 'accepted') = (${t.verified_amount} is not null)
        and (${t.verified_amount} is null or (${t.verified_amount} >= 0 and ${t.verified_amount} <= ${t.declared_amount}))`,
    ),
    check(
      'tax_declaration_items_reason_check',
      sql`${t.status} <> 'rejected' or coalesce(${t.rejection_reason}, '') <> ''`,
    ),
  ],
);

/** A proof file of a declaration (PDF, JPEG or PNG), kept in the database like other uploads. */
export const taxProofs = pgTable(
  'tax_proofs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    declaration_item_id: integer('declaration_item_id')
      .notNull()
      .references(() => taxDeclarationItems.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_proofs_item_idx').on(t.declaration_item_id)],
);

/**
 * A TDS deposit (challan ITNS 281) of a company: the month whose deductions it covers, the bank's BSR code,
 * the date and the challan serial number that identify it in OLTAS, and its amounts.
 */
export const tdsChallans = pgTable(
  'tds_challans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    /** The pay month whose deductions the deposit covers. */
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    bsr_code: varchar('bsr_code', { length: 7 }).notNull(),
    deposited_on: date('deposited_on', { mode: 'string' }).notNull(),
    challan_serial: varchar('challan_serial', { length: 5 }).notNull(),
    tax: amount('tax'),
    surcharge: amount('surcharge'),
    cess: amount('cess'),
    interest: amount('interest'),
    fee: amount('fee'),
    others: amount('others'),
    minor_head: varchar('minor_head', { length: 3 }).notNull().default('200'),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tds_challans_unique').on(t.company_id, t.bsr_code, t.deposited_on, t.challan_serial),
    index('tds_challans_period_idx').on(t.company_id, t.year, t.month),
    check('tds_challans_month_check', sql`${t.month} between 1 and 12`),
    check('tds_challans_bsr_check', sql`${t.bsr_code} ~ '^[0-9]{7}$'`),
    check('tds_challans_serial_check', sql`${t.challan_serial} ~ '^[0-9]{5}$'`),
    check(
      'tds_challans_amounts_check',
      sql`${t.tax} >= 0 and ${t.surcharge} >= 0 and ${t.cess} >= 0 and ${t.interest} >= 0 and ${t.fee} >= 0 and ${t.others} >= 0`,
    ),
  ],
);

/**
 * HR's choice of which challan paid whose tax: an amount of one payroll run's TDS credited to one challan of
 * its month. A month with none recorded is split by default (modules/tds/engine/allocation.ts). A run's TDS
 * may be split over two challans (two rows); the same run twice on one challan cannot be.
 */
export const tdsChallanAllocations = pgTable(
  'tds_challan_allocations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    challan_id: integer('challan_id')
      .notNull()
      .references(() => tdsChallans.id, { onDelete: 'cascade' }),
    payroll_run_id: integer('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tds_challan_allocations_unique').on(t.challan_id, t.payroll_run_id),
    index('tds_challan_allocations_run_idx').on(t.payroll_run_id),
    check('tds_challan_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A quarter's TDS statement as filed (Form 24Q up to 2025-26, Form 138 from 2026-27): the receipt number the
 * portal gave and the day it was filed. One per company, year, quarter and form; recording it again corrects it.
 */
export const tdsStatements = pgTable(
  'tds_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tax_year: varchar('tax_year', { length: 7 }).notNull(),
    quarter: smallint('quarter').notNull(),
    form: varchar('form', { length: 4 }).notNull(),
    receipt_number: varchar('receipt_number', { length: 15 }).notNull(),
    filed_on: date('filed_on', { mode: 'string' }).notNull(),
    /**
     * The statement's text file as the product wrote it when the receipt was recorded: what was filed, which a
     * correction statement repeats as its "last" values. Null when it could not be written then.
     */
    filed_text: text('filed_text'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tds_statements_unique').on(t.company_id, t.tax_year, t.quarter, t.form),
    check('tds_statements_quarter_check', sql`${t.quarter} between 1 and 4`),
    check('tds_statements_receipt_check', sql`${t.receipt_number} ~ '^([A-Z]{8}|[0-9]{15})$'`),
    oneOf('tds_statements_form_check', t.form, TDS_STATEMENT_FORMS),
  ],
);

/** An issued Form 16 Part B of an employee and year: the PDF and the figures it shows. */
export const form16Documents = pgTable(
  'form16_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    data: bytea('data').notNull(),
    generated_by: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    generated_at: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form16_documents_unique').on(t.employee_id, t.financial_year)],
);
