import type { RosterCalendarResponse } from '@hrms/contracts/shifts';
import { UserRound, UsersRound } from 'lucide-react';
import { type ComponentProps, useMemo } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useRosterCalendar } from '../calendarApi';
import { shiftCodes, shiftColours } from '../cells';
import { RangeSwitcher } from '../components/RangeSwitcher';
import { RosterGrid, type ShiftLook } from '../components/RosterGrid';
import { ShiftLegend } from '../components/ShiftLegend';
import { TeamPicker } from '../components/TeamPicker';
import { useRosterCalendarParams } from '../components/useRosterCalendarParams';
import { useOwnTeam, useTeams } from '../pickListsApi';
import { type RangeSpan, rangeDays, rangeTitle } from '../range';
import { chosenTeam, teamOptions } from '../teams';

const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';

function lookOf(data: RosterCalendarResponse): ShiftLook {
  return {
    byId: new Map(data.shifts.map((s) => [s.id, s])),
    codes: shiftCodes(data.shifts),
    colours: shiftColours(data.shifts),
  };
}

/**
 * /attendance/rosters/calendar: a team's shifts day by day over two or four weeks or a month, from its roster,
 * each member's own roster, approved shift changes or their usual shift. HR sees any team; others their own
 * team and those they lead.
 */
export function RosterCalendarPage() {
  const { user } = useSession();
  const seesAll = useCan(['manage-attendance', 'approve-attendance']);
  const employeeId = user?.employee_id ?? null;
  const params = useRosterCalendarParams();
  const teams = useTeams();
  const ownTeam = useOwnTeam(employeeId);
  const ownTeamId = ownTeam.data?.id ?? null;
  const options = teamOptions(teams.data ?? [], { seesAll, ownTeamId, employeeId });
  const choosing = teams.isPending || (employeeId !== null && ownTeam.isPending);
  const teamId = choosing && params.teamId === null ? null : chosenTeam(options, params.teamId, ownTeamId);
  const calendar = useRosterCalendar(teamId, params.range);
  const title = rangeTitle(params.range);
  const notFound = calendar.error instanceof ApiError && calendar.error.status === 404;

  return (
    <>
      <PageHeader
        title="Roster Calendar"
        description="Who works which shift on each day, and whose weekly off it is."
      />
      <div className="space-y-4">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <RangeSwitcher
            range={params.range}
            today={params.today}
            isCurrent={params.isCurrent}
            onChange={params.setRange}
          />
          <TeamPicker
            teamId={teamId}
            options={options}
            loading={teams.isPending}
            error={teams.isError ? errorMessage(teams.error, 'Failed to load teams') : undefined}
            onChange={params.setTeam}
          />
        </div>
        {teamId === null ? (
          choosing ? (
            <div className={card}>
              <LoadingState label="Loading your team..." />
            </div>
          ) : (
            <CardEmptyState
              icon={UserRound}
              title={options.length ? 'Choose a team' : 'No team to show'}
              hint={
                options.length
                  ? `Pick a team to see its shifts for ${title}.`
                  : 'You are in no team and lead none. HR can show any team’s roster.'
              }
            />
          )
        ) : notFound ? (
          <CardEmptyState
            icon={UsersRound}
            title="Team not found"
            hint="It does not exist, or it is not a team you belong to or lead."
          />
        ) : (
          <QueryFrame
            query={calendar}
            card
            failure="Failed to load the roster calendar"
            loadingLabel="Loading the roster calendar..."
          >
            {(data) => <TeamRoster data={data} span={params.range.span} today={params.today} />}
          </QueryFrame>
        )}
      </div>
    </>
  );
}

function CardEmptyState(props: ComponentProps<typeof EmptyState>) {
  return (
    <div className={card}>
      <EmptyState {...props} />
    </div>
  );
}

/** The team's days in the grid (or why there are none), and the legend of its shifts. */
function TeamRoster({ data, span, today }: { data: RosterCalendarResponse; span: RangeSpan; today: string }) {
  const look = useMemo(() => lookOf(data), [data]);
  return (
    <div className="space-y-4">
      {data.people.length ? (
        <RosterGrid
          people={data.people}
          days={rangeDays(data)}
          look={look}
          today={today}
          caption={`Roster of ${data.team.name}, ${rangeTitle({ span, from: data.from, to: data.to })}`}
        />
      ) : (
        <CardEmptyState
          icon={UsersRound}
          title="Nobody in this team"
          hint="The team’s current members show here; add members on the team’s page."
        />
      )}
      <ShiftLegend
        shifts={data.shifts}
        look={look}
        anyWithout={data.people.some((p) => p.days.some((d) => d.shift_id === null))}
      />
    </div>
  );
}
