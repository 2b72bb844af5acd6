import { Users, UsersRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { recordLink } from '@/components/ui/links';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useDeleteDepartment, useDepartment, useSubDepartments } from '../api';
import { CountLinks } from '../components/CountLinks';
import { DEPARTMENT_RECORD } from '../recordKinds';
import { useCanListEmployees } from '../useCanListEmployees';

/** /departments/{id}: a department's place in the organisation, its head and what it holds. */
export function DepartmentDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const canManage = useCan('manage-departments');
  const canManageTeams = useCan('manage-teams');
  const canSeeEmployees = useCanListEmployees();
  const query = useDepartment(id);
  const children = useSubDepartments(valid ? id : 0);
  const remove = useDeleteDepartment();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Department Details"
      loadingLabel="Loading department..."
      {...DEPARTMENT_RECORD}
    >
      {(department) => (
        <>
          <RecordPageHeader
            title={department.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {department.code} · {department.company.name} <StatusBadge status={department.status} />
              </span>
            }
            backTo="/departments"
            backLabel="Back to Departments"
            links={
              <>
                {canManageTeams ? (
                  <ButtonLink
                    to={`/departments/${department.id}/teams`}
                    variant="secondary"
                    icon={UsersRound}
                  >
                    Teams
                  </ButtonLink>
                ) : null}
                {canSeeEmployees ? (
                  <ButtonLink to={`/departments/${department.id}/employees`} variant="secondary" icon={Users}>
                    Employees
                  </ButtonLink>
                ) : null}
              </>
            }
            deletion={
              canManage
                ? {
                    thing: 'department',
                    record: department,
                    mutation: remove,
                    returnTo: '/departments',
                    failureFallback: 'Failed to delete department',
                  }
                : null
            }
            editTo={canManage ? `/departments/${department.id}/edit` : null}
          />

          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <SectionCard title="Department Information">
                <DetailList>
                  <DetailItem label="Name">{department.name}</DetailItem>
                  <DetailItem label="Code">{department.code}</DetailItem>
                  <DetailItem label="Company">
                    <Link to={`/companies/${department.company_id}`} className={recordLink}>
                      {department.company.name}
                    </Link>
                  </DetailItem>
                  <DetailItem label="Branch">
                    {department.branch ? (
                      <Link to={`/branches/${department.branch.id}`} className={recordLink}>
                        {department.branch.name}
                      </Link>
                    ) : (
                      'No branch'
                    )}
                  </DetailItem>
                  <DetailItem label="Parent Department">
                    {department.parent_department ? (
                      <Link to={`/departments/${department.parent_department.id}`} className={recordLink}>
                        {department.parent_department.name}
                      </Link>
                    ) : (
                      'None (top level)'
                    )}
                  </DetailItem>
                  <DetailItem label="Department Head">
                    {department.head_of_department
                      ? employeeOptionLabel(department.head_of_department)
                      : 'Not assigned'}
                  </DetailItem>
                  <DetailItem label="Status">
                    <StatusBadge status={department.status} />
                  </DetailItem>
                  <DetailItem label="Description" wide>
                    {department.description ? (
                      <span className="whitespace-pre-line">{department.description}</span>
                    ) : null}
                  </DetailItem>
                </DetailList>
              </SectionCard>
              <SectionCard
                title="Sub-departments"
                description="Departments placed directly under this one."
                bodyClassName="p-0"
              >
                <ErrorBanner
                  className="m-5"
                  message={
                    children.isError ? errorMessage(children.error, 'Failed to fetch department data') : null
                  }
                />
                {children.isPending ? (
                  <p className="px-5 py-4 text-sm text-slate-500">Loading...</p>
                ) : children.data?.length ? (
                  <ul className="divide-y divide-slate-100">
                    {children.data.map((child) => (
                      <li
                        key={child.id}
                        className="flex items-center justify-between gap-3 px-5 py-3 text-sm"
                      >
                        <Link to={`/departments/${child.id}`} className={recordLink}>
                          {child.name}
                        </Link>
                        <span className="flex items-center gap-3 text-slate-500">
                          {child.code}
                          <StatusBadge status={child.status} />
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : children.isSuccess ? (
                  <p className="px-5 py-4 text-sm text-slate-500">No sub-departments.</p>
                ) : null}
              </SectionCard>
            </div>
            <div className="space-y-6">
              <SectionCard title="Organisation" bodyClassName="p-0">
                <CountLinks
                  items={[
                    {
                      label: 'Teams',
                      count: department.teams_count,
                      to: canManageTeams ? `/departments/${department.id}/teams` : undefined,
                    },
                    {
                      label: 'Employees',
                      count: department.employees_count,
                      to: canSeeEmployees ? `/departments/${department.id}/employees` : undefined,
                    },
                  ]}
                />
              </SectionCard>
              <TimestampsCard
                created={formatDate(department.created_at)}
                updated={formatDateTime(department.updated_at)}
              />
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}
