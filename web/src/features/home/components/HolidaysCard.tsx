import { CalendarHeart, PartyPopper } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { useHolidaysOf } from '../api';
import { HOLIDAYS_SHOWN, upcomingHolidays, weekdayOf } from '../home';

/** The next few holidays of the employee's own calendars (restricted ones only once chosen), this year and next. */
export function HolidaysCard({ employeeId }: { employeeId: number }) {
  const today = todayISO();
  const year = Number(today.slice(0, 4));
  const thisYear = useHolidaysOf(employeeId, year);
  const nextYear = useHolidaysOf(employeeId, year + 1);
  const failed = thisYear.isError ? thisYear.error : null;
  const next = upcomingHolidays(
    [...(thisYear.data?.data ?? []), ...(nextYear.data?.data ?? [])],
    today,
    HOLIDAYS_SHOWN,
  );

  return (
    <SectionCard
      title="Upcoming holidays"
      actions={
        <ButtonLink to="/holidays/mine" variant="secondary" size="sm" icon={CalendarHeart}>
          My holidays
        </ButtonLink>
      }
    >
      {thisYear.isPending ? (
        <LoadingState label="Loading your holidays..." className="py-6" />
      ) : failed ? (
        <ErrorBanner message={errorMessage(failed, 'Failed to load your holidays')} />
      ) : next.length === 0 ? (
        <EmptyState
          icon={PartyPopper}
          title="No holidays ahead"
          hint="No more holidays are on your holiday calendar yet."
          className="py-6"
        />
      ) : (
        <ul aria-label="Upcoming holidays" className="divide-y divide-slate-100">
          {next.map((h) => (
            <li key={h.id} className="flex min-w-0 items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0 font-medium break-words text-slate-900">{h.name}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                {weekdayOf(h.date)}, {formatDate(h.date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
