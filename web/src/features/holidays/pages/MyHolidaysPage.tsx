import type { EmployeeHoliday, EmployeeHolidaysResponse } from '@hrms/contracts/holidays';
import {
  CalendarCheck2,
  CalendarMinus,
  CalendarOff,
  CalendarPlus,
  CalendarRange,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useEmployeeHolidays, useOptIn } from '../api';
import { holidayColumns } from '../components/holidayColumns';
import { YearSelect } from '../components/YearSelect';
import { failureText } from '../failures';
import { allowanceLine, byDate } from '../labels';
import { chosenYear, holidayYears } from '../params';

/**
 * /holidays/mine: the holidays the signed-in employee observes in a year (their company's, their branch's
 * state's and their branch's), with the restricted ones to opt in to or out of, up to each allowance.
 */
export function MyHolidaysPage() {
  const { user } = useSession();
  const canManage = useCan('manage-attendance');
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayISO());
  const currentYear = Number(today.slice(0, 4));
  const year = chosenYear(params.get('year'), currentYear);
  const employeeId = user?.employee_id ?? null;

  return (
    <>
      <PageHeader
        title="My Holidays"
        description="The holidays you observe in the year. Restricted holidays are yours to choose, up to the number your calendar allows."
        actions={
          canManage ? (
            <ButtonLink to="/holidays" variant="secondary" icon={CalendarRange}>
              Holiday calendars
            </ButtonLink>
          ) : null
        }
      />
      {employeeId ? (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
            <div className="hidden sm:block" />
            <YearSelect
              year={year}
              years={holidayYears(currentYear)}
              onChange={(value) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value === currentYear) next.delete('year');
                    else next.set('year', String(value));
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          </div>
          <YearOfHolidays employeeId={employeeId} year={year} today={today} />
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserRound}
            title="No employee record"
            hint="Your account is not linked to an employee, so there are no holidays to show."
          />
        </div>
      )}
    </>
  );
}

function YearOfHolidays({ employeeId, year, today }: { employeeId: number; year: number; today: string }) {
  const holidays = useEmployeeHolidays(employeeId, year);
  const optIn = useOptIn();
  const [done, setDone] = useState<string | null>(null);
  const data = holidays.data;
  const pendingId = optIn.isPending ? optIn.variables?.holidayId : undefined;
  // Calendars that allow no restricted holiday: nothing to opt in to there.
  const closed = new Set(data?.allowances.filter((a) => a.allowed === 0).map((a) => a.calendar.id));

  const choose = (holiday: EmployeeHoliday, observe: boolean) => {
    setDone(null);
    optIn.mutate(
      { holidayId: holiday.id, optIn: observe },
      { onSuccess: (answer) => setDone(answer.message) },
    );
  };

  const columns: Column<EmployeeHoliday>[] = [
    ...holidayColumns<EmployeeHoliday>(),
    { key: 'calendar', header: 'Calendar', cell: (holiday) => holiday.calendar.name },
    {
      // A visible column rather than a row action: a fixed holiday has no choice to offer.
      key: 'observed',
      header: 'Observed',
      align: 'right',
      cell: (holiday) => {
        if (!holiday.is_optional) return <span className="text-slate-500">Yes</span>;
        // A day gone by is settled: attendance and pay have already counted it.
        const past = holiday.date < today;
        const pending = pendingId === holiday.id;
        const none = closed.has(holiday.calendar.id);
        return holiday.observed ? (
          <span className="inline-flex items-center justify-end gap-2">
            <Badge tone="green">Opted in</Badge>
            <Button
              size="sm"
              variant="secondary"
              icon={CalendarMinus}
              aria-label={`Opt out of ${holiday.name}`}
              disabled={past || (optIn.isPending && !pending)}
              loading={pending}
              title={past ? 'The day has passed' : undefined}
              onClick={() => choose(holiday, false)}
            >
              Opt out
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            icon={CalendarPlus}
            aria-label={`Opt in to ${holiday.name}`}
            disabled={past || none || (optIn.isPending && !pending)}
            loading={pending}
            title={
              past ? 'The day has passed' : none ? 'Your calendar allows no restricted holidays' : undefined
            }
            onClick={() => choose(holiday, true)}
          >
            Opt in
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={optIn.isError ? failureText(optIn.error, 'Failed to change your holiday') : null}
        onDismiss={optIn.reset}
      />
      <ErrorBanner
        message={holidays.isError ? errorMessage(holidays.error, 'Failed to load your holidays') : null}
      />
      {data ? <Allowances allowances={data.allowances} year={year} /> : null}
      <div className={cx(holidays.isPlaceholderData && 'opacity-60 transition-opacity')}>
        <ResponsiveTable
          caption={`My holidays in ${year}`}
          columns={columns}
          rows={data ? byDate(data.data) : undefined}
          rowKey={(holiday) => holiday.id}
          loading={holidays.isPending}
          empty={
            <EmptyState
              icon={CalendarOff}
              title={`No holidays in ${year}`}
              hint="HR has not published the year's holidays for your calendars yet."
            />
          }
        />
      </div>
    </>
  );
}

function Allowances({
  allowances,
  year,
}: {
  allowances: EmployeeHolidaysResponse['allowances'];
  year: number;
}) {
  if (!allowances.length) return null;
  return (
    <section aria-label="Restricted holidays">
      <ul className="grid gap-3 sm:grid-cols-2">
        {allowances.map((allowance) => (
          <li
            key={allowance.calendar.id}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <CalendarCheck2
              aria-hidden="true"
              className={cx(
                'mt-0.5 size-5 shrink-0',
                allowance.used >= allowance.allowed ? 'text-emerald-600' : 'text-indigo-600',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {allowanceLine(allowance.used, allowance.allowed, year)}
              </p>
              <p className="text-slate-500">{allowance.calendar.name}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
