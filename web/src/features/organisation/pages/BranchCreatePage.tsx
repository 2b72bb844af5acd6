import { ArrowLeft } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { BranchForm } from '../components/BranchForm';

/** /branches/create (manage-branches, checked by the route); ?company_id= picks the company in advance. */
export function BranchCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companyId = /^[1-9]\d*$/.test(params.get('company_id') ?? '') ? (params.get('company_id') ?? '') : '';
  return (
    <>
      <PageHeader
        title="Add Branch"
        description="A new office or site of a company."
        actions={
          <ButtonLink to="/branches" variant="secondary" icon={ArrowLeft}>
            Back to Branches
          </ButtonLink>
        }
      />
      <BranchForm
        companyId={companyId}
        onSaved={({ message }) => navigate('/branches', { state: flashState(message) })}
      />
    </>
  );
}
