import type { HolidayCalendar, HolidayEntry } from '@hrms/contracts/holidays';
import { ArrowLeft, CalendarOff, FileUp, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { LoadingState } from '@/components/ui/LoadingState';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListEditing } from '@/components/useListEditing';
import { errorMessage } from '@/lib/api';
import { MISSING } from '@/lib/format';
import { recordIdOf } from '@/lib/listParams';
import { useCan } from '@/lib/useCan';
import { useCalendarHolidays, useDeleteHoliday, useHolidayCalendars } from '../api';
import { HolidayDialog } from '../components/HolidayDialog';
import { holidayColumns } from '../components/holidayColumns';
import { useHolidayParams } from '../components/useHolidayParams';
import { YearSelect } from '../components/YearSelect';
import { failureText } from '../failures';
import { allowanceLabel, byDate, holidayDate, optedInLabel, scopeLabel } from '../labels';
import { calendarsPath, IMPORT_HOLIDAYS_PATH } from '../params';

/**
 * /holidays/{calendarId}?year= (manage-attendance): one calendar's holidays in the year, with their kind and,
 * for a restricted one, how many employees opted in; add, edit and delete them. The calendar itself comes
 * from the company's list (there is no single-calendar read).
 */
export function HolidayCalendarPage() {
  const calendarId = recordIdOf(useParams().calendarId);
  const { companyId, ready, year, years, setYear } = useHolidayParams();
  const calendars = useHolidayCalendars(companyId, year, ready && calendarId !== null);
  const calendar = calendars.data?.find((c) => c.id === calendarId);
  const back = calendarsPath(year, companyId);

  if (calendarId === null || (calendars.data && !calendar)) {
    return (
      <>
        <title>Holiday calendar not found · HRMS</title>
        <NotFound title="Holiday calendar not found" backTo={back} backLabel="Back to Holidays" />
      </>
    );
  }
  if (!calendar) {
    return (
      <>
        <PageHeader title="Holiday calendar" />
        {calendars.isError ? (
          <ErrorBanner message={errorMessage(calendars.error, 'Failed to load the holiday calendar')} />
        ) : (
          <LoadingState label="Loading holiday calendar..." />
        )}
      </>
    );
  }
  return <CalendarHolidays calendar={calendar} back={back} year={year} years={years} setYear={setYear} />;
}

function CalendarHolidays({
  calendar,
  back,
  year,
  years,
  setYear,
}: {
  calendar: HolidayCalendar;
  back: string;
  year: number;
  years: number[];
  setYear: (year: number) => void;
}) {
  const canImport = useCan('import-data');
  const holidays = useCalendarHolidays(calendar.id, year);
  const remove = useDeleteHoliday();
  const list = useListEditing<HolidayEntry>(remove);

  const columns: Column<HolidayEntry>[] = [
    ...holidayColumns<HolidayEntry>(),
    {
      key: 'opted',
      header: 'Opted in',
      cell: (holiday) =>
        holiday.is_optional ? (
          optedInLabel(holiday.opted_in)
        ) : (
          <span className="text-slate-500">
            <span aria-hidden="true">{MISSING}</span>
            <span className="sr-only">Everyone observes it</span>
          </span>
        ),
    },
    list.actionsColumn,
  ];

  return (
    <>
      <PageHeader
        title={calendar.name}
        description={`${scopeLabel(calendar)} · Restricted holidays allowed: ${allowanceLabel(calendar.optional_allowance)}`}
        actions={
          <>
            <ButtonLink to={back} variant="secondary" icon={ArrowLeft}>
              Holidays
            </ButtonLink>
            {canImport ? (
              <ButtonLink to={IMPORT_HOLIDAYS_PATH} variant="secondary" icon={FileUp}>
                Import a year's list
              </ButtonLink>
            ) : null}
            <Button icon={Plus} onClick={() => list.startEditing(null)}>
              Add holiday
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        <FilterBar columns={3} className="">
          <YearSelect year={year} years={years} onChange={setYear} />
        </FilterBar>
        <SuccessBanner message={list.done} onDismiss={() => list.setDone(null)} />
        <ErrorBanner
          message={remove.isError ? failureText(remove.error, 'Failed to delete the holiday') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner
          message={holidays.isError ? errorMessage(holidays.error, 'Failed to load holidays') : null}
        />
        <div className={cx(holidays.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <ResponsiveTable
            caption={`Holidays of ${calendar.name} in ${year}`}
            columns={columns}
            rows={holidays.data ? byDate(holidays.data) : undefined}
            rowKey={(holiday) => holiday.id}
            loading={holidays.isPending}
            empty={
              <EmptyState
                icon={CalendarOff}
                title={`No holidays in ${year}`}
                hint={
                  canImport
                    ? "Add them one by one, or import the year's list from a spreadsheet."
                    : 'Add them one by one.'
                }
                action={
                  <Button icon={Plus} onClick={() => list.startEditing(null)}>
                    Add holiday
                  </Button>
                }
              />
            }
          />
        </div>
      </div>
      {list.editing ? (
        <HolidayDialog
          calendarId={calendar.id}
          holiday={list.editing.row}
          onClose={list.closeEditing}
          onSaved={(message, date) => {
            list.saved(message);
            // Show the year the holiday was saved in, when the picker offers it.
            const savedYear = Number(date.slice(0, 4));
            if (savedYear !== year && years.includes(savedYear)) setYear(savedYear);
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={list.removing}
        title="Delete holiday?"
        message={(holiday) =>
          holiday.is_optional && holiday.opted_in > 0
            ? `${holiday.name} on ${holidayDate(holiday.date)} will be deleted; ${optedInLabel(holiday.opted_in)} opted in to it.`
            : `${holiday.name} on ${holidayDate(holiday.date)} will be deleted.`
        }
        remove={remove}
        onClose={list.closeRemoving}
        onDeleted={list.setDone}
      />
    </>
  );
}
