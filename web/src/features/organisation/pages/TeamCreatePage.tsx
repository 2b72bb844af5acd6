import { ArrowLeft } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { TeamForm } from '../components/TeamForm';

/** /teams/create (manage-teams, checked by the route); ?department_id= picks the department in advance. */
export function TeamCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const departmentId = params.get('department_id') ?? '';
  return (
    <>
      <PageHeader
        title="Add Team"
        description="A new team within a department."
        actions={
          <ButtonLink to="/teams" variant="secondary" icon={ArrowLeft}>
            Back to Teams
          </ButtonLink>
        }
      />
      <TeamForm
        departmentId={/^[1-9]\d*$/.test(departmentId) ? departmentId : ''}
        onCreated={({ message }) => navigate('/teams', { state: flashState(message) })}
      />
    </>
  );
}
