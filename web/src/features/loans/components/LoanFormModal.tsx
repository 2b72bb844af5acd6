import { useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formFailure } from '@/lib/formFailure';
import { MONTH_OPTIONS } from '@/lib/months';
import { useCreateLoan } from '../api';

type FormValues = {
  employee_id: string;
  kind: string;
  principal: string;
  interest_rate: string;
  emi: string;
  disbursed_on: string;
  start_month: string;
  start_year: string;
  purpose: string;
  perquisite_rate: string;
  medical: boolean;
};
const FIELDS = [
  'employee_id',
  'kind',
  'principal',
  'interest_rate',
  'emi',
  'disbursed_on',
  'start_month',
  'start_year',
  'purpose',
  'perquisite_rate',
  'medical',
] as const satisfies readonly (keyof FormValues)[];

/** The month after today's: recovery usually starts with the next payroll. */
const nextMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
};

/**
 * Record a loan or salary advance: whom, how much, the EMI and the first month payroll recovers it, interest
 * on the reducing balance if any. The server checks the rules and answers under each field.
 */
export function LoanFormModal({
  open,
  employees,
  onClose,
  onSaved,
}: {
  open: boolean;
  employees: { value: string; label: string }[];
  onClose: () => void;
  onSaved: (message: string, id: number) => void;
}) {
  const create = useCreateLoan();
  const defaults = useMemo<FormValues>(() => {
    const today = todayISO();
    const start = nextMonth(today);
    return {
      employee_id: '',
      kind: 'loan',
      principal: '',
      interest_rate: '0',
      emi: '',
      disbursed_on: today,
      start_month: String(start.month),
      start_year: String(start.year),
      purpose: '',
      perquisite_rate: '',
      medical: false,
    };
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: defaults });
  const kind = watch('kind');

  const onSubmit = handleSubmit((v) => {
    const missing: Partial<Record<keyof FormValues, string>> = {};
    if (!v.employee_id) missing.employee_id = 'Choose the employee.';
    if (!v.principal.trim()) missing.principal = 'Enter the amount lent.';
    if (!v.emi.trim()) missing.emi = 'Enter the monthly instalment (EMI).';
    if (!/^\d{4}$/.test(v.start_year.trim())) missing.start_year = 'Enter the year, e.g. 2026.';
    if (Object.keys(missing).length) {
      for (const [field, message] of Object.entries(missing)) {
        setError(field as Path<FormValues>, { type: 'client', message });
      }
      return;
    }
    create.mutate(
      {
        employee_id: Number(v.employee_id),
        kind: v.kind as 'loan' | 'advance',
        principal: Number(v.principal),
        interest_rate: v.kind === 'advance' ? 0 : Number(v.interest_rate || 0),
        emi: Number(v.emi),
        disbursed_on: v.disbursed_on,
        start_year: Number(v.start_year),
        start_month: Number(v.start_month),
        purpose: v.purpose,
        perquisite_rate: v.perquisite_rate.trim() === '' ? null : Number(v.perquisite_rate),
        medical: v.medical,
      },
      {
        onSuccess: (answer) => onSaved(answer.message, answer.loan.id),
        onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }),
      },
    );
  });

  const title = 'New loan or advance';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      dismissible={!create.isPending}
      footer={
        <ModalFormActions
          formId="loan-form"
          submitLabel={'Record loan'}
          pending={create.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="loan-form" onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <ErrorBanner
          message={formFailure(
            create.error,
            (f) => (FIELDS as readonly string[]).includes(f),
            'Failed to record the loan',
          )}
          onDismiss={create.reset}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Employee"
            required
            placeholder="Select an employee"
            options={employees}
            error={errors.employee_id?.message}
            containerClassName="sm:col-span-2"
            {...register('employee_id')}
          />
          <SelectField
            label="Kind"
            required
            options={[
              { value: 'loan', label: 'Loan' },
              { value: 'advance', label: 'Salary advance (interest-free)' },
            ]}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <TextField
            label="Amount lent (₹)"
            required
            type="number"
            step="0.01"
            min="0"
            error={errors.principal?.message}
            {...register('principal')}
          />
          <TextField
            label="Interest (% a year)"
            type="number"
            step="0.01"
            min="0"
            max="50"
            disabled={kind === 'advance'}
            hint="On the reducing balance; 0 for none"
            error={errors.interest_rate?.message}
            {...register('interest_rate')}
          />
          <TextField
            label="Monthly instalment, EMI (₹)"
            required
            type="number"
            step="0.01"
            min="0"
            error={errors.emi?.message}
            {...register('emi')}
          />
          <TextField
            label="SBI’s rate for such a loan (% a year)"
            type="number"
            step="0.01"
            min="0"
            max="50"
            hint="On 1 April of the tax year, for a loan of the same purpose: a loan charged less is a taxable perquisite above the year’s limit. Blank: not valued."
            error={errors.perquisite_rate?.message}
            {...register('perquisite_rate')}
          />
          <CheckboxField
            label="For medical treatment of a disease the income-tax rules list"
            hint="No perquisite on such a loan."
            containerClassName="sm:pt-7"
            {...register('medical')}
          />
          <DateField
            label="Paid out on"
            required
            error={errors.disbursed_on?.message}
            {...register('disbursed_on')}
          />
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="sr-only">First month of recovery</legend>
            <SelectField
              label="First month of recovery"
              required
              options={MONTH_OPTIONS}
              hint="The payroll month of the first EMI"
              error={errors.start_month?.message}
              {...register('start_month')}
            />
            <TextField
              label="Year"
              required
              inputMode="numeric"
              maxLength={4}
              error={errors.start_year?.message}
              {...register('start_year')}
            />
          </fieldset>
        </div>
        <TextAreaField label="Purpose" rows={2} error={errors.purpose?.message} {...register('purpose')} />
      </form>
    </Modal>
  );
}
