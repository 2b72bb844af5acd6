import { dmy } from '@hrms/contracts/formats';
import {
  blockerLine,
  REPORTS,
  type ReportBlocker,
  type ReportCell,
  type ReportColumn,
  type ReportFileFormat,
  type ReportKey,
  type ReportResult,
  type reportCommonQuery,
} from '@hrms/contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { assertInScope, type CompanyScope, companyCondition, companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { cachedTotals } from '../../platform/list-totals';
import { paged } from '../../platform/pagination';
import { companyBrand } from '../organisation/public';
import { REPORT_DEFINITIONS } from './catalogue';
import type { ColumnDefinition, FiltersOf, ReportDefinition } from './definition';
import { allReportRows, companyName, reportRows, reportTotals } from './queries';

export type ReportQuery = z.infer<typeof reportCommonQuery> & Record<string, unknown>;

/** The companies a report covers: the caller's scope, narrowed by a company filter inside it. */
async function coveredCompanies(db: Db, principal: Principal, companyId: number | undefined) {
  const scope = companyScope(principal);
  const chosen: CompanyScope =
    companyId === undefined ? scope : { kind: 'company', companyId: ensureInScope(scope, companyId) };
  if (chosen.kind !== 'company') return { scope: chosen, name: null };
  const name = await companyName(db, chosen.companyId);
  if (name === null) throw notFound('Company');
  return { scope: chosen, name };
}

function ensureInScope(scope: CompanyScope, companyId: number) {
  assertInScope(scope, companyId, 'Company');
  return companyId;
}

/** A database value as the column's type: numeric text becomes a number. */
function cellOf(column: ReportColumn, value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  if (column.type === 'text' || column.type === 'date') return String(value);
  return Number(value);
}

const publicColumn = ({ key, label, type }: ColumnDefinition): ReportColumn => ({ key, label, type });

async function prepare(db: Db, principal: Principal, key: ReportKey, query: ReportQuery) {
  // The route validated the query with this report's own filter schema.
  const filters = query as unknown as FiltersOf<ReportKey>;
  const definition = REPORT_DEFINITIONS[key] as ReportDefinition<ReportKey>;
  const companies = await coveredCompanies(db, principal, query.company_id);
  const company = companyCondition(companies.scope, employees.company_id) ?? sql`true`;
  const columns = definition.columns(filters);
  const companyId = companies.scope.kind === 'company' ? companies.scope.companyId : null;
  const loaded = await definition.load?.(db, filters, company, companyId);
  return {
    definition,
    filters,
    company,
    companyId,
    columns,
    loaded,
    source: definition.source(filters, company, loaded),
    orderBy: definition.orderBy,
    title: REPORTS[key].title,
    subtitle: [definition.describe(filters), companies.name ?? 'All companies'].join(' · '),
  };
}

function totalsOf(columns: ColumnDefinition[], row: Record<string, unknown>) {
  if (!columns.some((c) => c.total)) return null;
  return Object.fromEntries(columns.map((c) => [c.key, c.total ? cellOf(c, row[c.key]) : null]));
}

/** One page of the report, with totals over all of its rows (GET /api/reports/{key}). */
export async function reportPage(
  db: Db,
  principal: Principal,
  key: ReportKey,
  query: ReportQuery,
): Promise<ReportResult> {
  const r = await prepare(db, principal, key, query);
  const { page: _page, per_page: _perPage, ...filters } = query;
  const [rows, totals, blockers] = await Promise.all([
    reportRows(db, r.source, r.orderBy, query.per_page, (query.page - 1) * query.per_page),
    // The totals read every row of the report (a month's 1,00,000 runs): kept a few seconds, as a list's
    // summary is, so paging through a report reads them once (docs/decisions/performance.md,
    // "A report's totals are kept for a few seconds").
    cachedTotals(db, ['report', key, companyScope(principal), filters], () =>
      reportTotals(db, r.source, r.columns),
    ),
    blockersOf(db, r),
  ]);
  const page = paged(
    rows.map((row) => Object.fromEntries(r.columns.map((c) => [c.key, cellOf(c, row[c.key])]))),
    totals.row_count,
    query.page,
    query.per_page,
  );
  return {
    key,
    title: r.title,
    subtitle: r.subtitle,
    columns: r.columns.map(publicColumn),
    rows: page.data,
    totals: totalsOf(r.columns, totals),
    current_page: page.current_page,
    last_page: page.last_page,
    per_page: page.per_page,
    total: page.total,
    blockers: blockers.map(({ format: _format, ...blocker }) => blocker),
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** A blocker; one with a `format` refuses only that file of the report (a bank's own mandatory field). */
type Blocker = ReportBlocker & { format?: string };

async function blockersOf(db: Db, r: Prepared): Promise<Blocker[]> {
  if (!r.definition.blockers) return [];
  const rows = await reportRows(
    db,
    r.definition.blockers(r.filters, r.company, r.loaded),
    sql`employee_code`,
    10_000,
    0,
  );
  return rows.map((row) => ({
    ...(row.employee_id == null ? {} : { employee_id: Number(row.employee_id) }),
    ...(row.field == null ? {} : { field: String(row.field) }),
    ...(row.link == null ? {} : { link: String(row.link) }),
    ...(row.format == null ? {} : { format: String(row.format) }),
    employee_code: String(row.employee_code),
    employee_name: String(row.employee_name),
    missing: (row.missing as string[] | null) ?? [],
  }));
}

/**
 * Refuses a download while employees block the report's files, naming each and what is missing: the
 * blockers of every file, and those of the file `format` asked for (none for the CSV and PDF).
 */
async function assertUnblocked(db: Db, r: Prepared, format?: ReportFileFormat) {
  const blockers = (await blockersOf(db, r)).filter((b) => !b.format || b.format === format);
  if (!blockers.length) return;
  const errors: Record<string, string[]> = {};
  for (const b of blockers) {
    const field = b.field ?? 'employees';
    errors[field] = [...(errors[field] ?? []), blockerLine(b)];
  }
  const onlyEmployees = Object.keys(errors).length === 1 && errors.employees;
  throw new AppError(
    422,
    onlyEmployees
      ? `${blockers.length} employee${blockers.length === 1 ? '' : 's'} must have their statutory details completed before this file can be produced.`
      : `${blockers.length} problem${blockers.length === 1 ? '' : 's'} must be resolved before this file can be produced.`,
    errors,
  );
}

/**
 * What the filing checklist reads of a report for a month: its row count and column totals, its blockers (every
 * file's, and each file's own with its `format`), and with `withRows` its rows as the source yields them.
 */
export async function reportFacts(
  db: Db,
  principal: Principal,
  key: ReportKey,
  query: ReportQuery,
  withRows = false,
) {
  const r = await prepare(db, principal, key, query);
  const totals = await reportTotals(db, r.source, r.columns);
  const blockers = await blockersOf(db, r);
  const rows = withRows ? await reportRows(db, r.source, r.orderBy, 10_000, 0) : [];
  return { count: Number(totals.row_count), totals: totals as Record<string, unknown>, blockers, rows };
}

/** A portal's or bank's file of the report (format txt, xlsx or a bank's), after the validation step. */
export async function reportPortalFile(
  db: Db,
  principal: Principal,
  key: ReportKey,
  query: ReportQuery & { format: ReportFileFormat },
) {
  const r = await prepare(db, principal, key, query);
  const writer = r.definition.files?.[query.format];
  if (!writer) throw fieldError('format', `The ${REPORTS[key].title} has no ${query.format} file.`);
  await assertUnblocked(db, r, query.format);
  const source = writer.source?.(r.filters, r.company) ?? r.source;
  const rows: Record<string, unknown>[] = [];
  for await (const row of allReportRows(db, source, writer.orderBy ?? r.orderBy)) rows.push(row);
  const body = await writer.write({ db, rows, filters: r.filters, companyId: r.companyId });
  return { body, contentType: writer.contentType, extension: writer.extension };
}

export type ReportFile = {
  title: string;
  subtitle: string;
  columns: ReportColumn[];
  rows: AsyncIterable<ReportCell[]>;
  /** Read after the rows (a totals row closes the file). */
  totals: () => Promise<ReportCell[] | null>;
  /** For a program's import (no BOM; money as text with two decimals): ReportDefinition.csvForImport. */
  forImport: boolean;
  /** The logo a PDF heads with: the company's when the report covers one, none for several. */
  logo: () => Promise<Buffer | null>;
};

/** Every row of the report, for a download. */
export async function reportFile(
  db: Db,
  principal: Principal,
  key: ReportKey,
  query: ReportQuery,
): Promise<ReportFile> {
  const r = await prepare(db, principal, key, query);
  await assertUnblocked(db, r);
  const forImport = Boolean(r.definition.csvForImport);
  const cell = (c: ColumnDefinition, value: unknown): ReportCell => {
    const v = cellOf(c, value);
    if (forImport) return c.type === 'money' && typeof v === 'number' ? v.toFixed(2) : v;
    // A CSV or PDF for people reads dates day first (Excel set to India reads 10/11/2026 as a date).
    return c.type === 'date' && typeof v === 'string' ? dmy(v) : v;
  };
  const rows = async function* () {
    for await (const row of allReportRows(db, r.source, r.orderBy)) {
      yield r.columns.map((c) => cell(c, row[c.key]));
    }
  };
  return {
    title: r.title,
    subtitle: r.subtitle,
    columns: r.columns.map(publicColumn),
    rows: rows(),
    totals: async () => {
      const totals = totalsOf(r.columns, await reportTotals(db, r.source, r.columns));
      return totals ? r.columns.map((c) => totals[c.key] ?? null) : null;
    },
    forImport,
    logo: async () => (r.companyId === null ? null : (await companyBrand(db, r.companyId)).logo),
  };
}

/** The download's name: the report and its filters, e.g. payroll-register-2026-10.csv. */
export function reportFilename(key: ReportKey, query: Record<string, unknown>, extension: string) {
  const q = query as Record<string, string | number | undefined>;
  const parts: Record<(typeof REPORTS)[ReportKey]['filters'], unknown[]> = {
    'payroll-period': [q.year, String(q.month).padStart(2, '0'), q.status],
    'ecr-period': [
      q.year,
      String(q.month).padStart(2, '0'),
      q.status,
      q.kind === 'arrear' ? 'arrear' : undefined,
    ],
    period: [q.year, String(q.month).padStart(2, '0')],
    'date-range': [q.start_date, 'to', q.end_date],
    'financial-year': [q.financial_year],
    'financial-quarter': [q.financial_year, `q${q.quarter}`, q.annexure === '2' ? 'annexure-2' : undefined],
    'tax-quarter': [q.tax_year, `q${q.quarter}`, q.annexure === '2' ? 'annexure-2' : undefined],
    'month-range': [q.start_month, 'to', q.end_month],
    'group-by': ['by', q.group_by],
  };
  const suffix = parts[REPORTS[key].filters].filter((p) => p !== undefined).join('-');
  return `${key}-${suffix}.${extension}`;
}
