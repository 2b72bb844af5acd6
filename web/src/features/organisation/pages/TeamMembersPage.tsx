import type { Team, TeamMember } from '@hrms/contracts/organisation';
import { ArrowLeft, ExternalLink, UserMinus, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { actionLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useRemoveTeamMember, useTeam, useTeamMembers } from '../api';
import { AddMembersDialog } from '../components/AddMembersDialog';
import { DisbandedNotice } from '../components/DisbandedNotice';
import { TEAM_RECORD } from '../recordKinds';

/** /teams/{id}/members (manage-teams, checked by the route): the team's members, add and remove. */
export function TeamMembersPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useTeam(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Team Members"
      loadingLabel="Loading team..."
      {...TEAM_RECORD}
    >
      {(team) => <TeamMembers team={team} />}
    </RecordLoader>
  );
}

function TeamMembers({ team }: { team: Team }) {
  const members = useTeamMembers(team.id);
  const remove = useRemoveTeamMember(team.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const disbanded = team.status === 'disbanded';

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => setNotice(message),
      onSettled: () => setRemoving(null),
    });
  }

  const columns: Column<TeamMember>[] = [
    {
      key: 'member',
      header: 'Member',
      cell: (member) => (
        <div>
          <p className="flex items-center gap-2">
            <span className="font-medium text-slate-900">{personName(member)}</span>
            {member.is_team_lead ? <Badge tone="indigo">Team Lead</Badge> : null}
          </p>
          <p className="text-slate-500">
            {member.employee_id} · {member.email}
          </p>
        </div>
      ),
    },
    { key: 'job_title', header: 'Job Title', cell: (member) => member.job_title ?? '—' },
    { key: 'status', header: 'Status', cell: (member) => <StatusBadge status={member.status} /> },
    { key: 'joined', header: 'Joined Team', cell: (member) => formatDate(member.joined_team_at) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (member) => (
        <div className="flex items-center justify-end gap-4">
          <Link to={`/employees/${member.id}`} className={actionLink}>
            <ExternalLink aria-hidden="true" className="size-3.5" />
            View Profile<span className="sr-only"> of {personName(member)}</span>
          </Link>
          {/* The lead leaves only through Remove Lead (spec 2 §4). */}
          {member.is_team_lead || disbanded ? null : (
            <button
              type="button"
              className={cx(actionLink, 'text-red-600 hover:text-red-500')}
              onClick={() => {
                setNotice(null);
                remove.reset();
                setRemoving(member);
              }}
            >
              <UserMinus aria-hidden="true" className="size-3.5" />
              Remove<span className="sr-only"> {personName(member)}</span>
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Team Members"
        description={`${team.name} · ${team.department.name} · ${team.department.company.name}`}
        actions={
          <>
            <ButtonLink to={`/teams/${team.id}`} variant="secondary" icon={ArrowLeft}>
              Back to Team
            </ButtonLink>
            {disbanded ? null : (
              <Button
                icon={UserPlus}
                onClick={() => {
                  setNotice(null);
                  setAdding(true);
                }}
              >
                Add Members
              </Button>
            )}
          </>
        }
      />

      <div className="space-y-4">
        {disbanded ? <DisbandedNotice /> : null}
        <SuccessBanner message={notice} onDismiss={() => setNotice(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to remove team member') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner
          message={members.isError ? errorMessage(members.error, 'Failed to fetch team members') : null}
        />
        {members.isError ? null : (
          <DataTable
            caption={`Members of ${team.name}`}
            columns={columns}
            rows={members.data}
            rowKey={(member) => member.id}
            loading={members.isPending}
            skeletonRows={3}
            empty={
              <EmptyState
                icon={UsersRound}
                title="No members yet"
                hint={
                  disbanded
                    ? 'A disbanded team has no members.'
                    : `Add employees of ${team.department.name} who are not in any team.`
                }
              />
            }
          />
        )}
      </div>

      <AddMembersDialog
        team={team}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(message) => {
          setAdding(false);
          setNotice(message);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove member?"
        message={removing ? `${personName(removing)} will be removed from ${team.name}.` : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
