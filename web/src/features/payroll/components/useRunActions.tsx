import type { PayrollRun } from '@hrms/contracts/payroll';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useAdvanceRun } from '../api';
import { type RunTransition, TRANSITION_FAILED } from '../labels';
import { formatPayPeriod } from '../periods';

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
 * be undone). The server's message shows in a banner; a refusal (409: the run moved on meanwhile)
 * shows its reason.
 */
export function useRunActions() {
  const advance = useAdvanceRun();
  const [target, setTarget] = useState<Target | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const ask = (transition: RunTransition) => (run: Target['run']) => {
    setDone(null);
    advance.reset();
    setTarget({ run, transition });
  };
  const close = () => setTarget(null);
  const question = target ? QUESTIONS[target.transition] : QUESTIONS.approve;

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={
          advance.isError
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
        target
          ? `Are you sure you want to ${question.verb} the payroll of ${personName(target.run.employee)} for ${formatPayPeriod(target.run.pay_period)}? This cannot be undone.`
          : ''
      }
      confirmLabel={question.label}
      pendingLabel={question.pending}
      tone="primary"
      pending={advance.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        advance.mutate(
          { id: target.run.id, transition: target.transition },
          { onSuccess: (answer) => setDone(answer.message), onSettled: close },
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
