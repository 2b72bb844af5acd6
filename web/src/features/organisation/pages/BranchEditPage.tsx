import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useBranch } from '../api';
import { BranchForm } from '../components/BranchForm';
import { BRANCH_RECORD } from '../recordKinds';

/** /branches/{id}/edit (manage-branches, checked by the route): the create form, filled in. */
export function BranchEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useBranch(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Branch"
      loadingLabel="Loading branch..."
      {...BRANCH_RECORD}
    >
      {(branch) => (
        <>
          <PageHeader
            title="Edit Branch"
            description={`${branch.name} · ${branch.company.name}`}
            actions={
              <ButtonLink to={`/branches/${branch.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Branch
              </ButtonLink>
            }
          />
          <BranchForm
            key={branch.id}
            branch={branch}
            onSaved={({ message }) => navigate(`/branches/${branch.id}`, { state: flashState(message) })}
          />
        </>
      )}
    </RecordLoader>
  );
}
