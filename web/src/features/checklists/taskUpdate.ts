import type { ChecklistTask, TaskStatus } from '@hrms/contracts/checklists';
import { ApiError, errorMessage } from '@/lib/api';

/** How each status a task may be moved to is asked for: its button, the dialog's title and submit. */
export const TASK_MOVES: Record<TaskStatus, { button: string; title: string; submit: string }> = {
  done: { button: 'Mark done', title: 'Mark the task done', submit: 'Mark done' },
  skipped: { button: 'Not needed', title: 'Mark the task not needed', submit: 'Mark not needed' },
  pending: { button: 'Reopen', title: 'Reopen the task', submit: 'Reopen' },
};

/**
 * Where a task may be moved by the caller: done or not needed while it is to do, back to do once it is
 * either; nowhere for someone who may not mark it (the server's `can_update`).
 */
export function taskMoves(task: Pick<ChecklistTask, 'status' | 'can_update'>): TaskStatus[] {
  if (!task.can_update) return [];
  return task.status === 'pending' ? ['done', 'skipped'] : ['pending'];
}

export const UPDATE_FAILED = 'Failed to update the task';

/**
 * What a failed update shows in its dialog: a message on the note under the note; anything else in the banner,
 * such as the 422 on `status` saying which document to upload first.
 */
export function taskUpdateFailure(error: unknown): { banner: string | null; note: string | null } {
  if (!error) return { banner: null, note: null };
  if (!(error instanceof ApiError) || !error.errors)
    return { banner: errorMessage(error, UPDATE_FAILED), note: null };
  const { note, ...others } = error.errors;
  const rest = Object.values(others)
    .map((messages) => messages[0])
    .filter(Boolean);
  return {
    banner: rest.length ? rest.join(' ') : note?.[0] ? null : errorMessage(error, UPDATE_FAILED),
    note: note?.[0] ?? null,
  };
}
