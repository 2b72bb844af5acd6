import { type SalaryStructureRequest, salaryStructureRequest } from '@hrms/contracts/employees';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { AppError } from '../../../platform/errors';
import { paise } from '../../../platform/money';
import {
  componentsOfCompany,
  salaryStructureOf,
  structureComponentsOfCompanies,
  structureLinesOfCompanies,
} from '../../compensation/public';
import { updateEmployeeSalaryStructure } from '../../employees/public';
import { DATE_FORMATS, formatAmount, parseAmount } from '../engine/cells';
import { ERROR_COLUMN, headerKey } from '../engine/headers';
import { currentEmployeeInScope } from '../queries';
import {
  type CellProblem,
  type ImportTypeDefinition,
  keyOfParts,
  RowProblems,
  type RowValues,
  type TypeColumn,
  text,
} from './type';

const EMPLOYEE = 'employee_id';
const DATE = 'effective_from';
const REASON = 'minimum_wage_override_reason';
/** What a formula component's cell says when the line is worked out by the component's formula. */
const BY_FORMULA = 'formula';

const staticColumns: TypeColumn[] = [
  {
    name: EMPLOYEE,
    kind: 'text',
    format: "the employee's code (a current employee): with effective_from it finds the structure to update",
    example: 'ACM0001',
    required: true,
  },
  {
    name: DATE,
    kind: 'date',
    format: `a date, ${DATE_FORMATS}: the structure applies from it; with the employee it finds the structure to update`,
    example: '01-04-2026',
    required: true,
  },
];

const reasonColumn: TypeColumn = {
  name: REASON,
  kind: 'text',
  format:
    'text, up to 500 characters: why a structure below the minimum wage is saved anyway (kept in the audit trail, not exported)',
  example: '',
  required: false,
};

type Component = Awaited<ReturnType<typeof componentsOfCompany>>[number];

/** A component's column: its code, read by this type (an amount, a percentage or "formula"). */
function componentColumn(c: Component, example: string): TypeColumn {
  const what = `${c.name}, ${c.type}`;
  const format =
    c.calculation_type === 'percentage'
      ? `${what}: a percentage of BASIC like 40%, or a monthly amount in rupees (which overrides it)`
      : c.calculation_type === 'formula'
        ? `${what}: "${BY_FORMULA}" to work it out by its formula (${c.formula ?? ''}), or a monthly amount in rupees (which overrides it)`
        : `${what}: a monthly amount in rupees`;
  return { name: c.code, kind: 'text', format, example, required: c.code === 'BASIC' };
}

const EXAMPLES = { BASIC: '30000', percentage: '40%' };

/**
 * The columns: the employee, the date, a column per component the caller's companies may put in a structure
 * (by code; one column for a code two countries share), and the minimum-wage reason. A code spelled like
 * another column (or the errors file's) is left out rather than shadow it.
 */
async function columnsFor(db: DbOrTx, principal: Principal, companyId?: number) {
  const components = await structureComponentsOfCompanies(db, companyScope(principal), companyId);
  const taken = new Set([...staticColumns, reasonColumn].map((c) => headerKey(c.name)).concat(ERROR_COLUMN));
  const columns: TypeColumn[] = [];
  let percentageExample = false;
  for (const c of components) {
    if (taken.has(headerKey(c.code))) continue;
    taken.add(headerKey(c.code));
    let example = '';
    if (c.code === 'BASIC') example = EXAMPLES.BASIC;
    else if (c.calculation_type === 'percentage' && !percentageExample) {
      example = EXAMPLES.percentage;
      percentageExample = true;
    }
    columns.push(componentColumn(c, example));
  }
  return [...staticColumns, ...columns, reasonColumn];
}

type Line = SalaryStructureRequest['components'][number];

/**
 * What a component's cell makes of its line (the line's amount and percentage as the form takes them, rupees):
 * an amount pays it (a percentage stored beside it stays: the amount overrides it, as on the form); a
 * percentage is that share of BASIC, and "formula" the component's formula (either clears an amount, which
 * would override them). Null with a problem when the cell is none of these, or not one the component takes.
 */
function lineOfCell(
  cell: string,
  component: Component,
  stored: Line | undefined,
  problems: CellProblem[],
): Line | null {
  const column = component.code;
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(cell);
  if (percent) {
    if (component.calculation_type !== 'percentage') {
      problems.push({
        column,
        message: `${component.name} is not a percentage of BASIC: give a monthly amount in rupees.`,
      });
      return null;
    }
    // Kept to two decimals, as the form stores it, so the same file again is unchanged.
    const percentage = Math.round(Number(percent[1]) * 100) / 100;
    return { salary_component_id: component.id, amount: null, percentage };
  }
  if (cell.toLowerCase() === BY_FORMULA) {
    if (component.calculation_type !== 'formula') {
      problems.push({
        column,
        message: `${component.name} has no formula: give a monthly amount in rupees${component.calculation_type === 'percentage' ? ' or a percentage of BASIC, like 40%' : ''}.`,
      });
      return null;
    }
    return { salary_component_id: component.id, amount: null, percentage: stored?.percentage ?? null };
  }
  const amount = parseAmount(cell);
  if (amount === null) {
    problems.push({
      column,
      message:
        component.calculation_type === 'fixed'
          ? `The ${column} must be an amount in rupees, like 1,23,456.50.`
          : `The ${column} must be an amount in rupees, like 1,23,456.50, ${component.calculation_type === 'percentage' ? 'or a percentage of BASIC, like 40%' : `or "${BY_FORMULA}"`}.`,
    });
    return null;
  }
  return { salary_component_id: component.id, amount: amount / 100, percentage: stored?.percentage ?? null };
}

/** The column a message of the structure form lands on: a line's on its component's, the lines' on BASIC. */
function columnOfField(field: string, lines: readonly Line[], codeOf: Map<number, string>, basic: string) {
  const line = /^components\.(\d+)(\.|$)/.exec(field);
  if (line) {
    const id = lines[Number(line[1])]?.salary_component_id;
    return (id !== undefined && codeOf.get(id)) || basic;
  }
  if (field === 'components') return basic;
  if (field === DATE || field === REASON) return field;
  return EMPLOYEE;
}

/** The first message per column, none on a column that already has one. */
function problemsOf(
  issues: { field: string; message: string }[],
  columnOf: (field: string) => string,
  already: CellProblem[],
): CellProblem[] {
  const seen = new Set(already.map((p) => p.column));
  const found: CellProblem[] = [];
  for (const { field, message } of issues) {
    const column = columnOf(field);
    if (seen.has(column)) continue;
    seen.add(column);
    found.push({ column, message });
  }
  return found;
}

const zodIssues = (error: z.ZodError) =>
  error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));

/** Lines compared as stored: by component, through the form's schema. */
const sameLines = (a: readonly Line[], b: readonly Line[]) => {
  const key = (lines: readonly Line[]) =>
    JSON.stringify(
      [...lines]
        .sort((x, y) => x.salary_component_id - y.salary_component_id)
        .map((l) => [l.salary_component_id, l.amount ?? null, l.percentage ?? null]),
    );
  return key(a) === key(b);
};

/**
 * Salary structures: a row per employee and effective date, a column per component code. A row for a date
 * the employee has a structure from updates that version (the cells given replace those lines, the others
 * stay); any other date is a new version holding the lines the row gives. Written by the structure form's
 * service, with its checks and messages (BASIC required, inactive components, the minimum wage, a locked
 * month, one's own structure). docs/decisions/imports.md, "The salary structures type".
 */
export const salaryStructuresImport: ImportTypeDefinition = {
  type: 'salary_structures',
  permission: 'update-salary-structures',
  exportNeeds: [
    {
      permission: 'view-salary-structures',
      message: 'Exporting salary structures needs the view-salary-structures permission.',
    },
  ],
  keyColumn: EMPLOYEE,
  columns: [...staticColumns, reasonColumn],
  columnsFor,
  rowKey: (values) => keyOfParts([text(values, EMPLOYEE), text(values, DATE)]),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const code = text(values, EMPLOYEE);
    const employee = code ? await currentEmployeeInScope(tx, companyScope(principal), EMPLOYEE, code) : null;
    if (!code) problems.push({ column: EMPLOYEE, message: 'The employee id field is required.' });
    else if (!employee) problems.push({ column: EMPLOYEE, message: 'The selected employee id is invalid.' });
    const date = text(values, DATE);
    if (!employee) {
      if (!date) problems.push({ column: DATE, message: 'The effective from field is required.' });
      throw new RowProblems(problems);
    }

    const components = await componentsOfCompany(tx, employee.company_id);
    const byCode = new Map(components.map((c) => [headerKey(c.code), c]));
    const codeOf = new Map(components.map((c) => [c.id, c.code]));
    const stored = date ? await salaryStructureOf(tx, employee.id, date) : null;
    const existing =
      stored && stored.effective_from === date
        ? stored.salary_structure.map((l) => ({
            salary_component_id: l.salary_component_id,
            amount: l.amount,
            percentage: l.percentage,
          }))
        : null;
    const lines: Line[] = [...(existing ?? [])];
    for (const [column, value] of Object.entries(values)) {
      if (column === EMPLOYEE || column === DATE || column === REASON) continue;
      const component = byCode.get(headerKey(column));
      if (!component) {
        problems.push({ column, message: `${column} is not a salary component of the employee's country.` });
        continue;
      }
      const at = lines.findIndex((l) => l.salary_component_id === component.id);
      const line = lineOfCell(String(value), component, lines[at], problems);
      if (!line) continue;
      if (at >= 0) lines[at] = line;
      else lines.push(line);
    }

    const basic = byCode.get('basic')?.code ?? EMPLOYEE;
    const columnOf = (field: string) => columnOfField(field, lines, codeOf, basic);
    // A new version from no cells at all: the form's own words for a structure without BASIC.
    if (!existing && !lines.length && !problems.some((p) => p.column !== EMPLOYEE && p.column !== DATE)) {
      problems.push({ column: basic, message: 'The salary structure must include BASIC.' });
    }
    const request = {
      effective_from: date || undefined,
      minimum_wage_override_reason: text(values, REASON) || null,
      components: lines,
    };
    const parsed = salaryStructureRequest.safeParse(request);
    if (!parsed.success) problems.push(...problemsOf(zodIssues(parsed.error), columnOf, problems));
    if (problems.length || !parsed.success) throw new RowProblems(problems);
    if (existing && sameLines(existing, parsed.data.components)) return 'unchanged';

    try {
      await updateEmployeeSalaryStructure(tx, principal, employee.id, parsed.data);
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      if (err.errors && Object.keys(err.errors).length) {
        const issues = Object.entries(err.errors).map(([field, messages]) => ({
          field,
          message: messages[0] ?? err.message,
        }));
        throw new RowProblems(problemsOf(issues, columnOf, []));
      }
      // The one conflict saving a structure meets is a locked month: it is about the row's date.
      if (err.statusCode === 409) throw new RowProblems([{ column: DATE, message: err.message }]);
      throw err;
    }
    return existing ? 'updated' : 'created';
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const lines = await structureLinesOfCompanies(db, companyScope(principal), companyId);
    const rows: Record<string, string>[] = [];
    let row: Record<string, string> | undefined;
    for (const l of lines) {
      if (row?.[EMPLOYEE] !== l.employee_code || row[DATE] !== l.effective_from) {
        row = { [EMPLOYEE]: l.employee_code, [DATE]: l.effective_from };
        rows.push(row);
      }
      // What the cell would make of the line (lineOfCell): an amount, else its percentage, else its formula.
      row[l.code] =
        l.amount !== null
          ? formatAmount(paise(l.amount))
          : l.calculation_type === 'percentage' && l.percentage !== null
            ? `${Number(l.percentage)}%`
            : l.calculation_type === 'formula'
              ? BY_FORMULA
              : '';
    }
    return rows;
  },
};
