import { zodResolver } from '@hookform/resolvers/zod';
import type { LedgerAdjustmentRequest } from '@hrms/contracts/leave-policies';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useAdjustBalance } from '../api';
import { ADJUSTMENT_FIELDS, adjustmentForm, adjustmentQuestion, newAdjustment } from '../ledger';

type AdjustBalanceFormProps = {
  employee: { id: number; name: string };
  types: readonly { id: number; name: string }[];
  /** The leave type the ledger is showing, chosen to start with. */
  typeId: number | null;
};

/**
 * HR's correction of a balance (manage-leave-policies): signed days with the reason, recorded in the
 * ledger as "Adjusted by HR", after a confirmation that says what will change.
 */
export function AdjustBalanceForm({ employee, types, typeId }: AdjustBalanceFormProps) {
  const adjust = useAdjustBalance(employee.id);
  const [pending, setPending] = useState<LedgerAdjustmentRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adjustmentForm), defaultValues: newAdjustment(typeId) });

  const onSubmit = handleSubmit((body) => {
    setDone(null);
    adjust.reset();
    setPending(body);
  });

  function confirm() {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (answer) => {
        setPending(null);
        reset(newAdjustment(pending.leave_type_id));
        setDone(answer.message);
      },
      onError: (error) => {
        setPending(null);
        applyServerErrors(setError, error, { fields: ADJUSTMENT_FIELDS });
      },
    });
  }

  const typeName = types.find((t) => t.id === pending?.leave_type_id)?.name ?? 'leave';

  return (
    <SectionCard
      title="Adjust balance"
      description="A correction by HR: days added (positive) or taken off (negative), with the reason. It shows in the history."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Adjust balance" className="space-y-4">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={formFailure(adjust.error, ADJUSTMENT_FIELDS, 'Failed to adjust the balance')}
          onDismiss={adjust.reset}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Leave type"
            required
            placeholder="Select a leave type"
            options={types.map((t) => ({ value: String(t.id), label: t.name }))}
            error={errors.leave_type_id?.message}
            {...register('leave_type_id')}
          />
          <TextField
            label="Days (+ or −)"
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 2 or -1.5"
            hint="Whole or half days."
            error={errors.days?.message}
            {...register('days')}
          />
          <DateField label="Date" hint="Blank: today." error={errors.date?.message} {...register('date')} />
          <TextAreaField
            label="Reason"
            required
            rows={2}
            maxLength={500}
            containerClassName="sm:col-span-3"
            error={errors.reason?.message}
            {...register('reason')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" icon={SlidersHorizontal} loading={adjust.isPending}>
            {adjust.isPending ? 'Adjusting...' : 'Adjust balance'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title="Adjust balance?"
        message={
          pending
            ? `${adjustmentQuestion(employee.name, typeName, pending.days)} Reason: ${pending.reason}`
            : ''
        }
        confirmLabel="Adjust balance"
        pendingLabel="Adjusting..."
        tone="primary"
        pending={adjust.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </SectionCard>
  );
}
