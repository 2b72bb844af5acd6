import type { DeclarationItem } from '@hrms/contracts/tax-year';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { useVerifyItem } from '../api';
import { type VerifyChoice, verifyBody } from '../verification';
import { AmountField } from './AmountField';

const CHOICES: { value: VerifyChoice; label: string }[] = [
  { value: 'accept', label: 'Accept the declared amount' },
  { value: 'accept-lower', label: 'Accept a lower amount' },
  { value: 'reject', label: 'Reject' },
];

type VerifyControlsProps = { item: DeclarationItem; label: string; ownRecord: boolean };

/**
 * HR's verification of one declaration: accept, accept a lower amount, or reject with a reason; confirmed
 * before it is sent. Nobody verifies their own declarations (the server refuses it too).
 */
export function VerifyControls({ item, label, ownRecord }: VerifyControlsProps) {
  const verify = useVerifyItem();
  const [choice, setChoice] = useState<VerifyChoice>('accept');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason'; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = useId();
  const checked = verifyBody({ choice, amount, reason }, item.declared_amount);

  function review() {
    if ('field' in checked) setProblem(checked);
    else {
      setProblem(null);
      setConfirming(true);
    }
  }

  const summary =
    'body' in checked
      ? checked.body.action === 'reject'
        ? `${label} will be rejected: “${checked.body.reason}”.`
        : `${label} will be accepted at ${formatINR(checked.body.amount ?? item.declared_amount)} (declared ${formatINR(item.declared_amount)}).`
      : '';

  return (
    <fieldset
      disabled={ownRecord}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-describedby={ownRecord ? `${name}-own` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-700">Verify {label}</legend>
      {ownRecord ? (
        <p id={`${name}-own`} className="text-sm text-slate-600">
          These are your own declarations: another HR colleague verifies them.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
        {CHOICES.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={choice === c.value}
              onChange={() => {
                setChoice(c.value);
                setProblem(null);
              }}
              className="size-4 accent-indigo-600"
            />
            {c.label}
          </label>
        ))}
      </div>
      {choice === 'accept-lower' ? (
        <AmountField
          label="Accepted amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem?.field === 'amount' ? problem.message : undefined}
          hint={`At most the declared ${formatINR(item.declared_amount)}.`}
        />
      ) : null}
      {choice === 'reject' ? (
        <TextAreaField
          label="Reason for rejecting"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem?.field === 'reason' ? problem.message : undefined}
        />
      ) : null}
      <ErrorBanner
        message={verify.isError ? errorMessage(verify.error, 'Failed to verify the declaration') : null}
        onDismiss={verify.reset}
      />
      <Button size="sm" icon={ShieldCheck} loading={verify.isPending} onClick={review}>
        Verify
      </Button>
      <ConfirmDialog
        open={confirming}
        tone={choice === 'reject' ? 'danger' : 'primary'}
        title={choice === 'reject' ? 'Reject this declaration?' : 'Accept this declaration?'}
        message={summary}
        confirmLabel={choice === 'reject' ? 'Reject' : 'Accept'}
        pendingLabel="Saving..."
        pending={verify.isPending}
        onConfirm={() => {
          if ('body' in checked)
            verify.mutate({ itemId: item.id, body: checked.body }, { onSettled: () => setConfirming(false) });
        }}
        onCancel={() => setConfirming(false)}
      />
    </fieldset>
  );
}
