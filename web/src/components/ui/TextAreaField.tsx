import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The legal basis of the hint, behind "Why?". */
  why?: ReactNode;
  containerClassName?: string;
};

/** A labelled multi-line input (descriptions, notes); spread `register('x')` onto it. */
export function TextAreaField({
  label,
  error,
  hint,
  why,
  required,
  id,
  containerClassName,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
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
      <textarea
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cx(controlClasses(Boolean(error)), 'resize-y', className)}
        {...textarea}
      />
    </FieldShell>
  );
}
