import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { SalaryComponentForm } from '../components/SalaryComponentForm';

/** /salary-components/create (create-salary-components, checked by the route). */
export function SalaryComponentCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Add Salary Component"
        description="A new earning or deduction for salary structures."
        actions={
          <ButtonLink to="/salary-components" variant="secondary" icon={ArrowLeft}>
            Back to Components
          </ButtonLink>
        }
      />
      <SalaryComponentForm
        onSaved={({ message }) => navigate('/salary-components', { state: flashState(message) })}
      />
    </>
  );
}
