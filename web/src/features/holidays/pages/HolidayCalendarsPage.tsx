import type { HolidayCalendar } from '@hrms/contracts/holidays';
import { CalendarHeart, CalendarRange, FileUp, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListEditing } from '@/components/useListEditing';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useDeleteCalendar, useHolidayCalendars } from '../api';
import { CalendarDialog } from '../components/CalendarDialog';
import { useHolidayParams } from '../components/useHolidayParams';
import { YearSelect } from '../components/YearSelect';
import { failureText } from '../failures';
import { allowanceLabel, holidayCountLabel, scopeLabel } from '../labels';
import { calendarPath, IMPORT_HOLIDAYS_PATH } from '../params';

/**
 * /holidays (manage-attendance): the company's holiday calendars (company-wide, per state, per branch) with
 * their holidays in the chosen year; add, edit and delete calendars, and open one for its holidays.
 */
export function HolidayCalendarsPage() {
  const { user } = useSession();
  const canImport = useCan('import-data');
  const { superAdmin, companies, companyId, ready, year, years, setYear, setCompany } = useHolidayParams();
  const calendars = useHolidayCalendars(companyId, year, ready);
  const remove = useDeleteCalendar();
  // The company-wide calendar is the base layer every employee observes: the server keeps it.
  const list = useListEditing<HolidayCalendar>(remove, {
    canDelete: (calendar) => calendar.scope !== 'company',
  });

  const columns: Column<HolidayCalendar>[] = [
    {
      key: 'name',
      header: 'Calendar',
      className: 'whitespace-normal min-w-48',
      cell: (calendar) => (
        <Link
          to={calendarPath(calendar.id, year, companyId)}
          className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {calendar.name}
        </Link>
      ),
    },
    {
      key: 'scope',
      header: 'Applies to',
      cell: (calendar) => (
        <Badge tone={calendar.scope === 'company' ? 'indigo' : 'gray'}>{scopeLabel(calendar)}</Badge>
      ),
    },
    {
      key: 'allowance',
      header: 'Restricted holidays allowed',
      cell: (calendar) => allowanceLabel(calendar.optional_allowance),
    },
    {
      key: 'holidays',
      header: `Holidays in ${year}`,
      cell: (calendar) => holidayCountLabel(calendar.holiday_count, calendar.optional_count),
    },
    list.actionsColumn,
  ];

  return (
    <>
      <PageHeader
        title="Holidays"
        description="The company's holiday calendars: the company-wide one, and those of a state or a branch. Employees observe every calendar that covers them."
        actions={
          <>
            {user?.employee_id ? (
              <ButtonLink to="/holidays/mine" variant="secondary" icon={CalendarHeart}>
                My Holidays
              </ButtonLink>
            ) : null}
            {canImport ? (
              <ButtonLink to={IMPORT_HOLIDAYS_PATH} variant="secondary" icon={FileUp}>
                Import a year's list
              </ButtonLink>
            ) : null}
            <Button icon={Plus} disabled={!ready} onClick={() => list.startEditing(null)}>
              Add calendar
            </Button>
          </>
        }
      />
      <div className="space-y-4">
        <FilterBar columns={3} className="">
          {superAdmin ? (
            <CompanyFilter
              companies={companies}
              value={companyId ? String(companyId) : ''}
              onChange={setCompany}
            />
          ) : null}
          <YearSelect year={year} years={years} onChange={setYear} />
        </FilterBar>
        <SuccessBanner message={list.done} onDismiss={() => list.setDone(null)} />
        <ErrorBanner
          message={remove.isError ? failureText(remove.error, 'Failed to delete the holiday calendar') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner
          message={
            calendars.isError ? errorMessage(calendars.error, 'Failed to load holiday calendars') : null
          }
        />
        <div className={cx(calendars.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <ResponsiveTable
            caption={`Holiday calendars, ${year}`}
            columns={columns}
            rows={calendars.data}
            rowKey={(calendar) => calendar.id}
            loading={!ready || calendars.isPending}
            empty={
              <EmptyState
                icon={CalendarRange}
                title="No holiday calendars yet"
                hint="Add the company-wide calendar first, then one for each state or branch with holidays of its own."
                action={
                  <Button icon={Plus} onClick={() => list.startEditing(null)}>
                    Add calendar
                  </Button>
                }
              />
            }
          />
        </div>
      </div>
      {list.editing ? (
        <CalendarDialog
          calendar={list.editing.row}
          companyId={companyId}
          onClose={list.closeEditing}
          onSaved={list.saved}
        />
      ) : null}
      <DeleteRowDialog
        row={list.removing}
        title="Delete holiday calendar?"
        message={(calendar) =>
          `${calendar.name} (${scopeLabel(calendar)}) and all its holidays will be deleted: the employees it covers no longer observe them.`
        }
        remove={remove}
        onClose={list.closeRemoving}
        onDeleted={list.setDone}
      />
    </>
  );
}
