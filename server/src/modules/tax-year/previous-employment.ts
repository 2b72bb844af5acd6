import { financialYearDates, type PreviousEmploymentInput } from '@hrms/contracts/tax-year';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { employeeTaxYears } from '../../db/schema/tax-year';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { type FieldErrors, validationFailed } from '../../platform/errors';
import { numericText, paise, rupees } from '../../platform/money';
import {
  type EmployeeTaxYearRow,
  employeeTaxYearRow,
  lockEmployeeTaxYear,
  type TaxEmployeeRow,
  updateEmployeeTaxYear,
} from './declarations-queries';
import { taxEmployee } from './employee-access';

/**
 * Form 12B: what a previous employer paid and deducted earlier in the year, part of the employee's tax
 * declaration (PUT /api/employees/{id}/tax-declaration) and also saved on its own (the previous-employment
 * import, docs/decisions/imports.md). Both go through the checks, trail and columns here.
 */

const AMOUNT_COLUMNS = {
  salary: 'previous_salary',
  exempt_allowances: 'previous_exempt_allowances',
  pf: 'previous_pf',
  professional_tax: 'previous_professional_tax',
  tds: 'previous_tds',
} as const;

type YearRow = Pick<
  EmployeeTaxYearRow,
  | 'previous_employer_name'
  | 'previous_employer_tan'
  | 'previous_employment_from'
  | 'previous_employment_to'
  | (typeof AMOUNT_COLUMNS)[keyof typeof AMOUNT_COLUMNS]
>;

/** The year's previous employment as the form shows it (rupees); nothing recorded reads as blanks and zeros. */
export function previousEmploymentView(year: YearRow | null): PreviousEmploymentInput {
  const money = (value: string | undefined) => rupees(paise(value ?? '0'));
  return {
    employer_name: year?.previous_employer_name ?? null,
    employer_tan: year?.previous_employer_tan ?? null,
    from: year?.previous_employment_from ?? null,
    to: year?.previous_employment_to ?? null,
    salary: money(year?.previous_salary),
    exempt_allowances: money(year?.previous_exempt_allowances),
    pf: money(year?.previous_pf),
    professional_tax: money(year?.previous_professional_tax),
    tds: money(year?.previous_tds),
  };
}

/** Whether a year records any previous employment at all. */
const recordsAny = (p: PreviousEmploymentInput) =>
  Boolean(p.employer_name || p.employer_tan || p.from || p.to) ||
  Object.keys(AMOUNT_COLUMNS).some((k) => paise(p[k as keyof typeof AMOUNT_COLUMNS]) !== 0);

/** The rules the schema cannot see: the period in order and within the financial year (keys as the form's). */
export function previousEmploymentProblems(p: PreviousEmploymentInput, financialYear: string): FieldErrors {
  const errors: FieldErrors = {};
  if (p.from && p.to && p.to < p.from)
    errors['previous_employment.to'] = ['The last day may not be before the first.'];
  const { from: yearStart, to: yearEnd } = financialYearDates(financialYear);
  for (const key of ['from', 'to'] as const) {
    const day = p[key];
    if (day && (day < yearStart || day > yearEnd))
      errors[`previous_employment.${key}`] = [`The date must fall in ${financialYear}.`];
  }
  return errors;
}

/** The year's columns that hold it. */
export const previousEmploymentColumns = (p: PreviousEmploymentInput) => ({
  previous_employer_name: p.employer_name,
  previous_employer_tan: p.employer_tan,
  previous_employment_from: p.from,
  previous_employment_to: p.to,
  previous_salary: numericText(paise(p.salary)),
  previous_exempt_allowances: numericText(paise(p.exempt_allowances)),
  previous_pf: numericText(paise(p.pf)),
  previous_professional_tax: numericText(paise(p.professional_tax)),
  previous_tds: numericText(paise(p.tds)),
});

/** Records what changed in the previous employment (tax_declaration.previous_employment_updated); true if any. */
export async function auditPreviousEmployment(
  tx: DbOrTx,
  principal: Principal,
  employee: TaxEmployeeRow,
  financialYear: string,
  before: EmployeeTaxYearRow,
  p: PreviousEmploymentInput,
): Promise<boolean> {
  const previous: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, column] of Object.entries(AMOUNT_COLUMNS)) {
    const from = paise(before[column]);
    const to = paise(p[key as keyof typeof AMOUNT_COLUMNS]);
    if (from !== to) previous[key] = { from: rupees(from), to: rupees(to) };
  }
  for (const [key, from, to] of [
    ['employer_name', before.previous_employer_name, p.employer_name],
    ['employer_tan', before.previous_employer_tan, p.employer_tan],
    ['from', before.previous_employment_from, p.from],
    ['to', before.previous_employment_to, p.to],
  ] as const)
    if (from !== to) previous[key] = { from, to };
  if (!Object.keys(previous).length) return false;
  await recordAudit(tx, principal, {
    entity_type: 'tax_declaration',
    entity_id: before.id,
    company_id: employee.company_id,
    action: 'tax_declaration.previous_employment_updated',
    summary: `Updated ${employee.first_name} ${employee.last_name} (${employee.employee_code})'s previous employment for FY ${financialYear}`,
    changes: { financial_year: financialYear, ...previous },
  });
  return true;
}

/** An employee's previous employment of a year, when the caller may act for them; `recorded`: any is. */
export async function previousEmploymentOf(
  db: DbOrTx,
  principal: Principal,
  employeeId: number,
  financialYear: string,
) {
  const employee = await taxEmployee(db, principal, employeeId);
  const previous = previousEmploymentView(await employeeTaxYearRow(db, employee.id, financialYear));
  return { previous, recorded: recordsAny(previous) };
}

/**
 * Saves only the previous employment of an employee's year, with the declaration form's checks, messages
 * (on `previous_employment.*`), access and trail; the rest of the year — the regime and whether it was
 * chosen, the declarations — is left as it is. A change reopens Form 124, as a save of the form does.
 */
export async function savePreviousEmployment(
  db: Db,
  principal: Principal,
  employeeId: number,
  financialYear: string,
  input: PreviousEmploymentInput,
): Promise<PreviousEmploymentInput> {
  const employee = await taxEmployee(db, principal, employeeId);
  const errors = previousEmploymentProblems(input, financialYear);
  if (Object.keys(errors).length) throw validationFailed(errors);
  await db.transaction(async (tx) => {
    const { row: before } = await lockEmployeeTaxYear(tx, employee.id, financialYear);
    const changed = await auditPreviousEmployment(tx, principal, employee, financialYear, before, input);
    if (!changed) return;
    await updateEmployeeTaxYear(tx, before.id, {
      ...previousEmploymentColumns(input),
      form124_signed_at: null,
    });
  });
  return previousEmploymentView(await employeeTaxYearRow(db, employee.id, financialYear));
}

/**
 * Every year with previous employment recorded, of the current employees of the companies in scope (or of the
 * one named), by employee code and year: what the previous-employment export writes.
 */
export async function previousEmployments(db: DbOrTx, scope: CompanyScope, companyId?: number) {
  const rows = await db
    .select({ employee_code: employees.employee_id, year: employeeTaxYears })
    .from(employeeTaxYears)
    .innerJoin(employees, eq(employees.id, employeeTaxYears.employee_id))
    .where(
      and(
        companyCondition(scope, employees.company_id),
        companyId === undefined ? undefined : eq(employees.company_id, companyId),
        isNull(employees.archived_at),
        or(
          sql`${employeeTaxYears.previous_employer_name} is not null`,
          sql`${employeeTaxYears.previous_employer_tan} is not null`,
          sql`${employeeTaxYears.previous_employment_from} is not null`,
          sql`${employeeTaxYears.previous_employment_to} is not null`,
          sql`(${employeeTaxYears.previous_salary} + ${employeeTaxYears.previous_exempt_allowances}
            + ${employeeTaxYears.previous_pf} + ${employeeTaxYears.previous_professional_tax}
            + ${employeeTaxYears.previous_tds}) <> 0`,
        ),
      ),
    )
    .orderBy(asc(employees.company_id), asc(employees.employee_id), asc(employeeTaxYears.financial_year));
  return rows.map((r) => ({
    employee_code: r.employee_code,
    financial_year: r.year.financial_year,
    previous: previousEmploymentView(r.year),
  }));
}
