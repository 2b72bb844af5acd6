import type { ChecklistTask } from '@hrms/contracts/checklists';
import { ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { actionLink } from '@/components/ui/links';
import { StackedList } from '@/components/ui/StackedList';
import { formatDate, formatDateTime } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { ChecklistOfTask } from './ChecklistOfTask';
import { TaskStatusBadge } from './StatusBadges';
import type { TaskActions } from './useTaskActions';

type Props = {
  caption: string;
  tasks: readonly ChecklistTask[];
  actions: TaskActions;
  empty: ReactNode;
  /** Tasks of many checklists (My Tasks): each says whose and which checklist, linked to it. */
  withChecklist?: boolean;
};

/** A checklist with no tasks: they come from its template. */
export function NoTasks() {
  return (
    <EmptyState
      icon={ListChecks}
      title="No tasks"
      hint="Tasks come from the checklist’s template; edit the template to add some."
      className="py-6"
    />
  );
}

/**
 * Tasks one under another, in the order given: what, for whom (with `withChecklist`), who does it and by
 * when (red once overdue), the document to collect with the way to the employee's documents, where it
 * stands with its note, and the caller's buttons for it.
 */
export function TaskList({ caption, tasks, actions, empty, withChecklist = false }: Props) {
  return (
    <StackedList caption={caption} rows={tasks} rowKey={(task) => task.id} empty={empty}>
      {(task) => <TaskRow task={task} actions={actions} withChecklist={withChecklist} />}
    </StackedList>
  );
}

function TaskRow({
  task,
  actions,
  withChecklist,
}: {
  task: ChecklistTask;
  actions: TaskActions;
  withChecklist: boolean;
}) {
  const pending = task.status === 'pending';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{task.title}</p>
        <TaskStatusBadge status={task.status} />
      </div>
      {withChecklist ? <ChecklistOfTask task={task} /> : null}
      {task.description ? (
        <p className="break-words whitespace-pre-line text-slate-600">{task.description}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        <span>{task.owner}</span>
        <span aria-hidden="true">·</span>
        <span className={cx(pending && task.overdue && 'font-medium text-red-700')}>
          Due {formatDate(task.due_on)}
        </span>
        {pending && task.overdue ? <Badge tone="red">Overdue</Badge> : null}
      </p>
      {task.document_type ? <DocumentLine task={task} /> : null}
      {task.done_by || task.note ? (
        <p className="break-words text-slate-500">
          {task.done_by && task.done_at
            ? `${task.status === 'skipped' ? 'Marked not needed' : 'Done'} by ${task.done_by}, ${formatDateTime(task.done_at)}`
            : null}
          {task.done_by && task.note ? ': ' : null}
          {task.note ? <q>{task.note}</q> : null}
        </p>
      ) : null}
      {actions.buttons(task)}
    </>
  );
}

/** The document a task collects, and where it is filed: HR's list of the employee's documents, or one's own. */
function DocumentLine({ task }: { task: ChecklistTask }) {
  const { user } = useSession();
  const canManage = useCan('manage-employee-documents');
  const own = user?.employee_id === task.employee.id;
  const to = canManage ? `/documents?employee_id=${task.employee.id}` : own ? '/my-documents' : null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
      <span>
        Collect: <span className="font-medium text-slate-800">{task.document_type?.name}</span>
      </span>
      {to ? (
        <Link to={to} className={actionLink}>
          {own && !canManage ? 'Upload under My Documents' : `${personName(task.employee)}’s documents`}
        </Link>
      ) : null}
    </p>
  );
}
