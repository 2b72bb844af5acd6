import {
  ACCRUAL_FREQUENCIES,
  ACCRUAL_TIMINGS,
  PRORATIONS,
  ROUNDING_MODES,
  SANDWICH_RULES,
} from '@hrms/contracts/leave-policies';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { cx } from '@/components/ui/cx';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { entitlementSummary, moreRulesSummary, type PolicyFormValues, type RuleField } from '../policyForm';
import {
  ACCRUAL_LABELS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  PRORATION_LABELS,
  ROUNDING_MODE_LABELS,
  ROUNDING_STEP_OPTIONS,
  SANDWICH_LABELS,
  TIMING_LABELS,
} from '../policyLabels';
import { LeaveTypeBadge } from './LeaveTypeBadge';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The fields behind "More rules": the ones most policies leave as they start. */
const MORE_RULES: readonly RuleField[] = [
  'prorate_joiners',
  'prorate_leavers',
  'accrual_starts_after_days',
  'rounding_step',
  'rounding',
  'allow_negative_days',
  'allow_half_days',
  'max_consecutive_days',
  'notice_days',
  'document_after_days',
  'sandwich',
  'gender',
  'marital_status',
  'allow_during_notice',
];

type PolicyRuleRowProps = {
  index: number;
  /** `is_compensatory` (known once the catalogue loads) shows the comp-off expiry box. */
  type: { name: string; color: string; is_compensatory?: boolean };
  onRemove: () => void;
};

/**
 * One leave type's rules in the policy form: the entitlement and carry-forward in view, the rarely changed
 * rules behind a "More rules" disclosure (opened by itself when one of them has an error). A fieldset named
 * by the leave type, so each box is read out with it.
 */
export function PolicyRuleRow({ index, type, onRemove }: PolicyRuleRowProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PolicyFormValues>();
  const rule = useWatch({ control, name: `rules.${index}` });
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const rowErrors = errors.rules?.[index];
  const error = (field: RuleField) => rowErrors?.[field]?.message;
  const hiddenError = MORE_RULES.some((field) => error(field));
  const open = expanded || hiddenError;
  const field = (name: RuleField) => register(`rules.${index}.${name}`);
  const summary = rule ? moreRulesSummary(rule) : [];

  return (
    <li>
      <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
        <legend className="sr-only">{type.name}</legend>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <LeaveTypeBadge type={type} className="text-sm" />
            {rule ? (
              <span className="text-xs text-slate-500">
                {entitlementSummary(rule.annual_days, rule.accrual)}
              </span>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="sm"
            icon={Trash2}
            onClick={onRemove}
            aria-label={`Remove ${type.name} from the policy`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            Remove
          </Button>
        </div>
        {rowErrors?.leave_type_id?.message ? (
          <p className="-mt-2 mb-4 text-sm text-red-600">{rowErrors.leave_type_id.message}</p>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Annual days"
            inputMode="decimal"
            autoComplete="off"
            error={error('annual_days')}
            {...field('annual_days')}
          />
          <SelectField
            label="Accrual"
            options={options(ACCRUAL_FREQUENCIES, ACCRUAL_LABELS)}
            hint="The year's days are split evenly over the periods."
            error={error('accrual')}
            {...field('accrual')}
          />
          <SelectField
            label="Credited"
            options={options(ACCRUAL_TIMINGS, TIMING_LABELS)}
            error={error('accrue_at')}
            {...field('accrue_at')}
          />
          <TextField
            label="Carry-forward maximum (days)"
            inputMode="decimal"
            autoComplete="off"
            hint="Unused days moved to the next year, at most."
            error={error('carry_forward_max')}
            {...field('carry_forward_max')}
          />
          <TextField
            label="Carried-forward days expire after (months)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="At the year's end"
            hint="1 to 11; blank: they last the whole year."
            error={error('carry_forward_expiry_months')}
            {...field('carry_forward_expiry_months')}
          />
          {type.is_compensatory || error('comp_off_expiry_days') ? (
            <TextField
              label="Comp-off expires after (days)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="At the year's end"
              hint="Counted from the day worked; blank: it lasts to the year's end."
              error={error('comp_off_expiry_days')}
              {...field('comp_off_expiry_days')}
            />
          ) : null}
        </div>

        <div className="mt-4 grid gap-4 border-t border-slate-100 pt-3 sm:grid-cols-2 lg:grid-cols-3">
          <CheckboxField
            label="Encashable while in service"
            hint="Employees may ask to be paid for days of their balance."
            error={error('encashable_in_service')}
            {...field('encashable_in_service')}
          />
          {rule?.encashable_in_service || error('encash_max_days_per_year') || error('encash_min_balance') ? (
            <>
              <TextField
                label="At most (days a year)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="No cap"
                hint="Blank: no cap beyond the balance."
                error={error('encash_max_days_per_year')}
                {...field('encash_max_days_per_year')}
              />
              <TextField
                label="Keep at least (days)"
                inputMode="decimal"
                autoComplete="off"
                hint="Days that must stay in the balance after encashing."
                error={error('encash_min_balance')}
                {...field('encash_min_balance')}
              />
            </>
          ) : null}
        </div>

        <div className="mt-4 border-t border-slate-100 pt-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setExpanded(!open)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900"
          >
            <ChevronDown
              aria-hidden="true"
              className={cx('size-4 transition-transform', open && 'rotate-180')}
            />
            More rules
            <span className="sr-only"> for {type.name}</span>
          </button>
          {!open ? (
            <p className="mt-1 text-xs text-slate-500">
              {summary.length
                ? summary.join(' · ')
                : 'Joiners pro rata by months, half days allowed, no sandwich rule.'}
            </p>
          ) : null}
          {open ? (
            <div id={panelId} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <SelectField
                label="Pro rata for joiners"
                options={options(PRORATIONS, PRORATION_LABELS)}
                error={error('prorate_joiners')}
                {...field('prorate_joiners')}
              />
              <SelectField
                label="Pro rata for leavers"
                options={options(PRORATIONS, PRORATION_LABELS)}
                error={error('prorate_leavers')}
                {...field('prorate_leavers')}
              />
              <TextField
                label="Accrual starts after (days of service)"
                inputMode="numeric"
                autoComplete="off"
                error={error('accrual_starts_after_days')}
                {...field('accrual_starts_after_days')}
              />
              <SelectField
                label="Rounding step"
                options={ROUNDING_STEP_OPTIONS}
                error={error('rounding_step')}
                {...field('rounding_step')}
              />
              <SelectField
                label="Rounding"
                options={options(ROUNDING_MODES, ROUNDING_MODE_LABELS)}
                error={error('rounding')}
                {...field('rounding')}
              />
              <TextField
                label="Negative balance allowed (days)"
                inputMode="decimal"
                autoComplete="off"
                error={error('allow_negative_days')}
                {...field('allow_negative_days')}
              />
              <TextField
                label="Max consecutive days"
                inputMode="numeric"
                autoComplete="off"
                placeholder="No limit"
                error={error('max_consecutive_days')}
                {...field('max_consecutive_days')}
              />
              <TextField
                label="Notice days"
                inputMode="numeric"
                autoComplete="off"
                hint="Days ahead a request must be made."
                error={error('notice_days')}
                {...field('notice_days')}
              />
              <TextField
                label="Document required after (days)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="Never"
                hint="For a request counting more days; 0: always; blank: never."
                error={error('document_after_days')}
                {...field('document_after_days')}
              />
              <SelectField
                label="Sandwich rule"
                options={options(SANDWICH_RULES, SANDWICH_LABELS)}
                hint="Days off between two leave days that count as leave."
                error={error('sandwich')}
                {...field('sandwich')}
              />
              <SelectField
                label="Only for gender"
                placeholder="Anyone"
                options={GENDER_OPTIONS}
                error={error('gender')}
                {...field('gender')}
              />
              <SelectField
                label="Only for marital status"
                placeholder="Any"
                options={MARITAL_STATUS_OPTIONS}
                error={error('marital_status')}
                {...field('marital_status')}
              />
              <CheckboxField
                label="Half days allowed"
                error={error('allow_half_days')}
                {...field('allow_half_days')}
              />
              <CheckboxField
                label="Allowed during notice period"
                hint="Whether someone serving notice may take it."
                error={error('allow_during_notice')}
                {...field('allow_during_notice')}
              />
            </div>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
