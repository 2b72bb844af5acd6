import type { AttendancePayBasis, PayDateRule } from '@hrms/contracts/enums';
import {
  PAYSLIP_PASSWORD_PATTERN_KEYS,
  PAYSLIP_PASSWORD_PATTERNS,
  type PayrollSettings,
  type PayslipPasswordPattern,
} from '@hrms/contracts/payroll-settings';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { useChosenCompany } from '@/features/organisation';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDateTime } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { usePayrollSettings, useSavePayrollSettings } from '../api';
import { PAY_BASIS_HINTS, PAY_BASIS_OPTIONS } from '../payBasis';
import { ERROR_FIELDS, type SettingsFormValues, SIGNER_FIELDS, toForm, toRequest } from '../settingsForm';

const BASIS_OPTIONS = [
  { value: 'basic', label: 'BASIC' },
  { value: 'basic_da', label: 'BASIC + DA' },
  { value: 'gross', label: 'Gross pay' },
];
const PAY_DATE_OPTIONS: { value: PayDateRule; label: string }[] = [
  { value: 'last_working_day', label: 'The last working day of the month' },
  { value: 'day_of_month', label: 'A fixed day of the month' },
  { value: 'day_of_next_month', label: 'A fixed day of the next month' },
];

const WAGE_DEFINITION_OPTIONS = [
  { value: 'codes', label: 'The Labour Codes (from 21 November 2025)' },
  { value: 'acts', label: 'The old Acts (the state has not notified its rules)' },
];
const PASSWORD_OPTIONS = PAYSLIP_PASSWORD_PATTERN_KEYS.map((key) => ({
  value: key,
  label: PAYSLIP_PASSWORD_PATTERNS[key].label,
}));

/** The chosen pattern in words, as the salary mail will put it, with an example and what it needs. */
function passwordHint(key: string) {
  const pattern = PAYSLIP_PASSWORD_PATTERNS[key as PayslipPasswordPattern];
  if (!pattern) return undefined;
  const needs = pattern.needs.join(' or ');
  return `The password is ${pattern.words.replace(/^your /, 'the employee’s ').replaceAll(' your ', ' their ')}, for example ${pattern.example}. An employee without a recorded ${needs} gets the mail without the payslip and downloads it in the app.`;
}

/**
 * /payroll-settings: a company's pay basis (which days attendance pays), overtime rate, encashment and
 * notice-pay day rates, bonus rate, the password pattern of mailed payslips and who signs the tax certificates.
 */
export function PayrollSettingsPage() {
  const { companyId, ready, picker } = useChosenCompany();
  const settings = usePayrollSettings(companyId, ready);

  return (
    <>
      <PageHeader
        title="Payroll Settings"
        description="Which days payroll pays, how it pays overtime, encashes leave, works out notice pay and the statutory bonus rate, and how mailed payslips are protected."
      />
      <div className="space-y-6">
        {picker}
        <QueryFrame
          query={settings}
          failure="Failed to load payroll settings"
          loadingLabel="Loading payroll settings..."
        >
          {(data) => <SettingsForm key={data.company_id} settings={data} companyId={companyId} />}
        </QueryFrame>
      </div>
    </>
  );
}

function SettingsForm({ settings, companyId }: { settings: PayrollSettings; companyId: number | null }) {
  const save = useSavePayrollSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<SettingsFormValues>({ defaultValues: toForm(settings) });
  useEffect(() => reset(toForm(settings)), [settings, reset]);

  const onSubmit = handleSubmit((values) => {
    setSaved(null);
    const body = toRequest(values, companyId);
    save.mutate(body, {
      onSuccess: (answer) => setSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error),
    });
  });
  const range = settings.bonus_rate_range;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payroll settings" className="space-y-6">
      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <ErrorBanner
        message={formFailure(save.error, ERROR_FIELDS, 'Failed to save payroll settings')}
        onDismiss={save.reset}
      />
      <SectionCard
        title="Wages"
        description="Under the Labour Codes PF, ESIC, gratuity, the statutory bonus, leave encashment and overtime count the Codes’ wages: basic pay, DA, retaining allowance and every allowance not excluded, plus the exclusions beyond half of all remuneration. Which base each statute counts is dated data on Statutory Rates (Wages under the Labour Codes)."
      >
        <SelectField
          label="Wage bases follow"
          required
          options={WAGE_DEFINITION_OPTIONS}
          hint="Months already processed keep the bases they were paid on; the change applies from the next run processed."
          error={errors.wage_definition?.message}
          {...register('wage_definition')}
        />
      </SectionCard>
      <SectionCard
        title="Attendance and pay"
        description="Which days of the month are paid: an employee whose leave policy sets its own pay basis follows the policy instead. Months already processed keep the days they were paid; the change applies from the next run processed."
      >
        <SelectField
          label="How attendance becomes pay"
          required
          options={PAY_BASIS_OPTIONS}
          hint={PAY_BASIS_HINTS[watch('pay_basis') as AttendancePayBasis]}
          error={errors.pay_basis?.message}
          {...register('pay_basis')}
        />
      </SectionCard>
      <SectionCard
        title="Overtime"
        description="Overtime is paid at a multiple of the ordinary hourly rate: the month’s wages ÷ (working days × hours a day, as set below). Only the overtime hours approved on the Overtime screen are paid."
        why="The Code on Wages, 2019, s.14 and the OSH Code, 2020, s.27: overtime is paid at no less than twice the ordinary rate of wages, the month’s wages being the Codes’ wages (or BASIC + DA under the Acts they replaced)."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Multiple of the ordinary rate"
            type="number"
            step="0.01"
            inputMode="decimal"
            required
            hint="At least 2 under the Labour Codes (the statutory hours rules' least multiple); at most 4."
            error={errors.overtime_multiplier?.message}
            {...register('overtime_multiplier')}
          />
          <TextField
            label="Days in a month’s wages"
            type="number"
            inputMode="numeric"
            required
            hint="26 working days by default."
            error={errors.overtime_day_divisor?.message}
            {...register('overtime_day_divisor')}
          />
          <TextField
            label="Hours in a working day"
            type="number"
            step="0.01"
            inputMode="decimal"
            required
            hint="8 by default."
            error={errors.overtime_hours_per_day?.message}
            {...register('overtime_hours_per_day')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Leave encashment"
        description="Encashable leave is paid per day at the chosen pay ÷ the day divisor: BASIC ÷ 26 by default."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Paid on"
            required
            options={BASIS_OPTIONS}
            error={errors.encashment_basis?.message}
            {...register('encashment_basis')}
          />
          <TextField
            label="Day divisor"
            type="number"
            inputMode="numeric"
            required
            hint="Between 1 and 31."
            error={errors.encashment_day_divisor?.message}
            {...register('encashment_day_divisor')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Notice period"
        description="Notice not served is recovered, and notice waived by the company paid, per day at the chosen pay ÷ the day divisor."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Notice period (days)"
            type="number"
            inputMode="numeric"
            required
            error={errors.notice_period_days?.message}
            {...register('notice_period_days')}
          />
          <SelectField
            label="Notice pay on"
            required
            options={BASIS_OPTIONS}
            error={errors.notice_pay_basis?.message}
            {...register('notice_pay_basis')}
          />
          <TextField
            label="Day divisor"
            type="number"
            inputMode="numeric"
            required
            hint="30 by default."
            error={errors.notice_pay_day_divisor?.message}
            {...register('notice_pay_day_divisor')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Statutory bonus"
        description="The yearly bonus, as a share of salary up to the calculation ceiling: between the least and the most the law allows."
        why="The Payment of Bonus Act, 1965: the minimum bonus under s.10, the maximum under s.11."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Bonus rate (%)"
            type="number"
            step="0.01"
            inputMode="decimal"
            required
            hint={range ? `Between ${range.min}% and ${range.max}%.` : undefined}
            error={errors.bonus_rate?.message}
            {...register('bonus_rate')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Payslips by e-mail"
        description="When a salary is marked paid, the employee is e-mailed their payslip as a PDF that opens only with a password. The mail says how the password is made, never the password itself."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Payslip password"
            required
            options={PASSWORD_OPTIONS}
            hint={passwordHint(watch('payslip_protection'))}
            error={errors.payslip_protection?.message}
            {...register('payslip_protection')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Pay date"
        description="The day each month's salary is paid: the date of payment and of deduction the quarterly TDS statement reports for the month. A day on which banks are shut (a Sunday, the second or fourth Saturday, a company-wide holiday) moves back to the working day before it."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Salary is paid on"
            required
            options={PAY_DATE_OPTIONS}
            error={errors.pay_date_rule?.message}
            {...register('pay_date_rule')}
          />
          {watch('pay_date_rule') === 'last_working_day' ? null : (
            <TextField
              label="Day of the month"
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              required
              hint="A shorter month pays on its last day."
              error={errors.pay_day?.message}
              {...register('pay_day')}
            />
          )}
        </div>
      </SectionCard>
      <SectionCard
        title="Tax certificates"
        description="The person responsible for paying salary: signs the verification of the employees' salary certificates (Form 16 / Form 130) and is named, with PAN, mobile and e-mail, in the quarterly statement's file. A line left empty prints blank on a certificate, to be filled in by hand."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {SIGNER_FIELDS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              autoComplete="off"
              error={errors.tds_signatory?.[key]?.message}
              {...register(`tds_signatory.${key}`)}
            />
          ))}
        </div>
      </SectionCard>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {settings.updated_at ? `Last changed ${formatDateTime(settings.updated_at)}` : null}
        </p>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
