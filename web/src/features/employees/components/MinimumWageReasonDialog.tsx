import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { ApiError } from '@/lib/api';
import type { StructureComponent } from '../salaryStructure';

/** A structure the server refused for paying below the minimum wage, kept to save again with a reason. */
export type BelowMinimum = {
  message: string;
  next: StructureComponent[];
  addedIndex: number | null;
  fallback: string;
};

/** The server's refusal of wages below the minimum wage (its message), or null for any other failure. */
export function belowMinimumMessage(error: unknown): string | null {
  return error instanceof ApiError ? (error.errors?.minimum_wage_override_reason?.[0] ?? null) : null;
}

/**
 * The Code on Wages has nobody paid below the minimum wage: a structure that would be is saved only with HR's
 * reason (kept in the audit trail and on the Below the Minimum Wage report), or not at all.
 */
export function MinimumWageReasonDialog({
  below,
  pending,
  onCancel,
  onSave,
}: {
  below: BelowMinimum | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (reason: string) => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Give the reason, or cancel and raise the wages.');
      return;
    }
    setProblem(null);
    onSave(reason.trim());
  }

  return (
    <Modal
      open={below !== null}
      onClose={onCancel}
      dismissible={!pending}
      title="Below the Minimum Wage"
      description={below?.message}
      footer={
        <ModalFormActions formId={formId} submitLabel="Save Anyway" pending={pending} onCancel={onCancel} />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextAreaField
          label="Reason"
          required
          rows={3}
          maxLength={500}
          hint="Kept in the audit trail; the employee stays on the Below the Minimum Wage report."
          value={reason}
          error={problem ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Modal>
  );
}
