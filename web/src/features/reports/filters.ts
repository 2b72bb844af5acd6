import {
  HEADCOUNT_GROUPS,
  REPORT_GROUPS,
  REPORTS,
  type ReportFilterKind,
  type ReportGroupKey,
  type ReportKey,
} from '@hrms/contracts/reports';
import { financialYearOf, quarterOfMonth } from '@hrms/contracts/tax-year';
import { pageParam } from '@/lib/listParams';

/** A report's filter values as the form and the URL hold them (strings; '' = not set). */
export type ReportFilterValues = Record<string, string>;

/** The filter fields of each kind, besides company_id. */
export const FILTER_FIELDS: Record<ReportFilterKind, readonly string[]> = {
  'payroll-period': ['month', 'year', 'status'],
  'ecr-period': ['month', 'year', 'status', 'kind'],
  period: ['month', 'year'],
  'date-range': ['start_date', 'end_date'],
  'financial-year': ['financial_year'],
  'financial-quarter': ['financial_year', 'quarter', 'annexure'],
  'tax-quarter': ['tax_year', 'quarter', 'annexure'],
  'month-range': ['start_month', 'end_month'],
  'group-by': ['group_by'],
};

export const groupOf = (key: string) => REPORT_GROUPS.find((g) => g.key === key) ?? null;

export const reportsOf = (group: ReportGroupKey) =>
  (Object.keys(REPORTS) as ReportKey[]).filter((key) => REPORTS[key].group === group);

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11" of a year and month, shifted by `delta` months. */
function shiftMonth(year: number, month: number, delta: number) {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** What a report shows before anyone changes a filter: last month's pay, this financial year, a year of trends. */
export function defaultFilters(kind: ReportFilterKind, today: string): ReportFilterValues {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = shiftMonth(year, month, -1);
  const yearAgo = shiftMonth(year, month, -11);
  switch (kind) {
    case 'payroll-period':
      return { month: String(last.month), year: String(last.year), status: '' };
    case 'ecr-period':
      return { month: String(last.month), year: String(last.year), status: '', kind: 'regular' };
    case 'period':
      return { month: String(last.month), year: String(last.year) };
    case 'date-range':
      return { start_date: `${last.year}-${pad(last.month)}-01`, end_date: today };
    case 'financial-year':
      return { financial_year: financialYearOf(today) };
    case 'financial-quarter':
    case 'tax-quarter': {
      // The last quarter that has ended (its return is the one due): the one holding the month before this
      // quarter's first month (quarters start in April, July, October and January).
      const ended = shiftMonth(year, month, -(((month - 1) % 3) + 1));
      const endedYear = financialYearOf(`${ended.year}-${pad(ended.month)}-01`);
      return {
        [kind === 'tax-quarter' ? 'tax_year' : 'financial_year']: endedYear,
        quarter: String(quarterOfMonth(ended.month)),
        annexure: '1',
      };
    }
    case 'month-range':
      return { start_month: `${yearAgo.year}-${pad(yearAgo.month)}`, end_month: `${year}-${pad(month)}` };
    case 'group-by':
      return { group_by: HEADCOUNT_GROUPS[2] };
  }
}

export type ReportSelection = {
  report: ReportKey;
  filters: ReportFilterValues;
  companyId: string;
  page: number;
  /** Whether Generate Report has been pressed (the URL names the report). */
  generated: boolean;
};

/** The report and filters in the URL of /reports/{group}, with defaults for what it does not name. */
export function readReportSelection(
  params: URLSearchParams,
  group: ReportGroupKey,
  today: string,
): ReportSelection {
  const available = reportsOf(group);
  const named = params.get('report') ?? '';
  const report = (available as string[]).includes(named) ? (named as ReportKey) : (available[0] as ReportKey);
  const defaults = defaultFilters(REPORTS[report].filters, today);
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([field, value]) => [field, params.get(field) ?? value]),
  );
  return {
    report,
    filters,
    companyId: params.get('company_id') ?? '',
    page: pageParam(params),
    generated: named === report,
  };
}

/** The URL of a generated report (page 1 unless given). */
export function selectionParams(selection: Omit<ReportSelection, 'generated'>): URLSearchParams {
  const params = new URLSearchParams({ report: selection.report });
  for (const [field, value] of Object.entries(selection.filters)) if (value) params.set(field, value);
  if (selection.companyId) params.set('company_id', selection.companyId);
  if (selection.page > 1) params.set('page', String(selection.page));
  return params;
}

/** Month options (1–12) named in English. */
export const MONTH_CHOICES = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, i, 1)),
  ),
}));

/** The current year and the four before it. */
export const yearChoices = (today: string) =>
  Array.from({ length: 5 }, (_, i) => {
    const year = String(Number(today.slice(0, 4)) - i);
    return { value: year, label: year };
  });

/** The last three years of months, newest first, valued "2026-11" (the trends' range). */
export function monthChoices(today: string) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 36 }, (_, i) => {
    const m = shiftMonth(year, month, -i);
    const label = new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(m.year, m.month - 1, 1)));
    return { value: `${m.year}-${pad(m.month)}`, label };
  });
}
