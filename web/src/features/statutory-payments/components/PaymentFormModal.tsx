import { zodResolver } from '@hookform/resolvers/zod';
import {
  EPF_ACCOUNT_LABELS,
  EPF_ACCOUNTS,
  REFERENCE_LABELS,
  STATE_PAYMENT_KINDS,
  STATUTORY_PAYMENT_KINDS,
  STATUTORY_PAYMENT_LABELS,
  type StatutoryPayment,
  type StatutoryPaymentRequest,
} from '@hrms/contracts/statutory-payments';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formatINR } from '@/lib/format';
import { useStates } from '@/lib/states';
import { useSaveStatutoryPayment } from '../api';
import {
  accountsTotal,
  formField,
  PAYMENT_FIELDS,
  type PaymentFormValues,
  paymentForm,
  paymentFormValues,
  wageMonthOf,
  wageMonths,
} from '../paymentForm';

const KIND_OPTIONS = STATUTORY_PAYMENT_KINDS.map((k) => ({ value: k, label: STATUTORY_PAYMENT_LABELS[k] }));

type PaymentFormModalProps = {
  /** The payment being edited; without it a new one is recorded. */
  payment?: StatutoryPayment;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/**
 * Record or edit a payment: what it was for (kind, wage month, state for PT and LWF), the reference the portal
 * gave (EPF's TRRN, ESIC's challan number, the state's challan or receipt), the date paid and the amount; an
 * EPF payment is entered by account and its amount is their total. Checked with the contract's schema before
 * sending; the server's messages land under the same fields.
 */
export function PaymentFormModal({ payment, onClose, onSaved }: PaymentFormModalProps) {
  const save = useSaveStatutoryPayment(payment?.id);
  const states = useStates();
  const today = useMemo(() => todayISO(), []);
  const months = useMemo(
    () => wageMonths(today, payment ? wageMonthOf(payment) : undefined),
    [today, payment],
  );
  const [defaults] = useState(() => paymentFormValues(payment, months[1]?.value ?? ''));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, StatutoryPaymentRequest>({
    resolver: zodResolver(paymentForm),
    defaultValues: defaults,
  });
  const kind = useWatch({ control, name: 'kind' });
  const accounts = useWatch({ control, name: 'accounts' });

  const onSubmit = handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => {
        applyServerErrors(setError, error, { fields: PAYMENT_FIELDS, rename: formField });
      },
    });
  });

  const title = payment ? 'Edit statutory payment' : 'Record statutory payment';
  /** The same while sending: the button's spinner shows it. */
  const submitLabel = payment ? 'Save changes' : 'Record payment';
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      size="lg"
      formId="statutory-payment-form"
      formLabel={title}
      onSubmit={onSubmit}
      mutation={save}
      fields={(f) => (PAYMENT_FIELDS as readonly string[]).includes(formField(f))}
      failure="Failed to save the payment"
      submitLabel={submitLabel}
      pendingLabel={submitLabel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Paid for"
          required
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <SelectField
          label="Wage month"
          required
          options={months}
          error={errors.wage_month?.message}
          {...register('wage_month')}
        />
        {STATE_PAYMENT_KINDS.includes(kind) ? (
          <SelectField
            label="State"
            required
            placeholder={states.isPending ? 'Loading states...' : 'Choose the state'}
            options={stateOptions}
            error={errors.state?.message}
            {...register('state')}
          />
        ) : null}
        <TextField
          label={REFERENCE_LABELS[kind] ?? 'Reference'}
          required
          maxLength={40}
          hint={kind === 'epf' ? 'As on the EPF challan (ECR receipt)' : 'As on the challan or receipt'}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <DateField label="Paid on" required error={errors.paid_on?.message} {...register('paid_on')} />
        {kind === 'epf' ? null : (
          <TextField
            label="Amount (₹)"
            required
            type="number"
            step="0.01"
            min="0"
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
      </div>
      {kind === 'epf' ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Amounts by account (₹)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {EPF_ACCOUNTS.map((k) => (
              <TextField
                key={k}
                label={EPF_ACCOUNT_LABELS[k]}
                type="number"
                step="0.01"
                min="0"
                error={errors.accounts?.[k]?.message}
                {...register(`accounts.${k}`)}
              />
            ))}
          </div>
          <p className="text-sm text-slate-700">
            Amount paid:{' '}
            <span className="font-semibold tabular-nums">{formatINR(accountsTotal(accounts))}</span>
          </p>
          {errors.accounts?.message ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.accounts.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
