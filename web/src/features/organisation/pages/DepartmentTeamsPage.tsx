import { ArrowLeft, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useDepartment } from '../api';
import { TeamsList } from '../components/TeamsList';
import { useTeamExportButton } from '../components/useTeamExportButton';
import { readTeamFilters } from '../filters';
import { DEPARTMENT_RECORD } from '../recordKinds';

/** /departments/{id}/teams: the teams of one department. */
export function DepartmentTeamsPage() {
  const { id, valid } = routeId(useParams().id);
  const canManage = useCan('manage-teams');
  const query = useDepartment(id);
  const [{ page: _page, ...filters }] = useListParams(readTeamFilters);
  const exporter = useTeamExportButton({ ...filters, company_id: '', department_id: String(id) });
  return (
    <RecordLoader query={query} validId={valid} title="Department Teams" {...DEPARTMENT_RECORD}>
      {(department) => (
        <>
          <PageHeader
            title={`${department.name} Teams`}
            description={`Teams of the ${department.name} department of ${department.company.name}.`}
            actions={
              <>
                <ButtonLink to={`/departments/${department.id}`} variant="secondary" icon={ArrowLeft}>
                  Back to Department
                </ButtonLink>
                {exporter.button}
                {canManage ? (
                  <ButtonLink to={`/teams/create?department_id=${department.id}`} icon={Plus}>
                    Add Team
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          {exporter.failure}
          <TeamsList departmentId={department.id} />
        </>
      )}
    </RecordLoader>
  );
}
