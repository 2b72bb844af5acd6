import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { TeamsList } from '../components/TeamsList';
import { useTeamExportButton } from '../components/useTeamExportButton';
import { readTeamFilters } from '../filters';

/** /teams (spec 2 §2 Teams). */
export function TeamsPage() {
  const canManage = useCan('manage-teams');
  const [{ page: _page, ...filters }] = useListParams(readTeamFilters);
  const exporter = useTeamExportButton(filters);
  return (
    <>
      <PageHeader
        title="Teams"
        description="Teams within departments, with their lead and members."
        actions={
          <>
            {exporter.button}
            {canManage ? (
              <ButtonLink to="/teams/create" icon={Plus}>
                Add Team
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <FlashBanner />
      {exporter.failure}
      <TeamsList />
    </>
  );
}
