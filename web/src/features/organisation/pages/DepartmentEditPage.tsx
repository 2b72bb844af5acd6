import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useDepartment } from '../api';
import { DepartmentForm } from '../components/DepartmentForm';
import { DEPARTMENT_RECORD } from '../recordKinds';

/** /departments/{id}/edit (manage-departments, checked by the route): the create form, filled in. */
export function DepartmentEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useDepartment(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Department"
      loadingLabel="Loading department..."
      {...DEPARTMENT_RECORD}
    >
      {(department) => (
        <>
          <PageHeader
            title="Edit Department"
            description={`${department.name} · ${department.company.name}`}
            actions={
              <ButtonLink to={`/departments/${department.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Department
              </ButtonLink>
            }
          />
          <DepartmentForm
            key={department.id}
            department={department}
            onSaved={({ message }) =>
              navigate(`/departments/${department.id}`, { state: flashState(message) })
            }
          />
        </>
      )}
    </RecordLoader>
  );
}
