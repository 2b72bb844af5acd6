import { ArrowLeft, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useCompany } from '../api';
import { BranchesList } from '../components/BranchesList';
import { COMPANY_RECORD } from '../recordKinds';

/** /companies/{id}/branches: one company's branches. */
export function CompanyBranchesPage() {
  const { id, valid } = routeId(useParams().id);
  const canManage = useCan('manage-branches');
  const query = useCompany(id);
  return (
    <RecordLoader query={query} validId={valid} title="Company Branches" {...COMPANY_RECORD}>
      {(company) => (
        <>
          <PageHeader
            title={`${company.name} Branches`}
            description="The offices and sites of this company."
            actions={
              <>
                <ButtonLink to={`/companies/${company.id}`} variant="secondary" icon={ArrowLeft}>
                  Back to Company
                </ButtonLink>
                {canManage ? (
                  <ButtonLink to={`/branches/create?company_id=${company.id}`} icon={Plus}>
                    Add New Branch
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <BranchesList companyId={company.id} />
        </>
      )}
    </RecordLoader>
  );
}
