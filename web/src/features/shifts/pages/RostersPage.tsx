import type { Roster } from '@hrms/contracts/shifts';
import { CalendarRange, Plus, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListEditing } from '@/components/useListEditing';
import { errorMessage } from '@/lib/api';
import { useCan } from '@/lib/useCan';
import { RosterDialog } from '../components/RosterDialog';
import { daysLabel, stepsSummary } from '../rosterForm';
import { useDeleteRoster, useRosters } from '../rostersApi';

export const rosterPath = (id: number) => `/attendance/rosters/${id}`;

/**
 * /attendance/rosters: the company's rotating rosters, each a cycle of shifts, and how many teams or employees
 * run each. manage-attendance creates, edits and deletes them; others read.
 */
export function RostersPage() {
  const canManage = useCan('manage-attendance');
  const rosters = useRosters();
  const remove = useDeleteRoster();
  const list = useListEditing<Roster>(remove);

  const columns: Column<Roster>[] = [
    {
      key: 'name',
      header: 'Roster',
      className: 'whitespace-normal',
      cell: (r) => (
        <Link
          to={rosterPath(r.id)}
          className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {r.name}
        </Link>
      ),
    },
    { key: 'steps', header: 'Steps', className: 'whitespace-normal', cell: (r) => stepsSummary(r.slots) },
    { key: 'cycle', header: 'Cycle', cell: (r) => daysLabel(r.cycle_days) },
    { key: 'active', header: 'Active assignments', cell: (r) => r.active_assignments },
  ];
  if (canManage) columns.push(list.actionsColumn);

  return (
    <>
      <PageHeader
        title="Rosters"
        description="Rotations of shifts given to teams or employees: week one mornings, week two nights, and round again."
        actions={
          <>
            <ButtonLink to="/attendance/rosters/calendar" variant="secondary" icon={CalendarRange}>
              Roster calendar
            </ButtonLink>
            {canManage ? (
              <Button icon={Plus} onClick={() => list.startEditing(null)}>
                New roster
              </Button>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        <SuccessBanner message={list.done} onDismiss={() => list.setDone(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete the roster') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner
          message={rosters.isError ? errorMessage(rosters.error, 'Failed to load rosters') : null}
        />
        {rosters.isError ? null : (
          <ResponsiveTable
            caption="Rosters"
            columns={columns}
            rows={rosters.data}
            rowKey={(r) => r.id}
            loading={rosters.isPending}
            empty={
              <EmptyState
                icon={Repeat}
                title="No rosters yet"
                hint="A roster rotates shifts over days or weeks; give it to a team and each member works it in turn."
                action={
                  canManage ? (
                    <Button icon={Plus} onClick={() => list.startEditing(null)}>
                      New roster
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        )}
      </div>
      {list.editing ? (
        <RosterDialog roster={list.editing.row} onClose={list.closeEditing} onSaved={list.saved} />
      ) : null}
      <DeleteRowDialog
        row={list.removing}
        title="Delete roster?"
        message={(r) => `${r.name} (${stepsSummary(r.slots)}) will be deleted. This cannot be undone.`}
        remove={remove}
        onClose={list.closeRemoving}
        onDeleted={list.setDone}
      />
    </>
  );
}
