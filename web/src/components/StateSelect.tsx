import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '@/lib/api';
import { useStates } from '@/lib/states';
import { SelectControl } from './ui/SelectControl';

type StateSelectProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  ComponentProps<typeof SelectControl<T, C, O>>,
  'options' | 'placeholder' | 'label'
> & {
  label?: string;
  /**
   * The state as stored when it is not one of the list (text typed before the list existed): named in
   * the hint, so the user knows what to choose instead.
   */
  unrecognised?: string | null;
};

/**
 * A state or union territory, chosen from GET /states (its code is the value), never typed: a
 * mistyped state would silently lose professional tax and the labour welfare fund.
 */
export function StateSelect<T extends FieldValues, C, O extends FieldValues>({
  label = 'State',
  unrecognised,
  hint,
  disabled,
  ...select
}: StateSelectProps<T, C, O>) {
  const states = useStates();
  return (
    <SelectControl
      {...select}
      label={label}
      placeholder={states.isPending ? 'Loading states...' : 'Select a state'}
      disabled={disabled || states.isPending}
      options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
      hint={unrecognised ? `Stored as “${unrecognised}”, which is not on the list: choose the state.` : hint}
      error={states.isError ? errorMessage(states.error, 'Failed to fetch states') : select.error}
    />
  );
}
