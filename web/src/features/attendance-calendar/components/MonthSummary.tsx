import { type AttendanceCalendar, CALENDAR_DAY_LABELS } from '@hrms/contracts/attendance-calendar';
import { plural } from '@/lib/format';
import { formatMinutes, LEGEND_STATUSES } from '../labels';

/** The month's days by status and the time worked, as a list of figures. */
export function MonthSummary({ summary }: { summary: AttendanceCalendar['summary'] }) {
  return (
    <dl aria-label="Month summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {LEGEND_STATUSES.map((status) => (
        <div key={status} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-500">{CALENDAR_DAY_LABELS[status]}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">
            {plural(summary.counts[status], 'day')}
          </dd>
        </div>
      ))}
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
        <dt className="text-xs text-slate-500">Time worked</dt>
        <dd className="text-sm font-semibold text-slate-900 tabular-nums">
          {formatMinutes(summary.worked_minutes)}
        </dd>
      </div>
    </dl>
  );
}
