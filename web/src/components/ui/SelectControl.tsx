import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from './SelectField';

type SelectControlProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  ComponentProps<typeof SelectField>,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  /** After the form value changes (e.g. clear the fields that depend on it). */
  onValueChange?: (value: string) => void;
};

/**
 * A SelectField bound to a react-hook-form form as a controlled input. Its options often arrive
 * after the form (companies, departments, employees): a controlled select shows the saved choice
 * once its option exists, where an uncontrolled one would stay on the placeholder.
 */
export function SelectControl<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  onValueChange,
  error,
  ...select
}: SelectControlProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
