import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Choice = { value: string; label: string; hint?: string; disabled?: boolean };

/**
 * Radio buttons of one form field, one under another, each with its line of explanation read out with it.
 * They go inside a fieldset whose legend names the choice.
 */
export function RadioChoices({
  choices,
  field,
  describedBy,
}: {
  choices: readonly Choice[];
  field: UseFormRegisterReturn;
  /** The id of an error shown for the whole choice. */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      {choices.map((choice, index) => {
        const hintId = choice.hint ? `${id}-${index}-hint` : undefined;
        return (
          <div key={choice.value} className="flex gap-3">
            <div className="flex h-5 items-center">
              <input
                id={`${id}-${index}`}
                type="radio"
                value={choice.value}
                aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
                className="size-4 accent-indigo-600"
                {...field}
                disabled={choice.disabled || field.disabled}
              />
            </div>
            <div className="min-w-0 text-sm">
              <label
                htmlFor={`${id}-${index}`}
                className={choice.disabled ? 'font-medium text-slate-500' : 'font-medium text-slate-700'}
              >
                {choice.label}
              </label>
              {choice.hint ? (
                <p id={hintId} className="text-slate-500">
                  {choice.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
