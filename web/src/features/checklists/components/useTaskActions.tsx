import type { ChecklistTask, TaskStatus } from '@hrms/contracts/checklists';
import { Check, CircleSlash, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TASK_MOVES, taskMoves } from '../taskUpdate';
import { TaskUpdateDialog } from './TaskUpdateDialog';

const ICONS = { done: Check, skipped: CircleSlash, pending: RotateCcw } as const;

/**
 * What may be done with a task wherever it is listed (a checklist, an employee's page, My Tasks): Mark done
 * or Not needed, or Reopen, each through the note dialog, for those the server lets mark it. The screen
 * places `banner` (the server's word once done) and `dialog`.
 */
export function useTaskActions() {
  const [moving, setMoving] = useState<{ task: ChecklistTask; to: TaskStatus } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const buttons = (task: ChecklistTask) => {
    const moves = taskMoves(task);
    if (!moves.length) return null;
    return (
      <div className="flex flex-wrap gap-2 pt-1">
        {moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'done' ? 'primary' : 'secondary'}
            icon={ICONS[to]}
            aria-label={`${TASK_MOVES[to].button}: ${task.title}`}
            onClick={() => {
              setDone(null);
              setMoving({ task, to });
            }}
          >
            {TASK_MOVES[to].button}
          </Button>
        ))}
      </div>
    );
  };

  return {
    buttons,
    banner: <SuccessBanner message={done} onDismiss={() => setDone(null)} />,
    dialog: moving ? (
      <TaskUpdateDialog
        task={moving.task}
        to={moving.to}
        onClose={() => setMoving(null)}
        onUpdated={(message) => {
          setMoving(null);
          setDone(message);
        }}
      />
    ) : null,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
