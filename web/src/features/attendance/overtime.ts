import { OVERTIME_STATUSES } from '@hrms/contracts/enums';
import { humanize } from '@/components/ui/Badge';
import { pageParam, textParam } from '@/lib/listParams';

/**
 * The overtime list's filters, in the query string like the records list's. The status defaults to
 * pending (what waits for a decision); 'all' shows every day with overtime.
 */
export type OvertimeFilters = {
  page: number;
  search: string;
  start_date: string;
  end_date: string;
  /** pending | approved | rejected, or '' for every decision. */
  overtime_status: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIDABLE = OVERTIME_STATUSES.filter((s) => s !== 'none');

export function readOvertimeFilters(params: URLSearchParams): OvertimeFilters {
  const status = params.get('overtime_status');
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    page: pageParam(params),
    search: textParam(params, 'search').slice(0, 200),
    start_date: date('start_date'),
    end_date: date('end_date'),
    overtime_status:
      status === 'all'
        ? ''
        : (DECIDABLE as readonly string[]).includes(status ?? '')
          ? (status as string)
          : 'pending',
  };
}

/** The status choices: each decision, and all of them ('all' in the query string). */
export const OVERTIME_STATUS_OPTIONS = [
  ...DECIDABLE.map((value) => ({ value, label: humanize(value) })),
  { value: 'all', label: 'All' },
];

/** Every filter back to its default: pending days, any date, no search. */
export const OVERTIME_CLEARED = { search: '', start_date: '', end_date: '', overtime_status: 'pending' };

/** The hours an approver may approve (more than 0, at most the hours claimed, two decimals), or what is wrong. */
export function approvableHours(text: string, claimed: number): { hours: number } | { error: string } {
  const hours = Number(text.replace(',', '.').trim());
  if (!text.trim() || !Number.isFinite(hours)) return { error: 'Enter the hours to approve.' };
  if (hours <= 0) return { error: 'Approve more than 0 hours, or reject the overtime.' };
  if (hours > claimed) return { error: `At most ${claimed.toFixed(2)} hours were claimed on this day.` };
  // Read from the text: 1.15 × 100 is not a whole number in binary floating point.
  if (!/^\d*([.,]\d{1,2})?$/.test(text.trim())) return { error: 'The hours may have at most two decimals.' };
  return { hours };
}
