import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { WEEKDAY_SHORT } from '../times';

const FULL_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The shift's weekly offs: a checkbox a day, Sunday to Saturday, in one fieldset. */
export function WeeklyOffsField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">Weekly offs</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEKDAY_SHORT.map((day, index) => (
          <label
            key={day}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 has-checked:border-indigo-400 has-checked:bg-indigo-50"
          >
            <input
              type="checkbox"
              value={String(index)}
              aria-label={FULL_NAMES[index]}
              className="size-4 accent-indigo-600"
              {...field}
            />
            <span aria-hidden="true">{day}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          The days off each week for those on this shift, unless their leave policy sets its own.
        </p>
      )}
    </fieldset>
  );
}
