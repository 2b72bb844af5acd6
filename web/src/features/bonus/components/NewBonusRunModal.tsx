import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { Why } from '@/components/ui/Why';
import { applyClientErrors, applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formatINR } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { financialYearChoices, MONTH_NAMES } from '@/lib/months';
import { useBonusDefaults, useCreateBonusRun } from '../api';
import { BONUS_FORM_FIELDS, type BonusFormValues, bonusRunRequest, payMonthChoices } from '../bonusForm';

type Props = {
  open: boolean;
  /** The company a super admin picked (null: the caller's own). */
  companyId: number | null;
  onClose: () => void;
  onCreated: (id: number, message: string) => void;
};

const isFormField = (field: string) => (BONUS_FORM_FIELDS as readonly string[]).includes(field);

/**
 * Compute a draft bonus run: the accounting year, the rate (the company's setting by default, within the range
 * the Payment of Bonus Act allows, shown from the year's rules) and the month whose payroll pays it.
 */
export function NewBonusRunModal({ open, companyId, onClose, onCreated }: Props) {
  const [today] = useState(() => todayISO());
  const years = financialYearChoices(today);
  const firstYear = years[1]?.value ?? years[0]?.value ?? '';
  const create = useCreateBonusRun();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<BonusFormValues>({
    defaultValues: {
      accounting_year: firstYear,
      rate: '',
      pay_month: payMonthChoices(firstYear, MONTH_NAMES)[12]?.value ?? '',
    },
  });
  const accountingYear = watch('accounting_year');
  const defaults = useBonusDefaults(companyId, accountingYear, open);
  const rules = defaults.data?.rules;
  const range = rules ? { min: rules.min_rate, max: rules.max_rate } : null;

  const onSubmit = handleSubmit((values) => {
    const checked = bonusRunRequest(values, range, companyId);
    if (!checked.ok) {
      applyClientErrors(setError, checked.errors);
      return;
    }
    create.mutate(checked.request, {
      onSuccess: (answer) => onCreated(answer.bonus_run.id, answer.message),
      onError: (error) =>
        applyServerErrors(setError, error, {
          fields: BONUS_FORM_FIELDS,
          rename: (field) => (field === 'pay_year' ? 'pay_month' : field),
        }),
    });
  });

  const title = 'New bonus run';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      dismissible={!create.isPending}
      footer={
        <ModalFormActions
          formId="bonus-run-form"
          submitLabel={create.isPending ? 'Computing...' : 'Compute draft'}
          pending={create.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="bonus-run-form" onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <ErrorBanner
          message={formFailure(
            create.error,
            (f) => isFormField(f) || f === 'pay_year',
            'Failed to compute the bonus run',
          )}
          onDismiss={create.reset}
        />
        <SelectField
          label="Accounting year"
          required
          options={years}
          hint="April to March; the year's processed, approved and paid payroll runs are counted."
          error={errors.accounting_year?.message}
          {...register('accounting_year')}
        />
        <TextField
          label="Bonus rate (%)"
          inputMode="decimal"
          placeholder={defaults.data ? String(defaults.data.rate) : undefined}
          hint={
            rules
              ? `Between ${rules.min_rate}% and ${rules.max_rate}%. Empty: the company's rate, ${defaults.data?.rate}%.`
              : defaults.isError
                ? 'The year’s bonus rules could not be loaded.'
                : 'Loading the legal range...'
          }
          why={
            rules
              ? 'The Payment of Bonus Act, 1965: the minimum rate under s.10, the maximum under s.11.'
              : undefined
          }
          error={errors.rate?.message}
          {...register('rate')}
        />
        <SelectField
          label="Paid with the payroll of"
          required
          options={payMonthChoices(accountingYear, MONTH_NAMES)}
          hint="Within eight months of the year's end."
          why="The Payment of Bonus Act, 1965, s.19: the bonus is paid within eight months of the close of the accounting year."
          error={errors.pay_month?.message}
          {...register('pay_month')}
        />
        {rules ? (
          <div className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
            <p data-description>
              Eligible: BASIC + DA up to {formatINR(rules.eligibility_limit)} a month, at least{' '}
              {rules.min_working_days} days worked. Each month counted at most at{' '}
              {formatINR(rules.calculation_ceiling)} or the state minimum wage, if higher. At least{' '}
              {formatINR(rules.minimum_bonus)}.
            </p>
            <Why>
              The Payment of Bonus Act, 1965: who is an employee for bonus, s.2(13); the days worked, s.8; the
              calculation ceiling, s.12; the minimum bonus, s.10.
            </Why>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
