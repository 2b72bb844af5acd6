import type { Roster, RosterAssignment } from '@hrms/contracts/shifts';
import { CalendarX, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Pagination } from '@/components/ui/Pagination';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import {
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentStatus,
  assignmentStatus,
  periodLabel,
  stepName,
  whomLabel,
} from '../assignments';
import { ASSIGNMENTS_PER_PAGE, useDeleteAssignment, useRosterAssignments } from '../rostersApi';
import { AssignDialog } from './AssignDialog';
import { EndAssignmentDialog } from './EndAssignmentDialog';

const STATUS_TONES: Record<AssignmentStatus, BadgeTone> = {
  upcoming: 'blue',
  current: 'green',
  ended: 'gray',
};

/** A roster's assignments (whom, when, from which step); manage-attendance assigns, ends and removes them. */
export function AssignmentsSection({ roster, canManage }: { roster: Roster; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const assignments = useRosterAssignments(roster.id, page, true);
  const remove = useDeleteAssignment();
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState<RosterAssignment | null>(null);
  const [removing, setRemoving] = useState<RosterAssignment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [today] = useState(() => todayISO());
  const saved = (message: string) => {
    setDone(message);
    setAssigning(false);
    setEnding(null);
  };

  const columns: Column<RosterAssignment>[] = [
    { key: 'whom', header: 'Given to', className: 'whitespace-normal', cell: (a) => whomLabel(a) },
    { key: 'period', header: 'Dates', cell: (a) => periodLabel(a) },
    { key: 'step', header: 'Starting step', cell: (a) => stepName(roster, a.start_slot) },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => {
        const status = assignmentStatus(a, today);
        return <Badge tone={STATUS_TONES[status]}>{ASSIGNMENT_STATUS_LABELS[status]}</Badge>;
      },
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (a) => (
        <div className="flex justify-end gap-1">
          {assignmentStatus(a, today) === 'ended' ? null : (
            <Button
              size="sm"
              variant="ghost"
              icon={CalendarX}
              aria-label={`End ${whomLabel(a)}’s assignment`}
              onClick={() => {
                setDone(null);
                setEnding(a);
              }}
            >
              End
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={Trash2}
            aria-label={`Remove ${whomLabel(a)}’s assignment`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => {
              setDone(null);
              remove.reset();
              setRemoving(a);
            }}
          >
            Remove
          </Button>
        </div>
      ),
    });
  }

  const data = assignments.data;
  return (
    <SectionCard
      title="Assignments"
      description="Who works this rotation, and when. An ended assignment stays on record; removing one erases it."
      actions={
        canManage ? (
          <Button
            size="sm"
            icon={UsersRound}
            onClick={() => {
              setDone(null);
              setAssigning(true);
            }}
          >
            Assign
          </Button>
        ) : null
      }
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={remove.isError ? errorMessage(remove.error, 'Failed to remove the assignment') : null}
        onDismiss={remove.reset}
      />
      <ErrorBanner
        message={
          assignments.isError ? errorMessage(assignments.error, 'Failed to load the assignments') : null
        }
      />
      {assignments.isError ? null : (
        <div className={assignments.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ResponsiveTable
            caption={`Assignments of ${roster.name}`}
            columns={columns}
            rows={data?.data}
            rowKey={(a) => a.id}
            loading={assignments.isPending}
            empty={
              <EmptyState
                icon={UsersRound}
                title="Not assigned yet"
                hint="Give the roster to a team, or to one employee, from a date."
              />
            }
          />
          {data ? (
            <Pagination
              className="mt-4"
              currentPage={data.current_page}
              lastPage={data.last_page}
              total={data.total}
              perPage={ASSIGNMENTS_PER_PAGE}
              onPageChange={setPage}
            />
          ) : null}
        </div>
      )}
      {assigning ? (
        <AssignDialog roster={roster} onClose={() => setAssigning(false)} onSaved={saved} />
      ) : null}
      {ending ? (
        <EndAssignmentDialog assignment={ending} onClose={() => setEnding(null)} onSaved={saved} />
      ) : null}
      <DeleteRowDialog
        row={removing}
        title="Remove the assignment?"
        message={(a) =>
          `${whomLabel(a)} (${periodLabel(a)}) no longer works ${roster.name}: the days go back to their other shift. To keep the record, end it instead.`
        }
        remove={remove}
        onClose={() => setRemoving(null)}
        onDeleted={setDone}
      />
    </SectionCard>
  );
}
