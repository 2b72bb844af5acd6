import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option ("Select a department"). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  /** The legal basis of the hint, behind "Why?". */
  why?: ReactNode;
  containerClassName?: string;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  why,
  required,
  id,
  containerClassName,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      error={error}
      hint={hint}
      why={why}
      className={containerClassName}
    >
      <select
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cx(controlClasses(Boolean(error)), 'pr-8', className)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
