import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, get, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { StateSelect } from '@/components/StateSelect';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
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
            <p className="mt-1 text-xs text-slate-500">{field.hint}</p>
          ) : null}
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
          error={error}
          {...register(name)}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          label={field.label}
          hint={field.hint}
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
      return <DateField label={label} required hint={field.hint} error={error} {...register(name)} />;
    case 'text':
      return (
        <TextField
          label={label}
          hint={field.hint}
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

/** LWF wage bands as rows; an empty "up to" means no upper limit. */
function BandRows({ field, register, control, errors }: InputProps) {
  const name = `rules.${field.key}`;
  // The rules are a record of the scheme's fields; this one holds the band rows.
  const rows = useFieldArray({ control, name: name as never });
  const listError = errorAt(errors, name);
  return (
    <fieldset className="space-y-3 sm:col-span-full">
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      {field.hint ? (
        <p className="text-xs text-slate-500">{field.hint} Leave "up to" empty for no limit.</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]">
          {BAND_COLUMNS.map(([key, label]) => (
            <TextField
              key={key}
              label={
                <>
                  <span className="sr-only">Band {index + 1} </span>
                  {label}
                </>
              }
              inputMode="decimal"
              error={errorAt(errors, `${name}.${index}.${key}`)}
              {...register(`${name}.${index}.${key}` as `rules.${string}`)}
            />
          ))}
          <Button
            variant="ghost"
            icon={Trash2}
            className="mt-7 text-red-600!"
            aria-label={`Remove band ${index + 1}`}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        icon={Plus}
        onClick={() => rows.append({ min_wage: '', max_wage: '', employee: '', employer: '' } as never)}
      >
        Add band
      </Button>
    </fieldset>
  );
}

/** The BONUS rules' state minimum wages: a state (from the list) and its monthly minimum wage per row. */
function StateWageRows({ field, register, control, errors }: InputProps) {
  const name = `rules.${field.key}`;
  const rows = useFieldArray({ control, name: name as never });
  const listError = errorAt(errors, name);
  return (
    <fieldset className="space-y-3 sm:col-span-full">
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      {field.hint ? <p className="text-xs text-slate-500">{field.hint}</p> : null}
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-500">No state minimum wage entered.</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
          <StateSelect
            label={`State ${index + 1}`}
            control={control}
            name={`${name}.${index}.state_code` as `rules.${string}`}
            error={errorAt(errors, `${name}.${index}.state_code`)}
          />
          <TextField
            label={
              <>
                <span className="sr-only">State {index + 1} </span>
                Minimum wage a month (₹)
              </>
            }
            inputMode="decimal"
            error={errorAt(errors, `${name}.${index}.monthly`)}
            {...register(`${name}.${index}.monthly` as `rules.${string}`)}
          />
          <Button
            variant="ghost"
            icon={Trash2}
            className="sm:mt-7 text-red-600!"
            aria-label={`Remove state ${index + 1}`}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        icon={Plus}
        onClick={() => rows.append({ state_code: '', monthly: '' } as never)}
      >
        Add state
      </Button>
    </fieldset>
  );
}

/** The CODE_WAGES rules' clauses of s.2(y): its letter, what it excludes, and whether the 50% test counts it. */
function ClauseRows({ field, register, control, errors }: InputProps) {
  const name = `rules.${field.key}`;
  const rows = useFieldArray({ control, name: name as never });
  const listError = errorAt(errors, name);
  return (
    <fieldset className="space-y-3 sm:col-span-full">
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      {field.hint ? <p className="text-xs text-slate-500">{field.hint}</p> : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[6rem_1fr_auto_auto]">
          <TextField
            label={
              <>
                <span className="sr-only">Exclusion {index + 1} </span>
                Clause
              </>
            }
            autoComplete="off"
            error={errorAt(errors, `${name}.${index}.clause`)}
            {...register(`${name}.${index}.clause` as `rules.${string}`)}
          />
          <TextField
            label={
              <>
                <span className="sr-only">Exclusion {index + 1} </span>
                What it excludes
              </>
            }
            error={errorAt(errors, `${name}.${index}.label`)}
            {...register(`${name}.${index}.label` as `rules.${string}`)}
          />
          <CheckboxField
            label={
              <>
                <span className="sr-only">Exclusion {index + 1} </span>
                Counted in the test
              </>
            }
            containerClassName="sm:mt-8"
            {...register(`${name}.${index}.counted` as `rules.${string}`)}
          />
          <Button
            variant="ghost"
            icon={Trash2}
            className="sm:mt-7 text-red-600!"
            aria-label={`Remove exclusion ${index + 1}`}
            onClick={() => rows.remove(index)}
          />
        </div>
      ))}
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        icon={Plus}
        onClick={() => rows.append({ clause: '', label: '', counted: true } as never)}
      >
        Add clause
      </Button>
    </fieldset>
  );
}
