import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { routeId } from '@/lib/routeId';
import { useTeam } from '../api';
import { DisbandedNotice } from '../components/DisbandedNotice';
import { TeamForm } from '../components/TeamForm';
import { TEAM_RECORD } from '../recordKinds';
import { useDelayedNavigate } from '../useDelayedNavigate';

/**
 * /teams/{id}/edit (manage-teams, checked by the route). On success it shows "Team updated
 * successfully!" and moves to the team after 1.5 seconds (spec 2 §2, §9).
 */
export function TeamEditPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useTeam(id);
  const navigateLater = useDelayedNavigate();
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Team"
      loadingLabel="Loading team..."
      {...TEAM_RECORD}
    >
      {(team) => (
        <>
          <PageHeader
            title="Edit Team"
            description={`${team.name} · ${team.department.name}`}
            actions={
              <ButtonLink to={`/teams/${team.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Team
              </ButtonLink>
            }
          />
          {team.status === 'disbanded' ? (
            <DisbandedNotice />
          ) : (
            <TeamForm key={team.id} team={team} onUpdated={() => navigateLater(`/teams/${team.id}`)} />
          )}
        </>
      )}
    </RecordLoader>
  );
}
