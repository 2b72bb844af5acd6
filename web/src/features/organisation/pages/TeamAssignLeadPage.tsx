import type { Team } from '@hrms/contracts/organisation';
import { ArrowLeft, UserMinus, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { employeeOptionLabel } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useAssignTeamLead, useRemoveTeamLead, useTeam, useTeamMembers } from '../api';
import { DisbandedNotice } from '../components/DisbandedNotice';
import { PersonCard } from '../components/PersonCard';
import { TEAM_RECORD } from '../recordKinds';
import { useDelayedNavigate } from '../useDelayedNavigate';

/** Spec 2 §5: assigning a lead needs a member chosen. */
export const SELECT_LEAD_MESSAGE = 'Please select a team lead.';

/** /teams/{id}/assign-lead (manage-teams, checked by the route). */
export function TeamAssignLeadPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useTeam(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Assign Team Lead"
      loadingLabel="Loading team..."
      {...TEAM_RECORD}
    >
      {(team) => <AssignLead team={team} />}
    </RecordLoader>
  );
}

function AssignLead({ team }: { team: Team }) {
  const members = useTeamMembers(team.id);
  const assign = useAssignTeamLead(team.id);
  const removeLead = useRemoveTeamLead(team.id);
  const navigateLater = useDelayedNavigate();
  const [chosen, setChosen] = useState<number | null>(team.team_lead_id);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const disbanded = team.status === 'disbanded';
  const title = team.team_lead ? 'Change Team Lead' : 'Assign Team Lead';

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (chosen === null) {
      setProblem(SELECT_LEAD_MESSAGE);
      return;
    }
    setProblem(null);
    assign.mutate(chosen, {
      onSuccess: ({ message }) => {
        setNotice(message);
        setLeaving(true);
        navigateLater(`/teams/${team.id}`);
      },
    });
  }

  function confirmRemoval() {
    setNotice(null);
    assign.reset();
    removeLead.mutate(undefined, {
      onSuccess: ({ message }) => {
        setNotice(message);
        setChosen(null);
      },
      onSettled: () => setConfirmingRemoval(false),
    });
  }

  const failure =
    problem ??
    (assign.isError ? errorMessage(assign.error, 'Failed to assign team lead') : null) ??
    (removeLead.isError ? errorMessage(removeLead.error, 'Failed to remove team lead') : null);

  return (
    <>
      <PageHeader
        title={title}
        description={`${team.name} · ${team.department.name} · ${team.department.company.name}`}
        actions={
          <ButtonLink to={`/teams/${team.id}`} variant="secondary" icon={ArrowLeft}>
            Back to Team
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={notice} />
        <ErrorBanner message={failure} />
        {disbanded ? <DisbandedNotice /> : null}

        <SectionCard
          title="Current Team Lead"
          actions={
            team.team_lead && !disbanded ? (
              <Button
                variant="secondary"
                size="sm"
                icon={UserMinus}
                className="text-red-600!"
                disabled={leaving}
                onClick={() => setConfirmingRemoval(true)}
              >
                Remove Lead
              </Button>
            ) : null
          }
        >
          {team.team_lead ? (
            <PersonCard person={team.team_lead} />
          ) : (
            <p className="text-sm text-slate-500">No team lead assigned.</p>
          )}
        </SectionCard>

        {disbanded ? null : members.isPending ? (
          <LoadingState variant="table" label="Loading members..." />
        ) : members.isError ? (
          <ErrorBanner message={errorMessage(members.error, 'Failed to fetch team members')} />
        ) : members.data.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={UsersRound}
              title="No team members available to assign as lead"
              hint="The lead is chosen from the team's members. Add members first."
              action={
                <ButtonLink to={`/teams/${team.id}/members`} icon={UsersRound}>
                  Manage Members
                </ButtonLink>
              }
            />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label={title} className="space-y-6">
            <SectionCard title="Choose the Team Lead" description="The lead is one of the team's members.">
              <fieldset>
                <legend className="sr-only">Team members</legend>
                <ul className="space-y-2">
                  {members.data.map((member) => (
                    <li key={member.id}>
                      <label
                        className={cx(
                          'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm',
                          chosen === member.id ? 'border-indigo-500 bg-indigo-50/50' : 'border-slate-200',
                        )}
                      >
                        <input
                          type="radio"
                          name="team_lead_id"
                          value={member.id}
                          checked={chosen === member.id}
                          onChange={() => {
                            setProblem(null);
                            setChosen(member.id);
                          }}
                          className="size-4 accent-indigo-600"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium text-slate-900">
                            {employeeOptionLabel(member)}
                          </span>
                          <span className="block text-slate-500">{member.job_title ?? 'No job title'}</span>
                        </span>
                        <StatusBadge status={member.status} />
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </SectionCard>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <ButtonLink to={`/teams/${team.id}`} variant="secondary">
                Cancel
              </ButtonLink>
              <Button type="submit" loading={assign.isPending} disabled={leaving}>
                {assign.isPending ? 'Saving...' : title}
              </Button>
            </div>
          </form>
        )}
      </div>

      <ConfirmDialog
        open={confirmingRemoval}
        title="Remove team lead?"
        message={
          team.team_lead
            ? `${employeeOptionLabel(team.team_lead)} will no longer lead ${team.name}, but stays a member.`
            : ''
        }
        confirmLabel="Remove Lead"
        pendingLabel="Removing..."
        pending={removeLead.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </>
  );
}
