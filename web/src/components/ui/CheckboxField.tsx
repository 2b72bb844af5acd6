import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { useFieldIds } from './useFieldIds';
import { Why } from './Why';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** A line under the label. */
  hint?: ReactNode;
  /** The legal basis of the hint, behind a "Why?" disclosure after it. */
  why?: ReactNode;
  error?: string;
  containerClassName?: string;
};

export function CheckboxField({
  label,
  hint,
  why,
  error,
  required,
  id,
  containerClassName,
  className,
  ...input
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  const described =
    [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex gap-3', containerClassName)}>
      <div className="flex h-5 items-center">
        <input
          id={ids.inputId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cx('size-4 rounded border-slate-300 text-indigo-600 accent-indigo-600', className)}
          {...input}
        />
      </div>
      <div className="text-sm">
        <label htmlFor={ids.inputId} className="font-medium text-slate-700">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
        </label>
        {hint ? (
          <p id={ids.hintId} data-description className="text-slate-500">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={ids.errorId} className="text-red-600">
            {error}
          </p>
        ) : null}
        {why ? <Why>{why}</Why> : null}
      </div>
    </div>
  );
}
