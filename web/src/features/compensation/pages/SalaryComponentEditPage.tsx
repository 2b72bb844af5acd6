import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useSalaryComponent } from '../api';
import { SalaryComponentForm } from '../components/SalaryComponentForm';
import { COMPONENT_RECORD } from '../recordKinds';

/** /salary-components/{id}/edit (update-salary-components, checked by the route). */
export function SalaryComponentEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const query = useSalaryComponent(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Salary Component"
      loadingLabel="Loading salary component..."
      {...COMPONENT_RECORD}
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
    </RecordLoader>
  );
}
