import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type DateFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A native date picker; its value is an ISO date (YYYY-MM-DD), which is what the API takes. */
export function DateField({
  label,
  error,
  hint,
  required,
  id,
  containerClassName,
  className,
  ...input
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <input
        id={ids.inputId}
        type="date"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={`${controlClasses(Boolean(error))} ${className ?? ''}`}
        {...input}
      />
    </FieldShell>
  );
}
