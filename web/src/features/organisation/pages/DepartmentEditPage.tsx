import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { flashState } from '../../../lib/flash';
import { useDepartment } from '../api';
import { DepartmentForm } from '../components/DepartmentForm';
import { RecordLoader, routeId } from '../components/RecordLoader';

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
      notFoundTitle="Department not found"
      backTo="/departments"
      backLabel="Back to Departments"
      errorFallback="Failed to fetch department data"
      loadingLabel="Loading department..."
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
