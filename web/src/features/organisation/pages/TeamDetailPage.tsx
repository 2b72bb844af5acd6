import type { Team } from '@hrms/contracts/organisation';
import { ArrowLeft, CirclePause, CirclePlay, Pencil, Trash2, UserRoundCheck, UsersRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useTeam, useTeamMembers } from '../api';
import { DisbandedNotice } from '../components/DisbandedNotice';
import { PersonCard } from '../components/PersonCard';
import { useTeamStatusChange } from '../components/useTeamStatusChange';
import { TEAM_RECORD } from '../recordKinds';
import { teamActions } from '../teamActions';

/** /teams/{id}: the team, its members, its lead and Quick Actions (spec 2 §2 Teams). */
export function TeamDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useTeam(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Team Details"
      loadingLabel="Loading team..."
      {...TEAM_RECORD}
    >
      {(team) => <TeamDetail team={team} />}
    </RecordLoader>
  );
}

function TeamDetail({ team }: { team: Team }) {
  const canManage = useCan('manage-teams');
  const members = useTeamMembers(team.id);
  const status = useTeamStatusChange();
  const actions = teamActions(team.status, canManage);
  const disbanded = team.status === 'disbanded';

  return (
    <>
      <PageHeader
        title={team.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {team.code ? `${team.code} · ` : ''}
            {team.department.name} · {team.department.company.name} <StatusBadge status={team.status} />
          </span>
        }
        actions={
          <ButtonLink to="/teams" variant="secondary" icon={ArrowLeft}>
            Back to Teams
          </ButtonLink>
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">{status.banners}</div>

      {/* Phones: information, lead and actions, then the (long) member list; wide screens: two columns. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <SectionCard title="Team Information" className="lg:col-span-2">
          <DetailList>
            <DetailItem label="Name">{team.name}</DetailItem>
            <DetailItem label="Code">{team.code}</DetailItem>
            <DetailItem label="Department">
              <Link to={`/departments/${team.department.id}`} className={recordLink}>
                {team.department.name}
              </Link>
            </DetailItem>
            <DetailItem label="Company">
              <Link to={`/companies/${team.department.company.id}`} className={recordLink}>
                {team.department.company.name}
              </Link>
            </DetailItem>
            <DetailItem label="Created">{formatDate(team.created_at)}</DetailItem>
            <DetailItem label="Status">
              <StatusBadge status={team.status} />
            </DetailItem>
            <DetailItem label="Description" wide>
              {team.description ? <span className="whitespace-pre-line">{team.description}</span> : null}
            </DetailItem>
          </DetailList>
        </SectionCard>

        <div className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <SectionCard title="Team Lead">
            {team.team_lead ? (
              <PersonCard person={team.team_lead} />
            ) : (
              <p className="text-sm text-slate-500">No team lead assigned.</p>
            )}
            {actions.includes('lead') ? (
              <ButtonLink
                to={`/teams/${team.id}/assign-lead`}
                variant="secondary"
                size="sm"
                icon={UserRoundCheck}
              >
                {team.team_lead ? 'Change Team Lead' : 'Assign Team Lead'}
              </ButtonLink>
            ) : null}
          </SectionCard>

          {disbanded ? (
            <DisbandedNotice />
          ) : actions.length > 1 ? (
            <SectionCard title="Quick Actions" bodyClassName="flex flex-col gap-2 p-5">
              {actions.includes('edit') ? (
                <ButtonLink
                  to={`/teams/${team.id}/edit`}
                  variant="secondary"
                  icon={Pencil}
                  className="justify-start"
                >
                  Edit Team Details
                </ButtonLink>
              ) : null}
              {actions.includes('members') ? (
                <ButtonLink
                  to={`/teams/${team.id}/members`}
                  variant="secondary"
                  icon={UsersRound}
                  className="justify-start"
                >
                  Manage Members
                </ButtonLink>
              ) : null}
              {actions.includes('deactivate') ? (
                <Button
                  variant="secondary"
                  icon={CirclePause}
                  className="justify-start"
                  onClick={() => status.ask(team, 'deactivate')}
                >
                  Deactivate Team
                </Button>
              ) : null}
              {actions.includes('activate') ? (
                <Button
                  variant="secondary"
                  icon={CirclePlay}
                  className="justify-start"
                  onClick={() => status.ask(team, 'activate')}
                >
                  Activate Team
                </Button>
              ) : null}
              {actions.includes('disband') ? (
                <Button
                  variant="secondary"
                  icon={Trash2}
                  className="justify-start text-red-600!"
                  onClick={() => status.ask(team, 'disband')}
                >
                  Disband Team
                </Button>
              ) : null}
            </SectionCard>
          ) : null}
        </div>
        <SectionCard
          className="self-start lg:col-span-2"
          title={`Members (${formatNumber(team.members_count)})`}
          bodyClassName="p-0"
          actions={
            actions.includes('members') ? (
              <ButtonLink to={`/teams/${team.id}/members`} variant="secondary" size="sm" icon={UsersRound}>
                Manage Members
              </ButtonLink>
            ) : null
          }
        >
          {members.isPending ? (
            <LoadingState variant="table" label="Loading members..." className="py-8" />
          ) : members.isError ? (
            <ErrorBanner
              className="m-5"
              message={errorMessage(members.error, 'Failed to fetch team members')}
            />
          ) : members.data.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">
              {disbanded ? 'A disbanded team has no members.' : 'This team has no members yet.'}
            </p>
          ) : (
            <ul aria-label="Team members" className="divide-y divide-slate-100">
              {members.data.map((member) => (
                <li key={member.id} className="px-5 py-3">
                  <PersonCard
                    person={member}
                    badge={member.is_team_lead ? <Badge tone="indigo">Team Lead</Badge> : null}
                  />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
      {status.dialog}
    </>
  );
}
