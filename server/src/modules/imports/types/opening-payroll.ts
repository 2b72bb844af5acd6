import type { Db, DbOrTx } from '../../../db/client';
import type { Principal } from '../../../platform/auth/principal';
import { type OpeningMonth, openingMonths, saveOpeningMonth } from '../../payroll/public';
import { formatAmount, MONTH_FORMATS } from '../engine/cells';
import { employeeOfRow } from './shared';
import {
  type CellProblem,
  type ImportTypeDefinition,
  keyOfParts,
  RowProblems,
  type RowValues,
  type TypeColumn,
  text,
} from './type';

/** The figures' columns and the month's fields they fill (paise). */
const FIGURES = {
  gross: 'gross',
  taxable: 'taxable',
  exempt: 'exempt',
  pf_employee: 'pfEmployee',
  pf_eps: 'pfEps',
  pf_epf: 'pfEpf',
  esic_employee: 'esicEmployee',
  esic_employer: 'esicEmployer',
  pt: 'pt',
  lwf_employee: 'lwfEmployee',
  tds: 'tds',
} as const satisfies Record<string, keyof OpeningMonth>;
type FigureColumn = keyof typeof FIGURES;

const amount = (name: string, format: string, example: string, required = false): TypeColumn => ({
  name,
  kind: 'amount',
  format: `rupees: ${format}`,
  example,
  required,
});

const columns: TypeColumn[] = [
  { name: 'employee_id', kind: 'text', format: "the employee's code", example: 'ACM0001', required: true },
  {
    name: 'month',
    kind: 'month',
    format: `the month paid, before this one: ${MONTH_FORMATS}`,
    example: '2026-04',
    required: true,
  },
  amount('gross', 'the month’s gross pay (every earning)', '50,000', true),
  amount('taxable', 'the taxable salary of the month (gross less the exemptions)', '42,000', true),
  amount('exempt', 'exemptions used in the month (HRA, LTA…); blank: gross less taxable', '8,000'),
  amount('pf_employee', 'the employee’s PF (12%, with VPF)', '1,800'),
  amount('pf_eps', 'the employer’s pension share (EPS, 8.33%)', '1,250'),
  amount('pf_epf', 'the employer’s provident fund share (EPF, 3.67%)', '550'),
  amount('esic_employee', 'the employee’s ESIC', '0'),
  amount('esic_employer', 'the employer’s ESIC', '0'),
  amount('pt', 'professional tax deducted', '200'),
  amount('lwf_employee', 'the employee’s labour welfare fund', '0'),
  amount('tds', 'income tax deducted (TDS)', '2,500'),
  amount('basic_da', 'BASIC + DA of the month, for the statutory bonus; blank: none counted', '25,000'),
  {
    name: 'days_paid',
    kind: 'number',
    format: 'days paid, whole or half days; blank: the whole month',
    example: '30',
    required: false,
  },
];

/**
 * Opening balances of pay (docs/decisions/import-types.md): each month of the tax year already paid by the
 * system the company left, per employee, kept by payroll as a run of status `imported` — read by TDS, the PT
 * period, ESIC's contribution period, Form 130/138 and the bonus as a paid month, and filed in no ECR, ESIC
 * file, challan, 24Q quarter or bank file. Matched by employee and month; a blank cell keeps the stored figure.
 */
export const openingPayrollImport: ImportTypeDefinition = {
  type: 'opening_payroll',
  permission: 'process-payroll',
  keyColumn: 'month',
  columns,
  rowKey: (values) => keyOfParts([text(values, 'employee_id'), text(values, 'month')]),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const employee = await employeeOfRow(tx, principal, values, problems, { required: true });
    const month = text(values, 'month');
    if (!month) problems.push({ column: 'month', message: 'The month field is required.' });
    if (!employee || !month) throw new RowProblems(problems);

    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const [stored] = await openingMonths(tx, principal, {
      employeeId: employee.id,
      period: { year, month: monthNumber },
    });
    if (!stored) {
      for (const name of ['gross', 'taxable'] as const)
        if (values[name] === undefined)
          problems.push({ column: name, message: `The ${name} field is required.` });
      if (problems.length) throw new RowProblems(problems);
    }
    const given = (name: FigureColumn | 'basic_da') =>
      typeof values[name] === 'number' ? (values[name] as number) : undefined;
    const next: OpeningMonth = {
      employeeId: employee.id,
      year,
      month: monthNumber,
      basicDa: given('basic_da') ?? stored?.basicDa ?? null,
      daysPaid: typeof values.days_paid === 'number' ? values.days_paid : (stored?.daysPaid ?? null),
      ...(Object.fromEntries(
        (Object.entries(FIGURES) as [FigureColumn, keyof OpeningMonth][]).map(([column, field]) => [
          field,
          given(column) ?? (stored ? (stored[field] as number) : 0),
        ]),
      ) as Pick<OpeningMonth, (typeof FIGURES)[FigureColumn]>),
    };
    // Exemptions left out of a new month, or of one whose gross or taxable changes: the gross less the taxable.
    if (
      given('exempt') === undefined &&
      (!stored || given('gross') !== undefined || given('taxable') !== undefined)
    )
      next.exempt = next.gross - next.taxable;
    if (stored && (Object.keys(next) as (keyof OpeningMonth)[]).every((k) => next[k] === stored[k]))
      return 'unchanged';
    await saveOpeningMonth(tx, principal, next);
    return stored ? 'updated' : 'created';
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const months = await openingMonths(db, principal, { companyId });
    return months.map((m) => ({
      employee_id: m.employeeCode,
      month: `${m.year}-${String(m.month).padStart(2, '0')}`,
      ...Object.fromEntries(
        (Object.entries(FIGURES) as [FigureColumn, keyof OpeningMonth][]).map(([column, field]) => [
          column,
          formatAmount(m[field] as number),
        ]),
      ),
      basic_da: m.basicDa === null ? '' : formatAmount(m.basicDa),
      days_paid: m.daysPaid === null ? '' : String(m.daysPaid),
    }));
  },
};
