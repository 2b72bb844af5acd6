import type { PayrollRun } from '@hrms/contracts/payroll';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { ApiError, errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useAdvanceRun } from '../api';
import { type RunTransition, TRANSITION_FAILED } from '../labels';
import { formatPayPeriod } from '../periods';
import { ApprovalNoteField } from './ApprovalNoteField';

const QUESTIONS: Record<RunTransition, { title: string; verb: string; label: string; pending: string }> = {
  approve: {
    title: 'Approve Payroll',
    verb: 'approve',
    label: 'Approve',
    pending: 'Approving...',
  },
  'mark-paid': {
    title: 'Mark Payroll as Paid',
    verb: 'mark as paid',
    label: 'Mark as Paid',
    pending: 'Marking as paid...',
  },
};

type Target = { run: Pick<PayrollRun, 'id' | 'employee' | 'pay_period'>; transition: RunTransition };

/**
 * Approve and Mark Paid for a list row or the details page, each after a confirmation (neither can
 * be undone). When the review before approval flags the run, the server asks for a note and the
 * dialog stays open to take it. The server's message shows in a banner; a refusal (409: the run moved on meanwhile)
 * shows its reason.
 */
export function useRunActions() {
  const advance = useAdvanceRun();
  const [target, setTarget] = useState<Target | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Set when the server answers that the review flags the run: the dialog then asks for a note.
  const [noteAsked, setNoteAsked] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);

  const ask = (transition: RunTransition) => (run: Target['run']) => {
    setDone(null);
    advance.reset();
    setNoteAsked(null);
    setNote('');
    setNoteMissing(false);
    setTarget({ run, transition });
  };
  const close = () => setTarget(null);
  const question = target ? QUESTIONS[target.transition] : QUESTIONS.approve;
  const failed = advance.isError && !noteAsked;

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={
          failed
            ? errorMessage(advance.error, TRANSITION_FAILED[advance.variables?.transition ?? 'approve'])
            : null
        }
        onDismiss={advance.reset}
      />
    </>
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={question.title}
      message={
        target ? (
          <>
            <span className="block">
              {`Are you sure you want to ${question.verb} the payroll of ${personName(target.run.employee)} for ${formatPayPeriod(target.run.pay_period)}? This cannot be undone.`}
            </span>
            {noteAsked ? (
              <ApprovalNoteField
                label="Note on the flagged run"
                hint={noteAsked}
                value={note}
                missing={noteMissing ? 'Say why the run is right as it is.' : null}
                onChange={(next) => {
                  setNote(next);
                  setNoteMissing(false);
                }}
              />
            ) : null}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={question.label}
      pendingLabel={question.pending}
      tone="primary"
      pending={advance.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        if (noteAsked && !note.trim()) {
          setNoteMissing(true);
          return;
        }
        advance.mutate(
          { id: target.run.id, transition: target.transition, note: note.trim() || undefined },
          {
            onSuccess: (answer) => {
              setDone(answer.message);
              close();
            },
            onError: (error) => {
              const asked =
                error instanceof ApiError && error.status === 422 ? error.errors?.note?.[0] : undefined;
              if (asked) setNoteAsked(asked);
              else close();
            },
          },
        );
      }}
    />
  );

  return {
    approve: ask('approve'),
    markPaid: ask('mark-paid'),
    busyId: advance.isPending ? (advance.variables?.id ?? null) : null,
    banners,
    dialog,
  };
}
