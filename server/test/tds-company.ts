import type { DbOrTx } from '../src/db/client';
import { employees } from '../src/db/schema/employees';
import { companies } from '../src/db/schema/organisation';
import { payrollRuns } from '../src/db/schema/payroll';

/** A company of its own for an API test (outside the demo company), with whatever else the test sets. */
export async function fixtureCompany(
  db: DbOrTx,
  name: string,
  prefix: string,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name,
      legal_name: `${name} Private Limited`,
      registration_number: `U74999MH2020PTC${prefix}`,
      tax_id: 'AAACS1234F',
      country_id: 1,
      email: `${prefix.toLowerCase()}@tds.test`,
      phone: '+91 22 4000 0000',
      address_line1: '1 Mill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      state_code: 'MH',
      postal_code: '400001',
      address_country: 'India',
      employee_code_prefix: prefix,
      ...values,
    })
    .returning({ id: companies.id });
  return row?.id as number;
}

/** An employee of a fixture company, inserted directly (the figures of the test are its own). */
export async function fixtureEmployee(
  db: DbOrTx,
  company: number,
  code: string,
  name: [string, string],
  pan: string | null,
): Promise<number> {
  const [row] = await db
    .insert(employees)
    .values({
      employee_id: code,
      email: `${code.toLowerCase()}@tds.test`,
      company_id: company,
      hire_date: '2020-01-01',
      first_name: name[0],
      last_name: name[1],
      pan,
    } as typeof employees.$inferInsert)
    .returning({ id: employees.id });
  return row?.id as number;
}

/**
 * An approved (or, with `paidAt`, paid) payroll run of a month with the gross and TDS given in rupees,
 * inserted directly so a statement is checked against figures worked out by hand.
 */
export async function fixtureRun(
  db: DbOrTx,
  employeeId: number,
  period: { year: number; month: number },
  gross: number,
  tds: number,
  paidAt: string | null = null,
): Promise<number> {
  const [row] = await db
    .insert(payrollRuns)
    .values({
      employee_id: employeeId,
      ...period,
      status: paidAt ? 'paid' : 'approved',
      total_days: 30,
      days_paid: '30.0',
      basic_salary: (gross / 2).toFixed(2),
      gross_salary: gross.toFixed(2),
      total_deductions: tds.toFixed(2),
      net_salary: (gross - tds).toFixed(2),
      pf_deduction: '0.00',
      professional_tax: '0.00',
      tds_deduction: tds.toFixed(2),
      breakdown: {},
      inputs: {},
      approved_at: new Date('2025-10-30T10:00:00Z'),
      paid_at: paidAt ? new Date(paidAt) : null,
    })
    .returning({ id: payrollRuns.id });
  return row?.id as number;
}
