import type { TaxRegime, TaxSlabInput } from '@hrms/contracts/compensation';
import { formatNumber } from '@/lib/format';
import { money } from './labels';

/**
 * The slab editor's model. A row holds what the user typed (strings, so a half-typed amount is
 * kept as it is); validateSlabs reads the rows into the PUT /tax-regimes/{id}/slabs body and
 * reports what is wrong, keyed like the server's 422 answer (`slabs.2.min_income`). The rules are
 * the server's (server/src/modules/compensation/tax/slabs.ts) and the request schema's limits; the
 * server checks them again on save.
 */

export type SlabField = 'min_income' | 'max_income' | 'rate' | 'tax_amount';
export const SLAB_FIELDS: readonly SlabField[] = ['min_income', 'max_income', 'rate', 'tax_amount'];

export type SlabRow = { key: string } & Record<SlabField, string>;

/** One problem of a cell; `blank` marks a required cell left empty (shown once touched or on save). */
export type SlabIssue = { message: string; blank?: boolean };

export type SlabValidation = {
  /** The request body's slabs, when every row is sound. */
  slabs: TaxSlabInput[] | null;
  /** `slabs.{i}.{field}` → the cell's problem; `slabs` → a problem of the list as a whole. */
  issues: Record<string, SlabIssue>;
};

export const MAX_SLABS = 20;
const MAX_AMOUNT = 1e12;

export const slabKey = (index: number, field: SlabField) => `slabs.${index}.${field}`;

let nextKey = 0;
const rowKey = () => `slab-${++nextKey}`;

/** An amount as the editor shows it, in the Indian grouping: 1200000 → "12,00,000". */
export function groupAmount(n: number | null): string {
  return n === null ? '' : formatNumber(n);
}

/**
 * A cell's text once the user leaves it: a readable amount is regrouped ("1200000" → "12,00,000");
 * a rate, or text that is not an amount, is left as typed.
 */
export function tidyCell(field: SlabField, value: string): string {
  if (field === 'rate') return value.trim();
  const n = parseAmount(value);
  return n === null || Number.isNaN(n) ? value : groupAmount(n);
}

/** The editor's rows for a regime's stored slabs. */
export function rowsFromSlabs(slabs: TaxRegime['tax_slabs']): SlabRow[] {
  return slabs.map((s) => ({
    key: rowKey(),
    min_income: groupAmount(s.min_income),
    max_income: groupAmount(s.max_income),
    rate: String(s.rate),
    tax_amount: s.tax_amount ? groupAmount(s.tax_amount) : '',
  }));
}

/** A new last row: it starts where the one before ends (at 0 for the first). */
export function newRow(rows: readonly SlabRow[]): SlabRow {
  const previous = rows.at(-1);
  return {
    key: rowKey(),
    min_income: previous ? previous.max_income : '0',
    max_income: '',
    rate: '',
    tax_amount: '',
  };
}

/** The editor's starting rows: the stored slabs, or one open row from 0 for a regime without any. */
export function initialRows(slabs: TaxRegime['tax_slabs']): SlabRow[] {
  return slabs.length ? rowsFromSlabs(slabs) : [newRow([])];
}

/**
 * An amount as typed: "4,00,000", "₹ 400000" and "400000.50" all read as numbers; '' is null;
 * anything else is NaN.
 */
export function parseAmount(value: string): number | null {
  const cleaned = value.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function amountIssue(n: number): string | null {
  if (Number.isNaN(n)) return 'Enter an amount in rupees, e.g. 400000.';
  if (n > MAX_AMOUNT) return 'The amount is too large.';
  if (Math.round(n * 100) !== n * 100) return 'Use at most two decimal places.';
  return null;
}

/** Reads and checks the rows. */
export function validateSlabs(rows: readonly SlabRow[]): SlabValidation {
  const issues: Record<string, SlabIssue> = {};
  const add = (i: number, field: SlabField, issue: SlabIssue) => {
    issues[slabKey(i, field)] ??= issue;
  };

  if (rows.length === 0) issues.slabs = { message: 'Add at least one slab.' };
  if (rows.length > MAX_SLABS) issues.slabs = { message: `A regime may have at most ${MAX_SLABS} slabs.` };

  // Each cell on its own; null marks a cell that cannot be read, so the rules below skip it.
  const parsed = rows.map((row, i) => {
    const min = parseAmount(row.min_income);
    const max = parseAmount(row.max_income);
    const rate = parseAmount(row.rate);
    const fixed = parseAmount(row.tax_amount);
    let minValue: number | null = null;
    let maxValue: number | null | undefined = null;
    let rateValue: number | null = null;
    let fixedValue: number | null = 0;

    if (min === null) add(i, 'min_income', { message: 'Enter the minimum income.', blank: true });
    else if (amountIssue(min)) add(i, 'min_income', { message: amountIssue(min) as string });
    else minValue = min;

    if (max !== null && amountIssue(max)) {
      add(i, 'max_income', { message: amountIssue(max) as string });
      maxValue = undefined;
    } else maxValue = max;

    if (rate === null) add(i, 'rate', { message: 'Enter the rate.', blank: true });
    else if (Number.isNaN(rate) || rate > 100)
      add(i, 'rate', { message: 'The rate must be between 0 and 100.' });
    else if (Math.round(rate * 100) !== rate * 100)
      add(i, 'rate', { message: 'Use at most two decimal places.' });
    else rateValue = rate;

    if (fixed !== null && amountIssue(fixed)) {
      add(i, 'tax_amount', { message: amountIssue(fixed) as string });
      fixedValue = null;
    } else fixedValue = fixed ?? 0;

    return { min: minValue, max: maxValue, rate: rateValue, fixed: fixedValue };
  });

  // The server's rules: ascending from 0, each starting where the previous ends, only the last open.
  parsed.forEach((slab, i) => {
    const previous = parsed[i - 1];
    if (i === 0 && slab.min !== null && slab.min !== 0) {
      add(i, 'min_income', { message: 'The first slab must start at 0.' });
    }
    if (previous && previous.max !== undefined) {
      if (previous.max === null) {
        add(i - 1, 'max_income', { message: 'Only the last slab may be open-ended.' });
      } else if (slab.min !== null && slab.min < previous.max) {
        add(i, 'min_income', { message: 'Slabs may not overlap.' });
      } else if (slab.min !== null && slab.min > previous.max) {
        add(i, 'min_income', {
          message: `This slab must start where the previous one ends (${money(previous.max)}).`,
        });
      }
    }
    if (slab.max !== null && slab.max !== undefined && slab.min !== null && slab.max <= slab.min) {
      add(i, 'max_income', { message: 'The maximum must be greater than the minimum.' });
    }
  });

  if (Object.keys(issues).length) return { slabs: null, issues };
  return {
    slabs: parsed.map((s) => ({
      min_income: s.min as number,
      max_income: s.max as number | null,
      rate: s.rate as number,
      tax_amount: s.fixed as number,
    })),
    issues,
  };
}

/** True when the rows hold the same slabs as the stored ones (nothing to save). */
export function sameSlabs(rows: readonly SlabRow[], stored: TaxRegime['tax_slabs']): boolean {
  if (rows.length !== stored.length) return false;
  return rows.every((row, i) => {
    const s = stored[i];
    return (
      s !== undefined &&
      parseAmount(row.min_income) === s.min_income &&
      parseAmount(row.max_income) === s.max_income &&
      parseAmount(row.rate) === s.rate &&
      (parseAmount(row.tax_amount) ?? 0) === s.tax_amount
    );
  });
}

/**
 * The server's 422 answer as cell messages: `slabs.{i}.{field}` keys are kept (first message each);
 * anything else (the list as a whole) is gathered under `slabs`.
 */
export function serverSlabIssues(errors: Record<string, string[]> | undefined): Record<string, SlabIssue> {
  const issues: Record<string, SlabIssue> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    if (/^slabs\.\d+\.(min_income|max_income|rate|tax_amount)$/.test(key)) issues[key] = { message: first };
    else general.push(first);
  }
  if (general.length) issues.slabs = { message: general.join(' ') };
  return issues;
}
