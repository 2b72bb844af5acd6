import { STATUTORY_CODES } from '@hrms/contracts/compensation';
import type { SalaryStructureRequest, SalaryStructureResponse } from '@hrms/contracts/employees';
import type { CodeWagesRates } from '@hrms/contracts/statutory';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso, shortDate, todayIn } from '../../platform/dates';
import { type FieldErrors, forbidden, validationFailed } from '../../platform/errors';
import { formatRupees, numericText, paise, rupees } from '../../platform/money';
import { periodOf } from '../../platform/period';
import { assertMonthOpen } from '../month-locks/public';
import { segregationOfDutiesIn } from '../organisation/public';
import { structureCodeWages } from './engine/code-wages';
import { computeStructure, type StructureLine, structureTotals } from './engine/structure';
import {
  componentsById,
  type LineRow,
  linesOf,
  replaceVersion,
  structureVersionAt,
  versionsInForce,
  versionsOf,
} from './structures-queries';

export const DUPLICATE_COMPONENT =
  'This salary component already exists for this employee. Please use a different component or update the existing one.';
export const EMPTY_STRUCTURE = 'Cannot remove all salary components. At least one component must remain.';

/** A line as the structure engine takes it: its amount or percentage (numeric text) and its component. */
export const structureLineOf = (row: {
  code: string;
  type: string;
  calculation_type: string;
  formula: string | null;
  amount: string | null;
  percentage: string | null;
  wage_class?: string;
  exclusion_clause?: string | null;
}): StructureLine => ({
  code: row.code,
  type: row.type as StructureLine['type'],
  calculationType: row.calculation_type as StructureLine['calculationType'],
  formula: row.formula,
  amount: row.amount === null ? null : paise(row.amount),
  percentage: row.percentage === null ? null : Number(row.percentage),
  ...(row.wage_class
    ? {
        wageClass: row.wage_class as NonNullable<StructureLine['wageClass']>,
        exclusionClause: row.exclusion_clause ?? null,
      }
    : {}),
});

const toLine = ({ line, component }: LineRow): StructureLine =>
  structureLineOf({ ...component, amount: line.amount, percentage: line.percentage });

/** A version's lines with their computed monthly amounts and totals (paise inside, rupees out). */
export function priceLines(rows: LineRow[], effectiveFrom: string) {
  const lines = rows.map(toLine);
  const amounts = computeStructure(lines);
  const totals = structureTotals(lines, amounts);
  return {
    lines: rows.map(({ line, component }) => ({
      id: line.id,
      salary_component_id: component.id,
      amount: line.amount === null ? null : Number(line.amount),
      percentage: line.percentage === null ? null : Number(line.percentage),
      computed_amount: rupees(amounts.get(component.code) ?? 0),
      effective_from: effectiveFrom,
      salary_component: {
        id: component.id,
        name: component.name,
        code: component.code,
        type: component.type,
        calculation_type: component.calculation_type,
        formula: component.formula,
        is_taxable: component.is_taxable,
      },
    })),
    totals: {
      total_earnings: rupees(totals.earnings),
      total_deductions: rupees(totals.deductions),
      net_salary: rupees(totals.net),
    },
  };
}

export async function salaryStructureOf(
  db: DbOrTx,
  employeeId: number,
  asOf?: string,
): Promise<SalaryStructureResponse> {
  const version = await structureVersionAt(db, employeeId, asOf ?? todayIn());
  const history = (await versionsOf(db, employeeId)).map((v) => ({ ...v, created_at: iso(v.created_at) }));
  if (!version) {
    return {
      salary_structure: [],
      effective_from: null,
      totals: { total_earnings: 0, total_deductions: 0, net_salary: 0 },
      history,
    };
  }
  const priced = priceLines(await linesOf(db, [version.id]), version.effective_from);
  return {
    salary_structure: priced.lines,
    effective_from: version.effective_from,
    totals: priced.totals,
    history,
  };
}

/** A structure's lines as the audit trail shows them: component code → amount or percentage. */
const auditedLines = (s: SalaryStructureResponse) =>
  Object.fromEntries(
    s.salary_structure.map((l) => [
      l.salary_component.code,
      l.amount !== null || l.percentage === null ? l.amount : `${l.percentage}%`,
    ]),
  );

/**
 * Saves a new dated version of an employee's structure. Each line must name an active, non-statutory
 * component once; BASIC is required; fixed lines need an amount and percentage lines a percentage or an
 * amount (which then overrides the percentage, see computeStructure).
 */
/** The minimum wage a structure must reach, and the definition of wages it is measured by (rupees a month). */
export type MinimumWageFloor = {
  monthly: number;
  rules: CodeWagesRates;
  stateCode: string | null;
  category: string | null;
};

/**
 * A full month's wages under the Labour Codes of the lines being saved (paise), and the refusal when they fall
 * below the floor without a reason. With a reason they are saved, and the audit keeps it with the figures.
 */
function belowMinimum(
  input: SalaryStructureRequest,
  components: Map<number, Awaited<ReturnType<typeof componentsById>>[number]>,
  floor: MinimumWageFloor | null,
) {
  if (!floor) return null;
  const lines = input.components.flatMap((c) => {
    const component = components.get(c.salary_component_id);
    if (!component) return [];
    return [
      {
        ...structureLineOf({
          ...component,
          amount: c.amount == null ? null : numericText(paise(c.amount)),
          percentage: c.percentage == null ? null : c.percentage.toFixed(2),
        }),
      },
    ];
  });
  const wages = structureCodeWages(lines, floor.rules).codeWages;
  const minimum = paise(floor.monthly);
  if (wages >= minimum) return null;
  if (!input.minimum_wage_override_reason) {
    throw validationFailed({
      minimum_wage_override_reason: [
        `Wages under the Labour Codes of ${formatRupees(rupees(wages))} a month are below the minimum wage of ${formatRupees(floor.monthly)} (${(floor.category ?? 'unskilled').replace('_', '-')}, ${floor.stateCode}): give the reason to save it anyway, or raise them.`,
      ],
    });
  }
  return {
    code_wages: rupees(wages),
    minimum_wage: floor.monthly,
    state_code: floor.stateCode,
    skill_category: floor.category,
    reason: input.minimum_wage_override_reason,
  };
}

export async function saveSalaryStructure(
  db: Db,
  employee: { id: number; company_id: number; employee_id: string },
  input: SalaryStructureRequest,
  savedBy: Principal,
  floor: MinimumWageFloor | null = null,
  note: Record<string, unknown> = {},
): Promise<SalaryStructureResponse> {
  const employeeId = employee.id;
  if (!input.components.length) throw validationFailed({ components: [EMPTY_STRUCTURE] });
  return db.transaction(async (tx) => {
    if (employeeId === savedBy.employeeId && (await segregationOfDutiesIn(tx, employee.company_id))) {
      throw forbidden('You cannot change your own salary structure');
    }
    const ids = input.components.map((c) => c.salary_component_id);
    const components = new Map((await componentsById(tx, ids)).map((c) => [c.id, c]));
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    input.components.forEach((line, i) => {
      const field = `components.${i}.salary_component_id`;
      const component = components.get(line.salary_component_id);
      if (!component) errors[field] = ['The selected salary component id is invalid.'];
      else if (seen.has(component.id)) errors[field] = [DUPLICATE_COMPONENT];
      else if (!component.is_active) errors[field] = [`${component.name} is inactive.`];
      else if ((STATUTORY_CODES as readonly string[]).includes(component.code)) {
        errors[field] = [
          `${component.name} is computed by payroll and cannot be part of a salary structure.`,
        ];
      } else if (component.calculation_type === 'fixed' && line.amount == null) {
        errors[`components.${i}.amount`] = [`An amount is required for ${component.name}.`];
      } else if (
        component.calculation_type === 'percentage' &&
        line.percentage == null &&
        line.amount == null
      ) {
        errors[`components.${i}.percentage`] = [
          `A percentage of BASIC (or an amount) is required for ${component.name}.`,
        ];
      }
      seen.add(line.salary_component_id);
    });
    const codes = [...components.values()].map((c) => c.code);
    if (!codes.includes('BASIC')) errors.components = ['The salary structure must include BASIC.'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    await assertMonthOpen(
      tx,
      employee.company_id,
      periodOf(input.effective_from),
      'salary revisions dated in it',
    );
    const override = belowMinimum(input, components, floor);

    const before = await salaryStructureOf(tx, employeeId, input.effective_from);
    await replaceVersion(
      tx,
      employeeId,
      input.effective_from,
      savedBy.userId,
      input.components.map((c) => ({
        salary_component_id: c.salary_component_id,
        amount: c.amount == null ? null : numericText(paise(c.amount)),
        percentage: c.percentage == null ? null : c.percentage.toFixed(2),
      })),
    );
    const after = await salaryStructureOf(tx, employeeId, input.effective_from);
    await recordAudit(tx, savedBy, {
      action: 'employee.salary_structure_saved',
      entity_type: 'employee',
      entity_id: employeeId,
      company_id: employee.company_id,
      summary: `Saved the salary structure of ${employee.employee_id} from ${shortDate(input.effective_from)}`,
      changes: {
        effective_from: input.effective_from,
        components: { from: auditedLines(before), to: auditedLines(after) },
        net_salary: { from: before.totals.net_salary, to: after.totals.net_salary },
        ...(override ? { minimum_wage_override: override } : {}),
        ...note,
      },
    });
    return after;
  });
}

/** Each employee's structure lines in force on a date, as the payroll engine reads them (absent: none). */
export async function structureLinesInForce(db: DbOrTx, employeeIds: number[], date: string) {
  const versions = await versionsInForce(db, employeeIds, date);
  const employeeOf = new Map(versions.map((v) => [v.id, v.employee_id]));
  const byEmployee = new Map<number, (StructureLine & { taxable: boolean })[]>();
  for (const row of await linesOf(db, [...employeeOf.keys()])) {
    const employeeId = employeeOf.get(row.line.salary_structure_id) as number;
    const lines = byEmployee.get(employeeId) ?? [];
    lines.push({ ...toLine(row), taxable: row.component.is_taxable });
    byEmployee.set(employeeId, lines);
  }
  return byEmployee;
}
