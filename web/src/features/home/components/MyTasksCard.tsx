import type { ChecklistTask } from '@hrms/contracts/checklists';
import { ListTodo } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { ChecklistOfTask, useChecklistTasks } from '@/features/checklists';
import { errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { TASKS_SHOWN } from '../home';

/**
 * The joining and leaving tasks waiting for the user: how many, and the next few by due date, each linked to
 * its checklist. It shows only once there is one to do (or the list failed to load).
 */
export function MyTasksCard() {
  const tasks = useChecklistTasks({ page: 1, per_page: TASKS_SHOWN, scope: 'mine', status: 'pending' });
  const total = tasks.data?.total ?? 0;
  if (!tasks.isError && total === 0) return null;

  return (
    <SectionCard
      title="My tasks"
      description={total > 0 ? `${formatNumber(total)} to do for joiners and leavers` : undefined}
      actions={
        <ButtonLink to="/my-tasks" variant="secondary" size="sm" icon={ListTodo}>
          Open my tasks
        </ButtonLink>
      }
    >
      {tasks.isError ? (
        <ErrorBanner message={errorMessage(tasks.error, 'Failed to load your tasks')} />
      ) : (
        <ul aria-label="Your next tasks" className="divide-y divide-slate-100">
          {(tasks.data?.data ?? []).map((task) => (
            <NextTask key={task.id} task={task} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function NextTask({ task }: { task: ChecklistTask }) {
  return (
    <li className="flex min-w-0 items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words text-slate-900">{task.title}</p>
        <ChecklistOfTask task={task} />
      </div>
      <div className="shrink-0 text-right">
        <p className={task.overdue ? 'font-medium text-red-700' : 'text-slate-600'}>
          Due {formatDate(task.due_on)}
        </p>
        {task.overdue ? <Badge tone="red">Overdue</Badge> : null}
      </div>
    </li>
  );
}
