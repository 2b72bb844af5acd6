import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { flashState } from '../../../lib/flash';
import { useSalaryComponent } from '../api';
import { RecordState, routeId } from '../components/RecordState';
import { SalaryComponentForm } from '../components/SalaryComponentForm';

/** /salary-components/{id}/edit (update-salary-components, checked by the route). */
export function SalaryComponentEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useSalaryComponent(id);
  return (
    <RecordState
      query={query}
      validId={valid}
      title="Edit Salary Component"
      notFoundTitle="Component Not Found"
      notFoundMessage="The salary component does not exist, or it has been deleted."
      backTo="/salary-components"
      backLabel="Back to Components"
      errorFallback="Failed to fetch salary component"
      loadingLabel="Loading salary component..."
    >
      {(component) => (
        <>
          <PageHeader
            title="Edit Salary Component"
            description={component.name}
            actions={
              <ButtonLink to={`/salary-components/${component.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Component
              </ButtonLink>
            }
          />
          <SalaryComponentForm
            key={component.id}
            component={component}
            onSaved={({ message }) => navigate('/salary-components', { state: flashState(message) })}
          />
        </>
      )}
    </RecordState>
  );
}
