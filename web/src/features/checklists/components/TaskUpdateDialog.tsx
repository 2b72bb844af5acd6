import type { ChecklistTask, TaskStatus } from '@hrms/contracts/checklists';
import { useId, useState } from 'react';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { personName } from '@/lib/personName';
import { useUpdateTask } from '../api';
import { TASK_MOVES, taskUpdateFailure } from '../taskUpdate';

/**
 * Moving one task to done, not needed or back to do, with an optional note (what was handed over, why it is
 * not needed). The server's refusal shows here and the dialog stays open: a task collecting a document is
 * done only once that document is on file.
 */
export function TaskUpdateDialog({
  task,
  to,
  onClose,
  onUpdated,
}: {
  task: ChecklistTask;
  to: TaskStatus;
  onClose: () => void;
  onUpdated: (message: string) => void;
}) {
  const update = useUpdateTask();
  const [note, setNote] = useState(task.note ?? '');
  const formId = useId();
  const move = TASK_MOVES[to];
  const failure = taskUpdateFailure(update.error);
  const name = personName(task.employee);

  return (
    <Modal
      open
      onClose={onClose}
      title={move.title}
      description={`${task.title} (${name})`}
      dismissible={!update.isPending}
      footer={
        <ModalFormActions
          formId={formId}
          submitLabel={update.isPending ? 'Saving...' : move.submit}
          pending={update.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={move.title}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (update.isPending) return;
          update.mutate(
            { id: task.id, body: { status: to, note: note.trim() || null } },
            { onSuccess: (answer) => onUpdated(answer.message) },
          );
        }}
      >
        <ErrorBanner message={failure.banner} onDismiss={update.reset} />
        {to === 'done' && task.document_type ? (
          <p className="text-sm text-slate-600">
            Done once {name}’s {task.document_type.name} is on file among their documents.
          </p>
        ) : null}
        <TextAreaField
          label="Note"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={to === 'skipped' ? 'Why it is not needed' : 'What was done or handed over'}
          hint="Optional; shown with the task."
          error={failure.note ?? undefined}
        />
      </form>
    </Modal>
  );
}
