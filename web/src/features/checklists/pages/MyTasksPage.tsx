import { ListTodo } from 'lucide-react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { ListPages } from '@/components/ui/ListPages';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SelectField } from '@/components/ui/SelectField';
import { useListParams } from '@/lib/useListParams';
import { useChecklistTasks } from '../api';
import { TaskList } from '../components/TaskList';
import { useTaskActions } from '../components/useTaskActions';
import { nextTaskParams, readTaskFilters, tasksNarrowed } from '../filters';
import { KIND_OPTIONS, TASK_STATUS_OPTIONS } from '../labels';

/**
 * /my-tasks, for everyone signed in: the joining and leaving tasks the caller does — theirs by name, by a role
 * they hold, as a joiner's or leaver's manager, or as the employee — to do first by due date; each marked done
 * or not needed (or reopened) here.
 */
export function MyTasksPage() {
  const [filters, setFilters] = useListParams(readTaskFilters, nextTaskParams);
  const tasks = useChecklistTasks({
    page: filters.page,
    scope: 'mine',
    status: filters.status,
    kind: filters.kind,
    overdue: filters.overdue,
  });
  const actions = useTaskActions();

  return (
    <>
      <PageHeader
        title="My Tasks"
        description="Onboarding and offboarding tasks for you: handing over a laptop, an induction, collecting a document, a no-dues sign-off."
      />
      <div className="space-y-4">
        {actions.banner}
        <FilterBar columns={3} className="">
          <SelectField
            label="Status"
            placeholder="All tasks"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={TASK_STATUS_OPTIONS}
          />
          <SelectField
            label="Kind"
            placeholder="Onboarding and offboarding"
            value={filters.kind}
            onChange={(event) => setFilters({ kind: event.target.value })}
            options={KIND_OPTIONS}
          />
          <CheckboxField
            label="Overdue only"
            containerClassName="sm:self-end sm:pb-2"
            checked={filters.overdue}
            onChange={(event) => setFilters({ overdue: event.target.checked ? 'true' : '' })}
          />
        </FilterBar>
        <QueryFrame query={tasks} failure="Failed to load tasks" loadingLabel="Loading your tasks..." card>
          {(page) => (
            <div className="space-y-4">
              <div className="rounded-xl bg-white shadow-sm">
                <TaskList
                  caption="My tasks"
                  tasks={page.data}
                  actions={actions}
                  withChecklist
                  empty={
                    <EmptyState
                      icon={ListTodo}
                      title="No tasks for you"
                      hint="When a joiner’s or leaver’s checklist gives you something to do, it shows here and you are told by e-mail."
                      filters={{
                        active: tasksNarrowed(filters),
                        hint: 'No task matches these filters.',
                        onClear: () => setFilters({ status: 'pending', kind: '', overdue: '' }),
                      }}
                    />
                  }
                />
              </div>
              <ListPages page={page} onPageChange={(p) => setFilters({ page: String(p) })} />
            </div>
          )}
        </QueryFrame>
      </div>
      {actions.dialog}
    </>
  );
}
