import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cx } from './cx';
import { controlClasses, describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * A password input with a show/hide toggle. The toggle's accessible name is "Show"/"Hide" (with
 * aria-controls pointing at the input) rather than "Show password": Playwright's getByLabel also
 * matches aria-label, so "Show password" would make getByLabel('Password') ambiguous.
 */
export function PasswordField({
  label,
  error,
  hint,
  required,
  id,
  containerClassName,
  className,
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          className={cx(controlClasses(Boolean(error)), 'pr-11', className)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide' : 'Show'}
          aria-controls={ids.inputId}
          title={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-600"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}
