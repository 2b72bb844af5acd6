import { WAGE_CLASSES } from '@hrms/contracts/enums';
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
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { countries } from './organisation';

export const salaryComponents = pgTable(
  'salary_components',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('earning'),
    calculation_type: varchar('calculation_type', { length: 20 }).notNull().default('fixed'),
    formula: text('formula'),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    is_statutory: boolean('is_statutory').notNull().default(false),
    is_taxable: boolean('is_taxable').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    is_system_defined: boolean('is_system_defined').notNull().default(false),
    /** Wages, excluded (by `exclusion_clause` of the Code on Wages s.2(y)) or not remuneration. */
    wage_class: varchar('wage_class', { length: 20 }).notNull().default('wages'),
    exclusion_clause: varchar('exclusion_clause', { length: 4 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salary_components_country_code_unique').on(t.country_id, t.code),
    oneOf('salary_components_wage_class_check', t.wage_class, WAGE_CLASSES),
    // A clause exactly when excluded; a deduction is never wages.
    check(
      'salary_components_exclusion_check',
      sql`((${t.wage_class} = 'excluded') = (${t.exclusion_clause} is not null))
        and (${t.type} = 'earning' or ${t.wage_class} = 'not_remuneration')`,
    ),
    oneOf('salary_components_type_check', t.type, ['earning', 'deduction']),
    oneOf('salary_components_calculation_check', t.calculation_type, ['fixed', 'percentage', 'formula']),
    check(
      'salary_components_formula_check',
      sql`(${t.calculation_type} = 'formula') = (${t.formula} is not null and ${t.formula} <> '')`,
    ),
  ],
);

export const taxRegimes = pgTable(
  'tax_regimes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    description: text('description'),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    financial_year: varchar('financial_year', { length: 9 }).notNull(),
    is_default: boolean('is_default').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    effective_from: date('effective_from', { mode: 'string' }),
    effective_to: date('effective_to', { mode: 'string' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    // At most one default regime per country and financial year, held by the database too.
    uniqueIndex('tax_regimes_one_default').on(t.country_id, t.financial_year).where(sql`${t.is_default}`),
    check(
      'tax_regimes_dates_check',
      sql`${t.effective_to} is null or ${t.effective_from} is null or ${t.effective_to} >= ${t.effective_from}`,
    ),
  ],
);

export const taxSlabs = pgTable(
  'tax_slabs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tax_regime_id: integer('tax_regime_id')
      .notNull()
      .references(() => taxRegimes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    min_income: numeric('min_income', { precision: 14, scale: 2 }).notNull(),
    max_income: numeric('max_income', { precision: 14, scale: 2 }),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    tax_amount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('tax_slabs_regime_position_unique').on(t.tax_regime_id, t.position),
    check('tax_slabs_rate_check', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
    check('tax_slabs_range_check', sql`${t.max_income} is null or ${t.max_income} > ${t.min_income}`),
  ],
);

/** Professional tax by state: the amount due for a salary within [min, max] over the state's period. */
export const professionalTaxSlabs = pgTable(
  'professional_tax_slabs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    state: varchar('state', { length: 100 }).notNull(),
    /** Applies to everyone (null) or only to this gender. */
    gender: varchar('gender', { length: 10 }),
    min_salary: numeric('min_salary', { precision: 14, scale: 2 }).notNull(),
    max_salary: numeric('max_salary', { precision: 14, scale: 2 }),
    /** Salary bands compare monthly gross × period_months (1 monthly, 6 half-yearly, 12 yearly). */
    period_months: integer('period_months').notNull().default(1),
    /** The amount due per period; each month deducts amount ÷ period_months. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** A different amount in one month of the year (Maharashtra's ₹300 in February). */
    special_month: integer('special_month'),
    special_month_amount: numeric('special_month_amount', { precision: 10, scale: 2 }),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('professional_tax_state_idx').on(t.state, t.effective_from),
    oneOf('professional_tax_gender_check', t.gender, ['male', 'female', 'other']),
    check(
      'professional_tax_month_check',
      sql`${t.special_month} is null or ${t.special_month} between 1 and 12`,
    ),
    check('professional_tax_period_check', sql`${t.period_months} in (1, 6, 12)`),
  ],
);

/** One dated version of an employee's salary structure; a save adds a version, history is kept. */
export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('salary_structures_employee_date_unique').on(t.employee_id, t.effective_from)],
);

export const salaryStructureLines = pgTable(
  'salary_structure_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    salary_structure_id: integer('salary_structure_id')
      .notNull()
      .references(() => salaryStructures.id, { onDelete: 'cascade' }),
    salary_component_id: integer('salary_component_id')
      .notNull()
      .references(() => salaryComponents.id),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    percentage: numeric('percentage', { precision: 7, scale: 2 }),
  },
  (t) => [
    uniqueIndex('salary_structure_lines_component_unique').on(t.salary_structure_id, t.salary_component_id),
    index('salary_structure_lines_component_idx').on(t.salary_component_id),
    check('salary_structure_lines_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    check(
      'salary_structure_lines_percentage_check',
      sql`${t.percentage} is null or (${t.percentage} >= 0 and ${t.percentage} <= 1000)`,
    ),
  ],
);
