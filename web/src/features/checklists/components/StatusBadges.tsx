import { type ChecklistStatus, TASK_STATUS_LABELS, type TaskStatus } from '@hrms/contracts/checklists';
import { Badge } from '@/components/ui/Badge';
import { CHECKLIST_STATUS_LABELS, CHECKLIST_STATUS_TONES, TASK_STATUS_TONES } from '../labels';

export function ChecklistStatusBadge({ status }: { status: ChecklistStatus }) {
  return <Badge tone={CHECKLIST_STATUS_TONES[status]}>{CHECKLIST_STATUS_LABELS[status]}</Badge>;
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={TASK_STATUS_TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}
