import { ArrowLeft } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCompanyOptions } from '@/features/organisation';
import { errorMessage } from '@/lib/api';
import { flashState } from '@/lib/flash';
import { PolicyForm } from '../components/PolicyForm';

/**
 * /leave-policies/new (manage-leave-policies, checked by the route; ?company_id= from the list): the new
 * policy's name, working week, pay basis and rules; once created, on to its page to assign it.
 */
export function LeavePolicyCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const companies = useCompanyOptions();
  const wanted = Number(params.get('company_id'));
  const companyId = companies.data?.some((c) => c.id === wanted) ? wanted : null;
  return (
    <>
      <PageHeader
        title="New Leave Policy"
        description="Its working week and pay basis, the leave types it gives and their rules; assign it to employees once it is saved."
        actions={
          <ButtonLink to="/leave-policies" variant="secondary" icon={ArrowLeft}>
            Back to Leave Policies
          </ButtonLink>
        }
      />
      {companies.isPending ? (
        <LoadingState label="Loading companies..." />
      ) : companies.isError ? (
        <ErrorBanner message={errorMessage(companies.error, 'Failed to fetch company data')} />
      ) : (
        <PolicyForm
          companies={companies.data}
          companyId={companyId}
          onCreated={({ message, leave_policy }) =>
            navigate(`/leave-policies/${leave_policy.id}`, { replace: true, state: flashState(message) })
          }
        />
      )}
    </>
  );
}
