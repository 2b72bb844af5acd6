import type { ReactNode } from 'react';
import { cx } from './cx';
import { Why } from './Why';

export type FieldIds = { inputId: string; errorId: string; hintId: string };

/** The aria attributes a control needs to point at its error and hint. */
export function describedBy(ids: FieldIds, error?: string, hint?: ReactNode): string | undefined {
  const parts = [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

type FieldShellProps = {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The legal basis of the hint, behind a "Why?" disclosure after it. */
  why?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label (with a required marker), the control, then the hint or the first error message, then any "Why?". */
export function FieldShell({ ids, label, required, error, hint, why, className, children }: FieldShellProps) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={ids.errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={ids.hintId} data-description className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {why ? <Why className="mt-0">{why}</Why> : null}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400',
    'focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid
      ? 'border-red-400 focus:outline-red-500'
      : 'border-slate-300 focus:border-indigo-500 focus:outline-indigo-500',
  );
