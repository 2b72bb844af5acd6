import type { HolidayCalendar } from '@hrms/contracts/holidays';
import { CalendarHeart, CalendarRange, FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
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

type Editing = { calendar: HolidayCalendar | null } | null;

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
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<HolidayCalendar | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const startEditing = (calendar: HolidayCalendar | null) => {
    setDone(null);
    remove.reset();
    setEditing({ calendar });
  };

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
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (calendar) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            icon={Pencil}
            aria-label={`Edit ${calendar.name}`}
            onClick={() => startEditing(calendar)}
          >
            Edit
          </Button>
          {/* The company-wide calendar is the base layer every employee observes: the server keeps it. */}
          {calendar.scope === 'company' ? null : (
            <Button
              size="sm"
              variant="ghost"
              icon={Trash2}
              aria-label={`Delete ${calendar.name}`}
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => {
                setDone(null);
                remove.reset();
                setRemoving(calendar);
              }}
            >
              Delete
            </Button>
          )}
        </div>
      ),
    },
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
            <Button icon={Plus} disabled={!ready} onClick={() => startEditing(null)}>
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
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
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
                  <Button icon={Plus} onClick={() => startEditing(null)}>
                    Add calendar
                  </Button>
                }
              />
            }
          />
        </div>
      </div>
      {editing ? (
        <CalendarDialog
          calendar={editing.calendar}
          companyId={companyId}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={removing}
        title="Delete holiday calendar?"
        message={(calendar) =>
          `${calendar.name} (${scopeLabel(calendar)}) and all its holidays will be deleted: the employees it covers no longer observe them.`
        }
        remove={remove}
        onClose={() => setRemoving(null)}
        onDeleted={setDone}
      />
    </>
  );
}
