import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** 'time' is TimeField's; a date is DateField's own (day first, whatever the browser's language). */
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'time';
  /** The first error message for the field (react-hook-form's `errors.x?.message`). */
  error?: string;
  hint?: ReactNode;
  /** The legal basis of the hint, behind "Why?". */
  why?: ReactNode;
  containerClassName?: string;
};

/** A labelled input; spread `register('name')` onto it (React 19 passes the ref as a prop). */
export function TextField({
  label,
  error,
  hint,
  why,
  required,
  id,
  containerClassName,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
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
      <input
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={`${controlClasses(Boolean(error))} ${className ?? ''}`}
        {...input}
      />
    </FieldShell>
  );
}
