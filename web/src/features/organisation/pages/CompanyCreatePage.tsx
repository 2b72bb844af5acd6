import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { ArrowLeft } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { useSession } from '@/lib/session';
import { CompanyForm } from '../components/CompanyForm';

/**
 * /companies/create (update-company-settings, checked by the route). Only a super admin may create
 * a company (the server answers 403 to anyone else), so others go back to the list with that message.
 */
export function CompanyCreatePage() {
  const navigate = useNavigate();
  const { roles } = useSession();
  if (!roles.includes(SUPER_ADMIN_ROLE)) {
    return (
      <Navigate
        to="/companies"
        replace
        state={flashState('Only a super admin can create companies', 'error')}
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Add Company"
        description="A new company, with its registration, contact details and address."
        actions={
          <ButtonLink to="/companies" variant="secondary" icon={ArrowLeft}>
            Back to Companies
          </ButtonLink>
        }
      />
      <CompanyForm onSaved={({ message }) => navigate('/companies', { state: flashState(message) })} />
    </>
  );
}
