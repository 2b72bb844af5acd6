import { CHECKLIST_KIND_LABELS, type ChecklistTask } from '@hrms/contracts/checklists';
import { Link } from 'react-router';
import { recordLink } from '@/components/ui/links';
import { personName } from '@/lib/personName';

/** Whose checklist a task is of, linked to it, and its kind: "Priya Nair · Onboarding". */
export function ChecklistOfTask({
  task,
}: {
  task: Pick<ChecklistTask, 'checklist_id' | 'employee' | 'kind'>;
}) {
  return (
    <p className="break-words text-slate-600">
      <Link to={`/checklists/${task.checklist_id}`} className={recordLink}>
        {personName(task.employee)}
      </Link>{' '}
      · {CHECKLIST_KIND_LABELS[task.kind]}
    </p>
  );
}
