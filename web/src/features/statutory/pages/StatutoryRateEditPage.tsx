import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useStatutoryRate } from '../api';
import { StatutoryRateForm } from '../components/StatutoryRateForm';
import { RATE_RECORD } from '../recordKind';

/** /statutory-rates/{id}/edit (manage-statutory-rates, checked by the route): a version's date and rules. */
export function StatutoryRateEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useStatutoryRate(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Statutory Rates"
      loadingLabel="Loading statutory rates..."
      {...RATE_RECORD}
    >
      {(version) => (
        <>
          <PageHeader
            title="Edit Statutory Rates"
            description={`${version.scheme}${version.state_name ? ` · ${version.state_name}` : ''} from ${formatDate(version.effective_from)}`}
            actions={
              <ButtonLink to="/statutory-rates" variant="secondary" icon={ArrowLeft}>
                Back to Statutory Rates
              </ButtonLink>
            }
          />
          <StatutoryRateForm
            key={version.id}
            version={version}
            onSaved={({ message }) => navigate('/statutory-rates', { state: flashState(message) })}
          />
        </>
      )}
    </RecordLoader>
  );
}
