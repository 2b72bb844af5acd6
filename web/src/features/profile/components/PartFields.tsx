import { Fragment, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { FieldGroup } from '@/components/ui/FieldsetCard';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import type { ChangeFormValues } from '../profileForm';
import { useChangeForm } from './useChangeForm';

/** One box of a field held in several (an address's city): its label and input props, or a control of its own. */
export type Part = {
  part: string;
  label: string;
  /** Spans both columns. */
  wide?: boolean;
  input?: Omit<TextFieldProps, 'label' | 'error' | 'name'>;
  /** A control other than a text box (the state's list), in the box's place. */
  control?: ReactNode;
};

/**
 * The boxes of a field held in several (an address, an emergency contact, a bank account) in their fieldset,
 * each named `changes.<field>.<part>` so its message lands under it.
 */
export function PartFields({
  field,
  legend,
  parts,
}: {
  field: string;
  legend: string;
  parts: readonly Part[];
}) {
  const { register, error } = useChangeForm();
  return (
    <FieldGroup legend={legend}>
      <div className="grid gap-4 sm:grid-cols-2">
        {parts.map(({ part, label, wide, input, control }) => {
          const name = `changes.${field}.${part}` as Path<ChangeFormValues>;
          return (
            <Fragment key={part}>
              {control ?? (
                <TextField
                  label={label}
                  containerClassName={wide ? 'sm:col-span-2' : undefined}
                  error={error(name)}
                  {...input}
                  {...register(name)}
                />
              )}
            </Fragment>
          );
        })}
      </div>
    </FieldGroup>
  );
}
