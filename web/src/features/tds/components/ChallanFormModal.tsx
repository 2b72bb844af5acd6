import type { TdsChallan } from '@hrms/contracts/tax-year';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyClientErrors, applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useSaveTdsChallan } from '../api';
import {
  CHALLAN_FIELDS,
  type ChallanFormValues,
  challanFormValues,
  challanRequest,
  serverField,
} from '../challanForm';

type ChallanFormModalProps = {
  open: boolean;
  /** The challan being edited; without it a new one is recorded. */
  challan?: TdsChallan;
  /** The pay months of the chosen year, "2026-04" … "2027-03". */
  months: { value: string; label: string }[];
  /** A new challan's month (a report's blocker names it); the year's first month otherwise. */
  month?: string;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const AMOUNTS = [
  ['surcharge', 'Surcharge'],
  ['cess', 'Health and education cess'],
  ['interest', 'Interest'],
  ['fee', 'Fee (s.234E)'],
  ['others', 'Others'],
] as const;

/**
 * Record or edit a deposit: the challan's BSR code, date and serial (as printed on the counterfoil), the pay
 * month whose deductions it covers, and its amounts. Checked with the contract's schema before sending; the
 * server's messages land under the same fields.
 */
export function ChallanFormModal({ open, challan, months, month, onClose, onSaved }: ChallanFormModalProps) {
  const save = useSaveTdsChallan(challan?.id);
  const [defaults] = useState(() =>
    challanFormValues(
      challan,
      months.some((m) => m.value === month) ? (month as string) : (months[0]?.value ?? ''),
    ),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChallanFormValues>({ defaultValues: defaults });

  const onSubmit = handleSubmit((values) => {
    const checked = challanRequest(values);
    if (!checked.ok) {
      applyClientErrors(setError, checked.errors);
      return;
    }
    save.mutate(checked.request, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => {
        applyServerErrors(setError, error, { fields: CHALLAN_FIELDS, rename: serverField });
      },
    });
  });

  const title = challan ? 'Edit TDS challan' : 'Record TDS challan';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      dismissible={!save.isPending}
      footer={
        <ModalFormActions
          formId="tds-challan-form"
          submitLabel={challan ? 'Save changes' : 'Record challan'}
          pending={save.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="tds-challan-form" onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <ErrorBanner
          message={formFailure(
            save.error,
            (f) => (CHALLAN_FIELDS as readonly string[]).includes(serverField(f)),
            'Failed to save the challan',
          )}
          onDismiss={save.reset}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Month covered"
            required
            options={months}
            error={errors.pay_month?.message}
            {...register('pay_month')}
          />
          <DateField
            label="Deposited on"
            required
            error={errors.deposited_on?.message}
            {...register('deposited_on')}
          />
          <TextField
            label="BSR code"
            required
            inputMode="numeric"
            maxLength={7}
            hint="7 digits: the bank branch"
            error={errors.bsr_code?.message}
            {...register('bsr_code')}
          />
          <TextField
            label="Challan serial number"
            required
            inputMode="numeric"
            maxLength={5}
            hint="5 digits"
            error={errors.challan_serial?.message}
            {...register('challan_serial')}
          />
          <TextField
            label="Tax (₹)"
            required
            type="number"
            step="0.01"
            min="0"
            error={errors.tax?.message}
            {...register('tax')}
          />
          {AMOUNTS.map(([field, label]) => (
            <TextField
              key={field}
              label={`${label} (₹)`}
              type="number"
              step="0.01"
              min="0"
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
        <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
      </form>
    </Modal>
  );
}
