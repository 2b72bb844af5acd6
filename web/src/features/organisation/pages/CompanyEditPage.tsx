import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useCompany } from '../api';
import { CompanyForm } from '../components/CompanyForm';
import { COMPANY_RECORD } from '../recordKinds';

/** /companies/{id}/edit (update-company-settings, checked by the route): the create form, filled in. */
export function CompanyEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useCompany(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Company"
      loadingLabel="Loading company..."
      {...COMPANY_RECORD}
    >
      {(company) => (
        <>
          <PageHeader
            title="Edit Company"
            description={company.name}
            actions={
              <ButtonLink to={`/companies/${company.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Company
              </ButtonLink>
            }
          />
          <CompanyForm
            key={company.id}
            company={company}
            onSaved={({ message }) => navigate(`/companies/${company.id}`, { state: flashState(message) })}
          />
        </>
      )}
    </RecordLoader>
  );
}
