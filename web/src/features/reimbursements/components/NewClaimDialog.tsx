import {
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_BYTES,
  type ReimbursementCategory,
} from '@hrms/contracts/reimbursements';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formatINR } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { type NewClaim, useSubmitClaim } from '../api';

const FIELDS = ['category_id', 'amount', 'expense_date', 'description', 'receipt'];
const ACCEPT = RECEIPT_EXTENSIONS.map((e) => `.${e}`).join(',');
const RECEIPT_HINT = `PDF, JPEG or PNG; at most ${RECEIPT_MAX_BYTES / (1024 * 1024)} MB.`;
const EMPTY: NewClaim = { category_id: '', amount: '', expense_date: '', description: '', receipt: null };

type Props = {
  open: boolean;
  categories: ReimbursementCategory[];
  onClose: () => void;
  onSubmitted: (message: string) => void;
};

/** "New claim": category, amount, date, description and the receipt; the server's 422 lands under each field. */
export function NewClaimDialog(props: Props) {
  // Mounted only while open, so each claim starts from an empty form.
  return props.open ? <NewClaimForm {...props} /> : null;
}

function NewClaimForm({ categories, onClose, onSubmitted }: Props) {
  const submit = useSubmitClaim();
  const today = useMemo(() => todayISO(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewClaim>({ defaultValues: EMPTY });
  const categoryId = useWatch({ control, name: 'category_id' });
  const category = categories.find((c) => String(c.id) === categoryId);

  const onSubmit = handleSubmit((claim) =>
    submit.mutate(
      { ...claim, description: claim.description.trim() },
      {
        onSuccess: (answer) => onSubmitted(answer.message),
        onError: (error) => applyServerErrors(setError, error),
      },
    ),
  );

  const rules = category
    ? [
        category.max_amount !== null ? `At most ${formatINR(category.max_amount)} a claim` : 'No limit',
        category.is_taxable ? 'taxable (added to your taxable salary)' : 'not taxable',
        category.requires_receipt ? 'receipt required' : 'receipt optional',
      ].join(' · ')
    : undefined;

  return (
    <Modal
      open
      onClose={onClose}
      title="New Expense Claim"
      description="Claim an expense you paid for work; an approver decides, and approved claims are paid with the next salary."
      dismissible={!submit.isPending}
      footer={
        <ModalFormActions
          formId="new-claim-form"
          submitLabel={submit.isPending ? 'Submitting...' : 'Submit Claim'}
          pending={submit.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id="new-claim-form"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label="New expense claim"
      >
        <ErrorBanner message={formFailure(submit.error, FIELDS, 'Failed to submit the claim')} />
        <SelectField
          label="Category"
          required
          placeholder="Select a category"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          hint={rules}
          error={errors.category_id?.message}
          {...register('category_id')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Amount (₹)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            required
            error={errors.amount?.message}
            {...register('amount')}
          />
          <DateField
            label="Expense Date"
            required
            max={today}
            error={errors.expense_date?.message}
            {...register('expense_date')}
          />
        </div>
        <TextAreaField
          label="Description"
          required
          rows={3}
          maxLength={1000}
          placeholder="e.g. Train fare to the Pune client site"
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="receipt"
          render={({ field, fieldState }) => (
            <FileField
              label="Receipt"
              name={field.name}
              required={category?.requires_receipt}
              file={field.value}
              accept={ACCEPT}
              hint={`${category && !category.requires_receipt ? 'Optional. ' : ''}${RECEIPT_HINT}`}
              error={fieldState.error?.message}
              onChange={(file) => field.onChange(file)}
            />
          )}
        />
      </form>
    </Modal>
  );
}
