import type { REPORTS, ReportColumn, ReportKey, reportFilters } from '@hrms/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/** A column of a report; `total` is an aggregate over the report's rows (alias r), e.g. sum(r.net_salary). */
export type ColumnDefinition = ReportColumn & { total?: SQL };

export type FiltersOf<K extends ReportKey> = z.infer<(typeof reportFilters)[(typeof REPORTS)[K]['filters']]>;

/**
 * One report: its columns and the SQL that yields its rows (one output column per column key). The
 * service pages, totals and exports any report the same way by wrapping `source` as a subquery.
 */
export type ReportDefinition<K extends ReportKey> = {
  columns(filters: FiltersOf<K>): ColumnDefinition[];
  /** `company` is the caller's scope as a condition on employees.company_id (the table unaliased). */
  source(filters: FiltersOf<K>, company: SQL): SQL;
  /** ORDER BY over the output columns, ending in a unique one so that pages and batches never overlap. */
  orderBy: SQL;
  /** The filters in words, for the title line and the PDF. */
  describe(filters: FiltersOf<K>): string;
};

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
/** The totals row's label under the first text column. */
export const totalLabel = sql`'Total'`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
export const monthLabel = (year: number, month: number) => `${monthName(month)} ${year}`;

/** The first and last dates of a month, as ISO dates. */
export function monthBounds(year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
}
