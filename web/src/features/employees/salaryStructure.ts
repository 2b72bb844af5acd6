import { type SalaryComponent, STATUTORY_CODES } from '@hrms/contracts/compensation';
import type {
  SalaryStructureLine,
  SalaryStructureRequest,
  SalaryStructureResponse,
} from '@hrms/contracts/employees';
import { ApiError, errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';

/**
 * The salary structure screen's rules (spec 1 §2.13, §5). The structure is saved whole: adding or
 * removing a line sends every line again as a new dated version, and the server computes the amounts.
 */

export const DUPLICATE_COMPONENT_MESSAGE =
  'This salary component already exists for this employee. Please use a different component or update the existing one.';
export const LAST_COMPONENT_MESSAGE =
  'Cannot remove all salary components. At least one component must remain.';
export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this salary component?';

export type StructureComponent = SalaryStructureRequest['components'][number];
export type StructureTotals = { total_earnings: number; total_deductions: number; net_salary: number };
type Outcome = { ok: true; components: StructureComponent[] } | { ok: false; message: string };

/** A monthly amount for the year: twelve months, counted in paise so no rupee fraction drifts. */
export const annualAmount = (monthly: number) => (Math.round(monthly * 100) * 12) / 100;

/** The lines as the save request takes them, with their own amount and percentage. */
export function structureComponents(lines: readonly SalaryStructureLine[]): StructureComponent[] {
  return lines.map((line) => ({
    salary_component_id: line.salary_component_id,
    amount: line.amount,
    percentage: line.percentage,
  }));
}

/** The structure with one more line at the end; a component already present is refused. */
export function withAddedComponent(
  lines: readonly SalaryStructureLine[],
  added: StructureComponent,
): Outcome {
  if (lines.some((line) => line.salary_component_id === added.salary_component_id)) {
    return { ok: false, message: DUPLICATE_COMPONENT_MESSAGE };
  }
  return { ok: true, components: [...structureComponents(lines), added] };
}

/** The structure without one line; the last line cannot go. */
export function withoutLine(lines: readonly SalaryStructureLine[], lineId: number): Outcome {
  const kept = lines.filter((line) => line.id !== lineId);
  if (kept.length === 0) return { ok: false, message: LAST_COMPONENT_MESSAGE };
  return { ok: true, components: structureComponents(kept) };
}

const STATUTORY: readonly string[] = STATUTORY_CODES;

/**
 * The components the picker offers: earnings then deductions, without those already in the
 * structure and without the statutory ones (PF, ESIC, PT, TDS), which payroll computes itself.
 */
export function pickableComponents(
  byType: { earnings: readonly SalaryComponent[]; deductions: readonly SalaryComponent[] } | undefined,
  lines: readonly SalaryStructureLine[],
): SalaryComponent[] {
  if (!byType) return [];
  const present = new Set(lines.map((line) => line.salary_component_id));
  return [...byType.earnings, ...byType.deductions].filter(
    (c) => c.is_active && !c.is_statutory && !STATUTORY.includes(c.code) && !present.has(c.id),
  );
}

/** Totals from the lines' amounts (in paise, so sums do not drift); net = earnings − deductions. */
export function structureTotals(lines: readonly SalaryStructureLine[]): StructureTotals {
  let earnings = 0;
  let deductions = 0;
  for (const line of lines) {
    const paise = Math.round(line.computed_amount * 100);
    if (line.salary_component.type === 'deduction') deductions += paise;
    else earnings += paise;
  }
  return {
    total_earnings: earnings / 100,
    total_deductions: deductions / 100,
    net_salary: (earnings - deductions) / 100,
  };
}

/**
 * How a line's amount is worked out: "Fixed", "40% of basic", "Formula: BASIC * 0.1", or "Fixed amount
 * (overrides 40% of basic)" when an amount is typed on a percentage or formula line (the server pays it).
 */
export function calculationText(
  line: Pick<SalaryStructureLine, 'amount' | 'percentage' | 'salary_component'>,
): string {
  const { calculation_type } = line.salary_component;
  if (calculation_type !== 'fixed' && line.amount !== null) {
    const rule = ruleText(line);
    return `Fixed amount (overrides ${rule.charAt(0).toLowerCase()}${rule.slice(1)})`;
  }
  return ruleText(line);
}

function ruleText(line: Pick<SalaryStructureLine, 'percentage' | 'salary_component'>): string {
  const { calculation_type, formula } = line.salary_component;
  if (calculation_type === 'percentage') {
    return line.percentage === null ? 'Percentage of basic' : `${formatNumber(line.percentage)}% of basic`;
  }
  if (calculation_type === 'formula') return formula ? `Formula: ${formula}` : 'Formula';
  return 'Fixed';
}

/** An optional number input: '' → null, a number ≥ 0 → itself, anything else → undefined (invalid). */
export function optionalNumber(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

type LineField = 'salary_component_id' | 'amount' | 'percentage';
export type StructureFailure = { fields: Partial<Record<LineField, string>>; banner: string | null };

/**
 * Where a failed save's messages go: those of the line being added (`components.{index}.amount`)
 * under its inputs in the Add panel, all others (`components`, other lines) in the banner; any
 * other failure shows the server's message or the fallback.
 */
export function structureFailure(
  error: unknown,
  addedIndex: number | null,
  fallback: string,
): StructureFailure {
  if (!(error instanceof ApiError) || !error.errors || !Object.keys(error.errors).length) {
    return { fields: {}, banner: errorMessage(error, fallback) };
  }
  const fields: StructureFailure['fields'] = {};
  const banner: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    const match = /^components\.(\d+)\.(salary_component_id|amount|percentage)$/.exec(key);
    if (match && addedIndex !== null && Number(match[1]) === addedIndex) {
      fields[match[2] as LineField] ??= first;
    } else if (!banner.includes(first)) {
      banner.push(first);
    }
  }
  return { fields, banner: banner.length ? banner.join(' ') : null };
}

export type StructureVersion = SalaryStructureResponse['history'][number];
export type VersionState = 'in-force' | 'scheduled' | 'past';

/**
 * Each version's place in time on `today`: the latest one that has started is in force, those
 * not started yet are scheduled, older ones are past.
 */
export function versionStates(
  history: readonly StructureVersion[],
  today: string,
): Map<number, VersionState> {
  const started = history.filter((v) => v.effective_from <= today);
  const inForce = started.reduce<StructureVersion | null>(
    (latest, v) => (!latest || v.effective_from > latest.effective_from ? v : latest),
    null,
  );
  return new Map(
    history.map((v) => [v.id, v.effective_from > today ? 'scheduled' : v === inForce ? 'in-force' : 'past']),
  );
}

/** The versions newest first. */
export function newestFirst(history: readonly StructureVersion[]): StructureVersion[] {
  return [...history].sort((a, b) => b.effective_from.localeCompare(a.effective_from));
}

/**
 * The notice after a save. A version dated in the future does not change the structure on screen
 * (the one in force today), so the notice says when it starts.
 */
export function savedNotice(
  message: string,
  effectiveFrom: string,
  today: string,
  formatDay: (date: string) => string,
): string {
  if (effectiveFrom <= today) return message;
  return `${message.replace(/[.!]+$/, '')}. It takes effect on ${formatDay(effectiveFrom)}.`;
}

/** The lines as the table lists them: earnings, then deductions, each in the server's order. */
export function earningsFirst(lines: readonly SalaryStructureLine[]): SalaryStructureLine[] {
  const isDeduction = (line: SalaryStructureLine) => line.salary_component.type === 'deduction';
  return [...lines.filter((line) => !isDeduction(line)), ...lines.filter(isDeduction)];
}
