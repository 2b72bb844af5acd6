import type {
  REPORTS,
  ReportColumn,
  ReportFileFormat,
  ReportKey,
  reportFilters,
} from '@hrms/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';

/** A column of a report; `total` is an aggregate over the report's rows (alias r), e.g. sum(r.net_salary). */
export type ColumnDefinition = ReportColumn & { total?: SQL };

export type FiltersOf<K extends ReportKey> = z.infer<(typeof reportFilters)[(typeof REPORTS)[K]['filters']]>;

/** What a file writer gets: every row of its source, in order, and the filters. */
export type FileInput<K extends ReportKey> = {
  db: DbOrTx;
  rows: Record<string, unknown>[];
  filters: FiltersOf<K>;
  /** The company the report covers, when it covers exactly one. */
  companyId: number | null;
};

/** A portal's or bank's file: its own rows (or the report's) written in the exact layout it accepts. */
export type ReportFileWriter<K extends ReportKey> = {
  contentType: string;
  extension: string;
  /** Rows for the file when they differ from the report's; ordered by `orderBy` unless given here. */
  source?(filters: FiltersOf<K>, company: SQL): SQL;
  orderBy?: SQL;
  write(input: FileInput<K>): Buffer | string | Promise<Buffer | string>;
};

/**
 * One report: its columns and the SQL that yields its rows (one output column per column key). The
 * service pages, totals and exports any report the same way by wrapping `source` as a subquery.
 */
export type ReportDefinition<K extends ReportKey> = {
  columns(filters: FiltersOf<K>): ColumnDefinition[];
  /** `company` is the caller's scope as a condition on employees.company_id (the table unaliased). */
  source(filters: FiltersOf<K>, company: SQL, loaded?: unknown): SQL;
  /**
   * Figures computed outside SQL (Form 24Q's Annexure II from the tax-year engine), loaded before `source`,
   * which receives them as `loaded` (and may serve them as a recordset). May refuse the filters (422).
   */
  load?(db: DbOrTx, filters: FiltersOf<K>, company: SQL, companyId: number | null): Promise<unknown>;
  /** ORDER BY over the output columns, ending in a unique one so that pages and batches never overlap. */
  orderBy: SQL;
  /** The filters in words, for the title line and the PDF. */
  describe(filters: FiltersOf<K>): string;
  /**
   * Employees whose missing details block the report's downloads: a query yielding employee_code,
   * employee_name and missing (text[]). Any row makes every download (CSV, PDF, file) answer 422. A row may
   * name the `field` its line is answered under (default `employees`; Form 24Q adds `company`, `challans`).
   */
  blockers?(filters: FiltersOf<K>, company: SQL, loaded?: unknown): SQL;
  /**
   * The CSV is imported by a program, not opened in a spreadsheet (Form 24Q's annexures, read by the Return
   * Preparation Utility): no byte-order mark, and money with exactly two decimals ("60000.00").
   */
  csvForImport?: boolean;
  /** The portal or bank files of the report (contracts' REPORTS[key].files), by format. */
  files?: Partial<Record<ReportFileFormat, ReportFileWriter<K>>>;
};

/** The parts of a run's breakdown the reports read, with their types, as `unpackedBreakdown` names them. */
const UNPACKED = {
  earnings: 'jsonb',
  deductions: 'jsonb',
  employer_contributions: 'jsonb',
  statutory: 'jsonb',
  lop_days: 'numeric',
  days_present: 'numeric',
} as const;
type Unpacked = keyof typeof UNPACKED;

/**
 * The breakdown of the run aliased pr, unpacked once per run as bd. A breakdown is stored compressed, and
 * each `pr.breakdown -> …` decompressed all of it again: the payroll register read fourteen figures a run
 * that way (docs/decisions/performance.md, "The reports unpack each run's breakdown once"). Every report
 * whose columns use fromBreakdown or `bd` joins this after pr.
 */
export const unpackedBreakdown = sql.raw(
  `cross join lateral jsonb_to_record(pr.breakdown) as bd(${Object.entries(UNPACKED)
    .map(([k, type]) => `${k} ${type}`)
    .join(', ')})`,
);

/**
 * An amount kept only in a payroll run's breakdown (rupees; `unpackedBreakdown` joined), 0 when absent, e.g.
 * fromBreakdown('employer_contributions', 'edli'). The path is code, never input.
 */
export function fromBreakdown(part: Unpacked, key?: string) {
  if (!key) return sql.raw(`coalesce(bd.${part}, 0)`);
  return sql.raw(`coalesce((bd.${part}->>'${key}')::numeric, 0)`);
}

const ref = (key: string) => sql.raw(`r."${key}"`);
const sum = (key: string) => sql`sum(${ref(key)})`;

export const text = (key: string, label: string, total?: SQL): ColumnDefinition => ({
  key,
  label,
  type: 'text',
  total,
});
export const date = (key: string, label: string): ColumnDefinition => ({ key, label, type: 'date' });
/** Money in rupees, summed in the totals. */
export const money = (key: string, label: string): ColumnDefinition => ({
  key,
  label,
  type: 'money',
  total: sum(key),
});
export const count = (key: string, label: string, summed = true): ColumnDefinition => ({
  key,
  label,
  type: 'number',
  total: summed ? sum(key) : undefined,
});
export const percent = (key: string, label: string, total?: SQL): ColumnDefinition => ({
  key,
  label,
  type: 'percent',
  total,
});
/**
 * The blockers of a report's files: of `rows` (a query with employee_code and employee_name, and
 * employee_id where it has one), those failing any check, each with the labels of what it lacks.
 */
export function missingDetails(rows: SQL, checks: [failing: SQL, label: string][], withId = false) {
  const labels = checks.map(([failing, label]) => sql`case when ${failing} then ${label} end`);
  return sql`select ${withId ? sql`employee_id, ` : sql``}employee_code, employee_name, missing from (
      select *, array_remove(array[${sql.join(labels, sql`, `)}]::text[], null) as missing from (${rows}) checked
    ) blocked
    where cardinality(missing) > 0`;
}

/** The totals row's label under the first text column. */
export const totalLabel = sql`'Total'`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
export const monthLabel = (year: number, month: number) => `${monthName(month)} ${year}`;

/** A filter's month as people read it: "2026-02" → "Feb 2026". */
export const monthOfIso = (month: string) => monthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/**
 * Which runs a month's report counts, for its subtitle: approved and paid (COUNTED_RUN_STATUSES), or the
 * status asked for — a run not yet approved is a preview, and the subtitle says so.
 */
export const runsCounted = (f: { status?: string }) =>
  !f.status
    ? 'approved and paid runs'
    : ['draft', 'processed'].includes(f.status)
      ? `${f.status} runs only · a preview, not yet approved`
      : `${f.status} runs only`;

/**
 * Rows a report's `load` worked out in code, as its source: a recordset typed by the report's columns (money and
 * numbers numeric, the rest text; `types` overrides a column's), so the framework pages, totals and exports them
 * like any other.
 */
export function loadedSource(
  columns: readonly ColumnDefinition[],
  loaded: unknown,
  types: Record<string, string> = {},
): SQL {
  const typed = columns.map((c) =>
    sql.raw(
      `"${c.key}" ${types[c.key] ?? (['money', 'number', 'percent'].includes(c.type) ? 'numeric' : 'text')}`,
    ),
  );
  return sql`select * from jsonb_to_recordset(${JSON.stringify(loaded ?? [])}::jsonb) as x(${sql.join(typed, sql`, `)})`;
}
