import { type ComponentProps, useId } from 'react';
import { RadioChoices } from './RadioChoices';

/**
 * A form's choice among radio buttons in its fieldset: the legend names it, and its error shows above the
 * buttons, read out with each of them.
 */
export function RadioFieldset({
  legend,
  error,
  choices,
  field,
}: {
  legend: string;
  error?: string;
} & Pick<ComponentProps<typeof RadioChoices>, 'choices' | 'field'>) {
  const errorId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <RadioChoices choices={choices} field={field} describedBy={error ? errorId : undefined} />
    </fieldset>
  );
}
