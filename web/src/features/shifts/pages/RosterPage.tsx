import type { Roster } from '@hrms/contracts/shifts';
import { CalendarRange, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { AssignmentsSection } from '../components/AssignmentsSection';
import { RosterDialog } from '../components/RosterDialog';
import { daysLabel, stepsSummary } from '../rosterForm';
import { useDeleteRoster, useRoster } from '../rostersApi';
import { shiftTimes } from '../times';

/** /attendance/rosters/:id: a roster's steps in order and whom it is given to. */
export function RosterPage() {
  const { id, valid } = routeId(useParams().id);
  const roster = useRoster(id, valid);
  return (
    <RecordLoader
      query={roster}
      validId={valid}
      title="Roster"
      notFoundTitle="Roster not found"
      backTo="/attendance/rosters"
      backLabel="Back to rosters"
      errorFallback="Failed to load the roster"
      loadingLabel="Loading the roster..."
    >
      {(r) => <RosterDetails roster={r} />}
    </RecordLoader>
  );
}

function RosterDetails({ roster }: { roster: Roster }) {
  const canManage = useCan('manage-attendance');
  const remove = useDeleteRoster();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <RecordPageHeader
        title={roster.name}
        description={roster.description ?? stepsSummary(roster.slots)}
        backTo="/attendance/rosters"
        backLabel="Rosters"
        links={
          <>
            <ButtonLink to="/attendance/rosters/calendar" variant="secondary" icon={CalendarRange}>
              Calendar
            </ButtonLink>
            {canManage ? (
              <Button
                variant="secondary"
                icon={Pencil}
                onClick={() => {
                  setDone(null);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            ) : null}
          </>
        }
        deletion={
          canManage
            ? {
                thing: 'roster',
                record: roster,
                mutation: remove,
                returnTo: '/attendance/rosters',
                replace: true,
                failureFallback: 'Failed to delete the roster',
              }
            : null
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <SectionCard
          title="Steps"
          description={`One turn lasts ${daysLabel(roster.cycle_days)}; after the last step it starts again at the first.`}
        >
          <ol className="space-y-2">
            {roster.slots.map((slot) => (
              <li key={slot.position} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-7 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
                >
                  {slot.position}
                </span>
                <span className="sr-only">Step {slot.position}:</span>
                <span className="font-medium text-slate-900">{slot.shift.name}</span>
                <span className="text-slate-600 tabular-nums">
                  {shiftTimes(slot.shift)}
                  {slot.shift.crosses_midnight ? ' (ends next day)' : ''}
                </span>
                <span className="text-slate-600">for {daysLabel(slot.days)}</span>
              </li>
            ))}
          </ol>
        </SectionCard>
        <AssignmentsSection roster={roster} canManage={canManage} />
      </div>
      {editing ? (
        <RosterDialog
          roster={roster}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setDone(message);
            setEditing(false);
          }}
        />
      ) : null}
    </>
  );
}
