import type { Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { useStates } from '@/lib/states';
import type { ChangeFormValues } from '../profileForm';
import { PartFields } from './PartFields';
import { useChangeForm } from './useChangeForm';

/**
 * An address's boxes in their fieldset (the legend names which address): two lines, the city, the state
 * chosen from India's list by its name, and the PIN code. The one block for both addresses, in the Edit and
 * the Request change dialogs alike; its form is the dialog's (FormProvider).
 */
export function AddressFields({
  field,
  legend,
}: {
  field: 'current_address' | 'permanent_address';
  legend: string;
}) {
  const { register, control, error } = useChangeForm();
  const state = `changes.${field}.state` as Path<ChangeFormValues>;
  const states = useStates();
  const chosen = useWatch({ control, name: state });
  const names = (states.data ?? []).map((s) => s.name);
  // A state stored as text the list does not have stays on offer, so opening the dialog loses nothing.
  const kept = typeof chosen === 'string' && chosen && !names.includes(chosen) ? [chosen] : [];

  return (
    <PartFields
      field={field}
      legend={legend}
      parts={[
        { part: 'line1', label: 'Address line 1', wide: true, input: { autoComplete: 'address-line1' } },
        {
          part: 'line2',
          label: 'Address line 2 (optional)',
          wide: true,
          input: { autoComplete: 'address-line2' },
        },
        { part: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
        {
          part: 'state',
          label: 'State',
          control: (
            <SelectField
              label="State"
              placeholder={states.isPending ? 'Loading states...' : 'Select a state'}
              options={[...kept, ...names].map((name) => ({ value: name, label: name }))}
              hint={states.isError ? 'The list of states could not be loaded.' : undefined}
              error={error(state)}
              {...register(state)}
            />
          ),
        },
        {
          part: 'postal_code',
          label: 'PIN code',
          input: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 },
        },
      ]}
    />
  );
}
