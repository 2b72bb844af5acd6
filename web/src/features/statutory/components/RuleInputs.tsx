import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS } from '@hrms/contracts/enums';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, type FieldErrors, get, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { StateSelect } from '@/components/StateSelect';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { Why } from '@/components/ui/Why';
import { MONTH_NAMES } from '@/lib/months';
import type { RateFormValues } from '../rateForm';
import { FREQUENCY_OPTIONS, type RuleField } from '../ruleFields';

type InputProps = {
  field: RuleField;
  register: UseFormRegister<RateFormValues>;
  control: Control<RateFormValues>;
  errors: FieldErrors<RateFormValues>;
};

const UNITS: Partial<Record<RuleField['kind'], string>> = {
  percent: ' (%)',
  rupees: ' (₹)',
  years: ' (years)',
};
const errorAt = (errors: FieldErrors<RateFormValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** The input a rule's descriptor calls for, named `rules.<key>` so the server's 422 keys land on it. */
export function RuleInput({ field, register, control, errors }: InputProps) {
  const name = `rules.${field.key}` as const;
  const error = errorAt(errors, name);
  const label = `${field.label}${field.unit ? ` (${field.unit})` : (UNITS[field.kind] ?? '')}`;
  switch (field.kind) {
    case 'months':
      return (
        <fieldset className="sm:col-span-full" aria-describedby={error ? `${field.key}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {MONTH_NAMES.map((month, index) => (
              <label key={month} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  value={String(index + 1)}
                  className="size-4 rounded border-slate-300 accent-indigo-600"
                  {...register(name)}
                />
                {month}
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${field.key}-error`} className="mt-1 text-sm text-red-600">
              {error}
            </p>
          ) : field.hint ? (
            <p data-description className="mt-1 text-xs text-slate-500">
              {field.hint}
            </p>
          ) : null}
          {field.why ? <Why>{field.why}</Why> : null}
        </fieldset>
      );
    case 'bands':
      return <BandRows field={field} register={register} control={control} errors={errors} />;
    case 'state_wages':
      return <StateWageRows field={field} register={register} control={control} errors={errors} />;
    case 'clauses':
      return <ClauseRows field={field} register={register} control={control} errors={errors} />;
    case 'choice':
      return (
        <SelectField
          label={label}
          options={field.choices ?? []}
          hint={field.hint}
          why={field.why}
          error={error}
          {...register(name)}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          label={field.label}
          hint={field.hint}
          why={field.why}
          error={error}
          containerClassName="self-end"
          {...register(name)}
        />
      );
    case 'frequency':
      return (
        <SelectField label={label} required options={FREQUENCY_OPTIONS} error={error} {...register(name)} />
      );
    case 'date':
      return (
        <DateField
          label={label}
          required
          hint={field.hint}
          why={field.why}
          error={error}
          {...register(name)}
        />
      );
    case 'charges':
      return (
        <TextAreaField
          label={label}
          rows={3}
          hint={field.hint}
          why={field.why}
          error={error}
          containerClassName="sm:col-span-full"
          className="font-mono text-xs"
          {...register(name)}
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          hint={field.hint}
          why={field.why}
          error={error}
          containerClassName="sm:col-span-full"
          {...register(name)}
        />
      );
    default:
      return (
        <TextField
          label={label}
          inputMode="decimal"
          required={!field.nullable && !field.optional}
          hint={field.hint}
          why={field.why}
          error={error}
          {...register(name)}
        />
      );
  }
}

const BAND_COLUMNS = [
  ['min_wage', 'Wages from (₹)'],
  ['max_wage', 'Wages up to (₹)'],
  ['employee', 'Employee (₹)'],
  ['employer', 'Employer (₹)'],
] as const;

/** A label naming its row for screen readers: "Band 2 Employee (₹)". */
const rowLabel = (row: string, label: string) => (
  <>
    <span className="sr-only">{row} </span>
    {label}
  </>
);

/**
 * A rule that is a list of rows (wage bands, state minimum wages, clauses): each row's inputs from `row`, a
 * remove button per row, the list's own error, and an add button appending `blank`.
 */
function RuleRows({
  field,
  control,
  errors,
  noun,
  blank,
  hint,
  emptyText,
  gridClassName,
  removeClassName,
  row,
}: InputProps & {
  /** What a row is called: "band" → "Remove band 2", "Add band". */
  noun: string;
  blank: Record<string, string | boolean>;
  hint?: string;
  emptyText?: string;
  gridClassName: string;
  removeClassName: string;
  row: (name: string, index: number) => ReactNode;
}) {
  const name = `rules.${field.key}`;
  // The rules are a record of the scheme's fields; this one holds the rows.
  const rows = useFieldArray({ control, name: name as never });
  const listError = errorAt(errors, name);
  return (
    <fieldset className="space-y-3 sm:col-span-full">
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      {(hint ?? field.hint) ? (
        <p data-description className="text-xs text-slate-500">
          {hint ?? field.hint}
        </p>
      ) : null}
      {field.why ? <Why className="mt-0">{field.why}</Why> : null}
      {rows.fields.length === 0 && emptyText ? <p className="text-sm text-slate-500">{emptyText}</p> : null}
      {rows.fields.map((item, index) => (
        <div key={item.id} className={gridClassName}>
          {row(name, index)}
          <Button
            variant="ghost"
            icon={Trash2}
            className={removeClassName}
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button variant="secondary" size="sm" icon={Plus} onClick={() => rows.append(blank as never)}>
        Add {noun}
      </Button>
    </fieldset>
  );
}

const SKILL_CATEGORY_OPTIONS = SKILL_CATEGORIES.map((value) => ({
  value,
  label: SKILL_CATEGORY_LABELS[value],
}));

const at = (name: string, index: number, key: string) => `${name}.${index}.${key}` as `rules.${string}`;

/** LWF wage bands as rows; an empty "up to" means no upper limit. */
function BandRows(props: InputProps) {
  const { register, errors, field } = props;
  return (
    <RuleRows
      {...props}
      noun="band"
      blank={{ min_wage: '', max_wage: '', employee: '', employer: '' }}
      hint={field.hint ? `${field.hint} Leave "up to" empty for no limit.` : undefined}
      gridClassName="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
      removeClassName="mt-7 text-red-600!"
      row={(name, index) =>
        BAND_COLUMNS.map(([key, label]) => (
          <TextField
            key={key}
            label={rowLabel(`Band ${index + 1}`, label)}
            inputMode="decimal"
            error={errorAt(errors, at(name, index, key))}
            {...register(at(name, index, key))}
          />
        ))
      }
    />
  );
}

/** The BONUS rules' state minimum wages: a state (from the list) and its monthly minimum wage per row. */
function StateWageRows(props: InputProps) {
  const { register, control, errors } = props;
  return (
    <RuleRows
      {...props}
      noun="state"
      blank={{ state_code: '', monthly: '', skill_category: '' }}
      emptyText="No state minimum wage entered."
      gridClassName="grid grid-cols-1 items-start gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
      removeClassName="sm:mt-7 text-red-600!"
      row={(name, index) => (
        <>
          <StateSelect
            label={`State ${index + 1}`}
            control={control}
            name={at(name, index, 'state_code')}
            error={errorAt(errors, at(name, index, 'state_code'))}
          />
          <SelectField
            label={rowLabel(`State ${index + 1}`, 'Skill category')}
            placeholder="Every category"
            options={SKILL_CATEGORY_OPTIONS}
            error={errorAt(errors, at(name, index, 'skill_category'))}
            {...register(at(name, index, 'skill_category'))}
          />
          <TextField
            label={rowLabel(`State ${index + 1}`, 'Minimum wage a month (₹)')}
            inputMode="decimal"
            error={errorAt(errors, at(name, index, 'monthly'))}
            {...register(at(name, index, 'monthly'))}
          />
        </>
      )}
    />
  );
}

/** The CODE_WAGES rules' clauses of s.2(y): its letter, what it excludes, and whether the 50% test counts it. */
function ClauseRows(props: InputProps) {
  const { register, errors } = props;
  return (
    <RuleRows
      {...props}
      noun="clause"
      blank={{ clause: '', label: '', counted: true }}
      gridClassName="grid grid-cols-1 items-start gap-3 sm:grid-cols-[6rem_1fr_auto_auto]"
      removeClassName="sm:mt-7 text-red-600!"
      row={(name, index) => (
        <>
          <TextField
            label={rowLabel(`Exclusion ${index + 1}`, 'Clause')}
            autoComplete="off"
            error={errorAt(errors, at(name, index, 'clause'))}
            {...register(at(name, index, 'clause'))}
          />
          <TextField
            label={rowLabel(`Exclusion ${index + 1}`, 'What it excludes')}
            error={errorAt(errors, at(name, index, 'label'))}
            {...register(at(name, index, 'label'))}
          />
          <CheckboxField
            label={rowLabel(`Exclusion ${index + 1}`, 'Counted in the test')}
            containerClassName="sm:mt-8"
            {...register(at(name, index, 'counted'))}
          />
        </>
      )}
    />
  );
}
