import { ArrowLeft } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { useCan } from '@/lib/useCan';
import { DepartmentForm } from '../components/DepartmentForm';

const positiveId = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? value : '');

/**
 * /departments/create. Without manage-departments the user goes back to /departments, which then
 * says "You do not have permission to create departments" (spec 2 §2, §6).
 */
export function DepartmentCreatePage() {
  const canManage = useCan('manage-departments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (!canManage) {
    return (
      <Navigate
        to="/departments"
        replace
        state={flashState('You do not have permission to create departments', 'error')}
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Add Department"
        description="A department of a company, optionally within a branch or under another department."
        actions={
          <ButtonLink to="/departments" variant="secondary" icon={ArrowLeft}>
            Back to Departments
          </ButtonLink>
        }
      />
      <DepartmentForm
        preset={{
          companyId: positiveId(params.get('company_id')),
          branchId: positiveId(params.get('branch_id')),
        }}
        onSaved={({ message }) => navigate('/departments', { state: flashState(message) })}
      />
    </>
  );
}
