import { CHECKLIST_KIND_LABELS, type ChecklistDetail } from '@hrms/contracts/checklists';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { ClipboardList, ListChecks, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { actionLink } from '@/components/ui/links';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { subsectionTitle } from '@/components/ui/typography';
import { todayISO } from '@/lib/dates';
import { submitFailure } from '@/lib/formFailure';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useEmployeeChecklists, useStartChecklist } from '../api';
import { anchorText, startableKinds, tasksInOrder } from '../labels';
import { ChecklistProgress } from './ChecklistProgress';
import { ChecklistStatusBadge } from './StatusBadges';
import { NoTasks, TaskList } from './TaskList';
import { type TaskActions, useTaskActions } from './useTaskActions';

const START_FAILED = 'Failed to start the checklist';

/**
 * The employee page's checklists (/employees/{id}): their onboarding and offboarding checklists with
 * progress and tasks, for HR (manage-checklists), the employee and their manager; HR starts one by hand
 * while none of its kind is live (offboarding once the exit is recorded). Hidden from anyone else.
 */
export function EmployeeChecklistsSection({ employee }: { employee: EmployeeListItem }) {
  const { user } = useSession();
  const canManage = useCan('manage-checklists');
  const own = user?.employee_id === employee.id;
  const manages = employee.manager_id !== null && employee.manager_id === user?.employee_id;
  if (!canManage && !own && !manages) return null;
  return <ChecklistsSection employee={employee} canManage={canManage} />;
}

function ChecklistsSection({ employee, canManage }: { employee: EmployeeListItem; canManage: boolean }) {
  const checklists = useEmployeeChecklists(employee.id);
  const start = useStartChecklist();
  const actions = useTaskActions();
  const [started, setStarted] = useState<string | null>(null);
  const name = personName(employee);
  const startable = canManage && checklists.data ? startableKinds(checklists.data, employee) : [];

  return (
    <SectionCard
      title="Checklists"
      description="Joining and leaving tasks: who does what, by when."
      actions={
        startable.length
          ? startable.map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant="secondary"
                icon={Play}
                loading={start.isPending && start.variables?.kind === kind}
                onClick={() => {
                  setStarted(null);
                  start.mutate(
                    { employeeId: employee.id, kind },
                    { onSuccess: (answer) => setStarted(answer.message) },
                  );
                }}
              >
                Start {CHECKLIST_KIND_LABELS[kind].toLowerCase()} checklist
              </Button>
            ))
          : null
      }
    >
      <SuccessBanner message={started} onDismiss={() => setStarted(null)} />
      <ErrorBanner
        message={submitFailure(start.error, [], START_FAILED, ({ unshown }) => unshown.join(' ') || null)}
        onDismiss={start.reset}
      />
      {actions.banner}
      <QueryFrame
        query={checklists}
        failure="Failed to load the checklists"
        loadingLabel="Loading checklists..."
      >
        {(list) =>
          list.length ? (
            <div className="space-y-6">
              {list.map((checklist) => (
                <EmployeeChecklist key={checklist.id} checklist={checklist} actions={actions} />
              ))}
            </div>
          ) : (
            <EmptyState
              icon={ClipboardList}
              title="No checklist"
              hint={
                canManage
                  ? `${name}’s checklist starts when they join from a hired application or with a joining day ahead, or when their exit is recorded; or start one here.`
                  : 'Joining and leaving tasks show here once a checklist is started.'
              }
              className="py-6"
            />
          )
        }
      </QueryFrame>
      {actions.dialog}
    </SectionCard>
  );
}

/** One checklist in the section: its kind and day, status, progress, and its tasks. */
function EmployeeChecklist({ checklist: c, actions }: { checklist: ChecklistDetail; actions: TaskActions }) {
  const kind = CHECKLIST_KIND_LABELS[c.kind];
  return (
    <section aria-label={`${kind} checklist`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={subsectionTitle}>
          {kind} · {anchorText(c.kind, c.anchor_date, todayISO())}
        </h3>
        <ChecklistStatusBadge status={c.status} />
      </div>
      <ChecklistProgress done={c.done} total={c.total} overdue={c.overdue} name={personName(c.employee)} />
      <Link to={`/checklists/${c.id}`} className={actionLink}>
        <ListChecks aria-hidden="true" className="size-4" />
        Open the checklist
      </Link>
      <TaskList
        caption={`${kind} tasks`}
        tasks={tasksInOrder(c.tasks)}
        actions={actions}
        empty={<NoTasks />}
      />
    </section>
  );
}
