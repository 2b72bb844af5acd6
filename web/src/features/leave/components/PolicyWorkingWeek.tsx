import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { controlClasses } from '@/components/ui/FieldShell';
import { FieldsetCard } from '@/components/ui/FieldsetCard';
import { RadioChoices } from '@/components/ui/RadioChoices';
import {
  type PolicyFormValues,
  WEEK_PRESETS,
  weekDays,
  weeklyOffsOf,
  workingWeekSummary,
} from '../policyForm';
import {
  DAY_CHOICE_OPTIONS,
  WEEK_ORDINALS,
  WEEKDAY_NAMES,
  WEEKDAY_ORDER,
  WORKING_WEEK_MODE_LABELS,
  WORKING_WEEK_MODES,
} from '../policyLabels';

const MODE_CHOICES = WORKING_WEEK_MODES.map((mode) => ({
  value: mode,
  label: WORKING_WEEK_MODE_LABELS[mode],
}));

/**
 * The policy's working week: each employee's shift's weekly offs, or a week set here day by day (a day off
 * every week, or in some weeks of the month: the 2nd and 4th Saturdays), with presets to start from.
 */
export function PolicyWorkingWeek() {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PolicyFormValues>();
  const mode = useWatch({ control, name: 'working_week.mode' });
  const days = useWatch({ control, name: 'working_week.days' });
  const errorId = useId();
  const weekError = errors.working_week?.message;

  return (
    <FieldsetCard
      legend="Working week"
      description="The weekly offs of the employees this policy covers: the days their attendance, leave and pay count as weekly offs."
    >
      {weekError ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {weekError}
        </p>
      ) : null}
      <RadioChoices
        choices={MODE_CHOICES}
        field={register('working_week.mode')}
        describedBy={weekError ? errorId : undefined}
      />
      {mode === 'set' ? (
        <div className="space-y-4 border-t border-slate-100 pt-4">
          <div className="flex flex-wrap gap-2">
            {WEEK_PRESETS.map((preset) => (
              <Button
                key={preset.label}
                variant="secondary"
                size="sm"
                onClick={() =>
                  setValue('working_week.days', weekDays(preset.offs), {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              >
                {preset.label}
              </Button>
            ))}
          </div>
          <ul aria-label="Days of the week" className="space-y-3">
            {WEEKDAY_ORDER.map((weekday) => (
              <DayRow key={weekday} weekday={weekday} />
            ))}
          </ul>
          <p className="text-xs text-slate-500">
            {days ? `${workingWeekSummary(weeklyOffsOf(days))}. ` : null}A month’s 2nd Saturday is the one on
            its 8th to 14th day; a 5th falls only in some months.
          </p>
        </div>
      ) : null}
    </FieldsetCard>
  );
}

/** One weekday: working, off every week, or off in the checked weeks of the month. */
function DayRow({ weekday }: { weekday: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PolicyFormValues>();
  const choice = useWatch({ control, name: `working_week.days.${weekday}.choice` });
  const id = useId();
  const name = WEEKDAY_NAMES[weekday];
  const error = errors.working_week?.days?.[weekday]?.choice?.message;
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <li>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 sm:w-28 sm:pt-2">
          {name}
        </label>
        <select
          id={id}
          className={cx(controlClasses(Boolean(error)), 'pr-8 sm:w-48')}
          {...invalid}
          {...register(`working_week.days.${weekday}.choice`)}
        >
          {DAY_CHOICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {choice === 'some' ? (
          <fieldset className="min-w-0 sm:pt-2">
            <legend className="sr-only">{`Which ${name}s are off`}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEK_ORDINALS.map((ordinal, index) => (
                <label key={ordinal} className="flex items-center gap-1.5 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-indigo-600"
                    {...invalid}
                    {...register(`working_week.days.${weekday}.weeks.${index}`)}
                  />
                  {ordinal}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 sm:ml-32">
          {error}
        </p>
      ) : null}
    </li>
  );
}
