import { CHECKLIST_KIND_LABELS, type ChecklistDetail } from '@hrms/contracts/checklists';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { todayISO } from '@/lib/dates';
import { formatDate, formatDateTime } from '@/lib/format';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useChecklist } from '../api';
import { ChecklistProgress } from '../components/ChecklistProgress';
import { ChecklistStatusBadge } from '../components/StatusBadges';
import { NoTasks, TaskList } from '../components/TaskList';
import { useTaskActions } from '../components/useTaskActions';
import { anchorLabel, anchorText, tasksInOrder } from '../labels';

/** Where Back goes: HR's list of the kind, or My Tasks for everyone else (an owner, the employee, a manager). */
const listOf = (checklist: ChecklistDetail) =>
  checklist.kind === 'onboarding' ? '/checklists' : '/checklists/offboarding';

/**
 * /checklists/{id}: one joiner's or leaver's checklist — whose, the day it counts from, how far it has got —
 * and its tasks in order, each marked done, not needed or reopened by those the server lets. For HR, the
 * employee and their manager (the server answers 404 to anyone else).
 */
export function ChecklistPage() {
  const { id, valid } = routeId(useParams().id);
  const checklist = useChecklist(valid ? id : null);
  const canManage = useCan('manage-checklists');
  return (
    <RecordLoader
      query={checklist}
      validId={valid}
      title="Checklist"
      notFoundTitle="Checklist not found"
      backTo={canManage ? '/checklists' : '/my-tasks'}
      backLabel={canManage ? 'Back to checklists' : 'Back to my tasks'}
      errorFallback="Failed to load the checklist"
      loadingLabel="Loading the checklist..."
    >
      {(shown) => <ChecklistView checklist={shown} canManage={canManage} />}
    </RecordLoader>
  );
}

function ChecklistView({ checklist: c, canManage }: { checklist: ChecklistDetail; canManage: boolean }) {
  const actions = useTaskActions();
  const seesEmployees = useCan('view-employees');
  const name = personName(c.employee);
  const kind = CHECKLIST_KIND_LABELS[c.kind];

  return (
    <>
      <PageHeader
        title={`${kind}: ${name}`}
        description={`${c.employee.employee_id} · ${anchorText(c.kind, c.anchor_date, todayISO())}`}
        breadcrumbs={[
          canManage ? { label: 'Checklists', to: listOf(c) } : { label: 'My Tasks', to: '/my-tasks' },
          { label: `${kind}: ${name}` },
        ]}
        actions={
          <ButtonLink to={canManage ? listOf(c) : '/my-tasks'} variant="secondary" icon={ArrowLeft}>
            {canManage ? 'Back to checklists' : 'Back to my tasks'}
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        {actions.banner}
        <div className="grid gap-6 lg:grid-cols-3">
          <SectionCard title="Checklist">
            <ChecklistProgress done={c.done} total={c.total} overdue={c.overdue} name={name} />
            <DetailList columns={1}>
              <DetailItem label="Employee">
                {seesEmployees ? (
                  <Link to={`/employees/${c.employee.id}`} className={recordLink}>
                    {employeeOptionLabel(c.employee)}
                  </Link>
                ) : (
                  employeeOptionLabel(c.employee)
                )}
              </DetailItem>
              <DetailItem label="Kind">{kind}</DetailItem>
              <DetailItem label={anchorLabel(c.kind)}>{formatDate(c.anchor_date)}</DetailItem>
              <DetailItem label="Status">
                <ChecklistStatusBadge status={c.status} />
              </DetailItem>
              <DetailItem label="From the template">{c.template?.name}</DetailItem>
              <DetailItem label="Started">{formatDateTime(c.created_at)}</DetailItem>
              {c.completed_at ? (
                <DetailItem label="Completed">{formatDateTime(c.completed_at)}</DetailItem>
              ) : null}
            </DetailList>
          </SectionCard>
          <SectionCard title="Tasks" className="lg:col-span-2" description="In order, each with who does it.">
            <TaskList
              caption={`${name}’s ${kind.toLowerCase()} tasks`}
              tasks={tasksInOrder(c.tasks)}
              actions={actions}
              empty={<NoTasks />}
            />
          </SectionCard>
        </div>
      </div>
      {actions.dialog}
    </>
  );
}
