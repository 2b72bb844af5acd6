import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { flashState } from '../../../lib/flash';
import { useCompany } from '../api';
import { CompanyForm } from '../components/CompanyForm';
import { RecordLoader, routeId } from '../components/RecordLoader';

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
      notFoundTitle="Company not found"
      backTo="/companies"
      backLabel="Back to Companies"
      errorFallback="Failed to fetch company data"
      loadingLabel="Loading company..."
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
