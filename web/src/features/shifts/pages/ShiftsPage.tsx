import type { Shift } from '@hrms/contracts/shifts';
import { Clock, MoonStar, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListEditing } from '@/components/useListEditing';
import { errorMessage } from '@/lib/api';
import { useCan } from '@/lib/useCan';
import { ShiftDialog } from '../components/ShiftDialog';
import { useDeleteShift, useShifts } from '../shiftsApi';
import { hoursLabel, shiftTimes, weeklyOffsLabel } from '../times';

/**
 * /attendance/shifts: the company's shifts, their times, hours and weekly offs. manage-attendance adds, edits
 * and deletes them (the server refuses to delete a shift still in use, and says why); others read.
 */
export function ShiftsPage() {
  const canManage = useCan('manage-attendance');
  const shifts = useShifts();
  const remove = useDeleteShift();
  const list = useListEditing<Shift>(remove);

  const columns: Column<Shift>[] = [
    {
      key: 'name',
      header: 'Shift',
      className: 'whitespace-normal',
      cell: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{s.name}</span>
          {s.is_default ? <Badge tone="indigo">Default</Badge> : null}
        </span>
      ),
    },
    {
      key: 'times',
      header: 'Times',
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <span className="tabular-nums">{shiftTimes(s)}</span>
          {s.crosses_midnight ? (
            <Badge tone="blue">
              <MoonStar aria-hidden="true" className="mr-1 size-3" />
              Night · ends next day
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'scheduled',
      header: 'Scheduled',
      cell: (s) => `${hoursLabel(s.scheduled_hours)} (${s.break_minutes} min break)`,
    },
    { key: 'grace', header: 'Grace', cell: (s) => `${s.grace_minutes} min` },
    {
      key: 'days',
      header: 'Full / half day',
      cell: (s) => `${hoursLabel(s.full_day_hours)} / ${hoursLabel(s.half_day_hours)}`,
    },
    { key: 'offs', header: 'Weekly offs', cell: (s) => weeklyOffsLabel(s.weekly_offs) },
  ];
  if (canManage) columns.push(list.actionsColumn);

  return (
    <>
      <PageHeader
        title="Shifts"
        description="The company's working hours: each day is scored against the shift the employee works that day."
        actions={
          <>
            <ButtonLink to="/attendance/rosters" variant="secondary">
              Rosters
            </ButtonLink>
            {canManage ? (
              <Button icon={Plus} onClick={() => list.startEditing(null)}>
                New shift
              </Button>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={list.done} onDismiss={() => list.setDone(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete the shift') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner message={shifts.isError ? errorMessage(shifts.error, 'Failed to load shifts') : null} />
        {shifts.isError ? null : (
          <ResponsiveTable
            caption="Shifts"
            columns={columns}
            rows={shifts.data}
            rowKey={(s) => s.id}
            loading={shifts.isPending}
            empty={
              <EmptyState
                icon={Clock}
                title="No shifts yet"
                hint={
                  canManage
                    ? 'Without a shift everyone works the standard 09:30 to 18:30 day. Add the shifts your teams work.'
                    : 'Everyone works the standard 09:30 to 18:30 day until HR adds shifts.'
                }
                action={
                  canManage ? (
                    <Button icon={Plus} onClick={() => list.startEditing(null)}>
                      New shift
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        )}
      </div>
      {list.editing ? (
        <ShiftDialog shift={list.editing.row} onClose={list.closeEditing} onSaved={list.saved} />
      ) : null}
      <DeleteRowDialog
        row={list.removing}
        title="Delete shift?"
        message={(s) => `${s.name} (${shiftTimes(s)}) will be deleted. This cannot be undone.`}
        remove={remove}
        onClose={list.closeRemoving}
        onDeleted={list.setDone}
      />
    </>
  );
}
