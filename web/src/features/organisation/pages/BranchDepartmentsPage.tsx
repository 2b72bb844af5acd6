import { ArrowLeft, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useBranch } from '../api';
import { DepartmentsList } from '../components/DepartmentsList';
import { BRANCH_RECORD } from '../recordKinds';

/** /branches/{id}/departments: the departments of one branch. */
export function BranchDepartmentsPage() {
  const { id, valid } = routeId(useParams().id);
  const canManage = useCan('manage-departments');
  const query = useBranch(id);
  return (
    <RecordLoader query={query} validId={valid} title="Branch Departments" {...BRANCH_RECORD}>
      {(branch) => (
        <>
          <PageHeader
            title={`${branch.name} Departments`}
            description={`Departments of ${branch.company.name} at this branch.`}
            actions={
              <>
                <ButtonLink to={`/branches/${branch.id}`} variant="secondary" icon={ArrowLeft}>
                  Back to Branch
                </ButtonLink>
                {canManage ? (
                  <ButtonLink
                    to={`/departments/create?company_id=${branch.company_id}&branch_id=${branch.id}`}
                    icon={Plus}
                  >
                    Add New Department
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <DepartmentsList branchId={branch.id} />
        </>
      )}
    </RecordLoader>
  );
}
