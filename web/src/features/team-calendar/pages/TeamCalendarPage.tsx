import { UserRound, UsersRound } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useTeamCalendar } from '../api';
import { DayLegend } from '../components/DayLegend';
import { ManagerPicker } from '../components/ManagerPicker';
import { MonthGrid } from '../components/MonthGrid';
import { MonthSwitcher } from '../components/MonthSwitcher';
import { useCalendarParams } from '../components/useCalendarParams';
import { monthDays, monthOf, monthSpan, monthTitle } from '../month';

/** Who would show here, and how else to look: HR picks another manager; anyone else asks HR. */
function emptyHint(otherManager: boolean, canPick: boolean): string {
  if (otherManager) return 'Their direct reports and the members of teams they lead show here.';
  const who = 'Your direct reports and the members of teams you lead show here.';
  return canPick
    ? `${who} Pick a manager under Whose team to see theirs.`
    : `${who} HR can pick a manager to see their team.`;
}

/**
 * /team/calendar: a manager's team over a month, who is on leave (or has asked for it), whose holiday or weekly
 * off it is, and who works from home or on duty. HR (approve-leaves) may show any manager's team.
 */
export function TeamCalendarPage() {
  const { user } = useSession();
  const canPick = useCan('approve-leaves');
  const ownId = user?.employee_id ?? null;
  const params = useCalendarParams();
  // Only HR may name another manager: anyone else's address naming one still shows their own team.
  const managerId = canPick ? params.managerId : null;
  const known = managerId !== null || ownId !== null;
  const calendar = useTeamCalendar(monthSpan(params.month), managerId, known);
  const title = monthTitle(params.month);

  return (
    <>
      <PageHeader
        title="Team Calendar"
        description="Who in the team is on leave, off, working from home or on duty, day by day."
      />
      <div className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <MonthSwitcher
            month={params.month}
            isCurrentMonth={params.isCurrentMonth}
            onChange={params.setMonth}
            onCurrent={() => params.setMonth(monthOf(params.today))}
          />
          {canPick ? (
            <ManagerPicker managerId={managerId} ownId={ownId} onChange={params.setManager} />
          ) : null}
        </div>
        {known ? (
          <QueryFrame
            query={calendar}
            card
            failure="Failed to load the team calendar"
            loadingLabel="Loading the team calendar..."
          >
            {(data) =>
              data.people.length ? (
                <MonthGrid
                  people={data.people}
                  days={monthDays(monthOf(data.from))}
                  today={params.today}
                  caption={`Team Calendar, ${monthTitle(monthOf(data.from))}`}
                />
              ) : (
                <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
                  <EmptyState
                    icon={UsersRound}
                    title={managerId === null ? 'Nobody reports to you' : 'Nobody reports to this manager'}
                    hint={emptyHint(managerId !== null, canPick)}
                  />
                </div>
              )
            }
          </QueryFrame>
        ) : (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={UserRound}
              title={canPick ? 'Choose whose team' : 'No employee record'}
              hint={
                canPick
                  ? `Pick a manager under Whose team to see their team in ${title}.`
                  : 'Your account is not linked to an employee, so there is no team to show.'
              }
            />
          </div>
        )}
        <DayLegend />
      </div>
    </>
  );
}
