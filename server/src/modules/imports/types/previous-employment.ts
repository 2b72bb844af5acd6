import {
  financialYearOf,
  financialYearParam,
  normaliseFinancialYear,
  previousEmploymentInput,
} from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { todayIn } from '../../../platform/dates';
import { paise } from '../../../platform/money';
import { previousEmploymentOf, previousEmployments, savePreviousEmployment } from '../../tax-year/public';
import { DATE_FORMATS, formatAmount } from '../engine/cells';
import { employeeOfRow } from './shared';
import {
  type CellProblem,
  type ImportTypeDefinition,
  RowProblems,
  type RowValues,
  sameAsCurrent,
  type TypeColumn,
  text,
  zodProblems,
} from './type';

const AMOUNTS = ['salary', 'exempt_allowances', 'pf', 'professional_tax', 'tds'] as const;
const TEXTS = ['employer_name', 'employer_tan', 'from', 'to'] as const;

const column = (
  name: string,
  kind: TypeColumn['kind'],
  format: string,
  example: string,
  required = false,
): TypeColumn => ({ name, kind, format, example, required });

const amount = (name: string, what: string, example: string) =>
  column(name, 'amount', `rupees ${what} (0 when left out)`, example);

const columns: TypeColumn[] = [
  column('employee_id', 'text', "the employee's code", 'ACM0001', true),
  column(
    'tax_year',
    'text',
    'the financial year, like 2026-27 (also 2026-2027, FY 2026-27 or 2026); the current one when left blank',
    '2026-27',
  ),
  column('employer_name', 'text', 'the previous employer, up to 150 characters', 'Old Employer Pvt Ltd'),
  column('employer_tan', 'text', "the previous employer's TAN, like MUMA12345B", 'MUMA12345B'),
  column('from', 'date', `the first day worked there in the year, ${DATE_FORMATS}`, '01-04-2026'),
  column('to', 'date', `the last day worked there in the year, ${DATE_FORMATS}`, '30-06-2026'),
  amount('salary', 'of salary paid there in the year (Form 12B)', '3,00,000'),
  amount('exempt_allowances', 'of it exempt (HRA, LTA and the like)', '40,000'),
  amount('pf', 'of provident fund deducted there', '21,600'),
  amount('professional_tax', 'of professional tax deducted there', '600'),
  amount('tds', 'of income tax deducted there', '12,000'),
];

/** The year a row names, as stored (2026-27); blank: the current one. Problems on `tax_year`. */
function taxYearOf(values: RowValues, problems: CellProblem[]): string | null {
  const given = text(values, 'tax_year');
  const year = given ? (normaliseFinancialYear(given) ?? given) : financialYearOf(todayIn());
  const parsed = financialYearParam.safeParse(year);
  if (parsed.success) return parsed.data;
  problems.push({ column: 'tax_year', message: parsed.error.issues[0]?.message ?? 'Invalid tax year.' });
  return null;
}

/**
 * Previous employment in a tax year (Form 12B), for joiners whose earlier employer paid them in the same
 * year: one row per employee and year, saved by the tax-year module's own service for that part of the
 * declaration form, with its checks and messages, so TDS counts it from the next run on.
 * docs/decisions/imports.md, "The previous-employment type".
 */
export const previousEmploymentImport: ImportTypeDefinition = {
  type: 'previous_employment',
  permission: 'manage-tax-declarations',
  keyColumn: 'employee_id',
  columns,
  rowKey(values) {
    const code = text(values, 'employee_id').toLowerCase();
    if (!code) return null;
    const given = text(values, 'tax_year');
    const year = given ? (normaliseFinancialYear(given) ?? given) : financialYearOf(todayIn());
    return `${code}|${year.toLowerCase()}`;
  },

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const employee = await employeeOfRow(tx, principal, values, problems, { required: true });
    const year = taxYearOf(values, problems);
    if (!employee || !year) throw new RowProblems(problems);

    const { previous: current, recorded } = await previousEmploymentOf(tx, principal, employee.id, year);
    const request: Record<string, unknown> = { ...current };
    for (const name of TEXTS) if (values[name] !== undefined) request[name] = values[name];
    for (const name of AMOUNTS) {
      const value = values[name];
      if (value !== undefined) request[name] = typeof value === 'number' ? value / 100 : value;
    }
    const parsed = previousEmploymentInput.safeParse(request);
    if (!parsed.success) problems.push(...zodProblems(previousEmploymentImport, parsed.error, problems));
    if (problems.length || !parsed.success) throw new RowProblems(problems);
    if (sameAsCurrent(previousEmploymentInput, current, parsed.data)) return 'unchanged';
    await savePreviousEmployment(tx, principal, employee.id, year, parsed.data);
    return recorded ? 'updated' : 'created';
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await previousEmployments(db, companyScope(principal), companyId);
    return rows.map(({ employee_code, financial_year, previous: p }) => ({
      employee_id: employee_code,
      tax_year: financial_year,
      employer_name: p.employer_name ?? '',
      employer_tan: p.employer_tan ?? '',
      from: p.from ?? '',
      to: p.to ?? '',
      ...Object.fromEntries(AMOUNTS.map((name) => [name, formatAmount(paise(p[name]))])),
    }));
  },
};
