import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type TimeFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A native time picker; its value is a 24-hour wall-clock time (HH:MM), which is what the API takes. */
export function TimeField({
  label,
  error,
  hint,
  required,
  id,
  containerClassName,
  className,
  ...input
}: TimeFieldProps) {
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
        type="time"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={`${controlClasses(Boolean(error))} ${className ?? ''}`}
        {...input}
      />
    </FieldShell>
  );
}
