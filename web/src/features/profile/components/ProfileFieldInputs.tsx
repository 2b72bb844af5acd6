import { PROFILE_FIELD_LABELS, type ProfileField } from '@hrms/contracts/profile';
import { useMemo } from 'react';
import { DateField } from '@/components/ui/DateField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { todayISO } from '@/lib/dates';
import { BLOOD_GROUP_OPTIONS, GENDER_OPTIONS, MARITAL_STATUS_OPTIONS } from '../labels';
import { AddressFields } from './AddressFields';
import { type Part, PartFields } from './PartFields';
import { useChangeForm } from './useChangeForm';

const CHOICES = {
  gender: GENDER_OPTIONS,
  marital_status: MARITAL_STATUS_OPTIONS,
  blood_group: BLOOD_GROUP_OPTIONS,
} as const;

/** The boxes of a dialog's fields, each named `changes.<field>` (its parts `changes.<field>.<part>`). */
export function ProfileFieldInputs({ fields }: { fields: readonly ProfileField[] }) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput key={field} field={field} />
      ))}
    </>
  );
}

function FieldInput({ field }: { field: ProfileField }) {
  const { register, error } = useChangeForm();
  const today = useMemo(() => todayISO(), []);
  const label = PROFILE_FIELD_LABELS[field];
  const name = `changes.${field}` as const;

  switch (field) {
    case 'current_address':
    case 'permanent_address':
      return <AddressFields field={field} legend={label} />;
    case 'emergency_contact':
      return <PartFields field={field} legend={label} parts={CONTACT_PARTS} />;
    case 'bank_account':
      return <PartFields field={field} legend="New bank account" parts={BANK_PARTS} />;
    case 'gender':
    case 'marital_status':
    case 'blood_group':
      return (
        <SelectField
          label={label}
          placeholder="Not given"
          options={CHOICES[field]}
          error={error(name)}
          {...register(name)}
        />
      );
    case 'date_of_birth':
      return <DateField label={label} required max={today} error={error(name)} {...register(name)} />;
    case 'pan':
      return (
        <TextField
          label="New PAN"
          autoComplete="off"
          className="uppercase"
          maxLength={10}
          hint="Five letters, four digits and a letter, like ABCDE1234F."
          error={error(name)}
          {...register(name)}
        />
      );
    default:
      return (
        <TextField
          label={label}
          type={field === 'personal_email' ? 'email' : field === 'personal_phone' ? 'tel' : 'text'}
          required={field === 'first_name' || field === 'last_name'}
          autoComplete={AUTOCOMPLETE[field]}
          error={error(name)}
          {...register(name)}
        />
      );
  }
}

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  personal_email: 'email',
  personal_phone: 'tel',
};

const CONTACT_PARTS: readonly Part[] = [
  { part: 'name', label: 'Name', wide: true },
  { part: 'relationship', label: 'Relationship', input: { placeholder: 'e.g. Spouse, Parent' } },
  { part: 'phone', label: 'Phone', input: { type: 'tel' } },
];

const BANK_PARTS: readonly Part[] = [
  { part: 'account_number', label: 'Account number', input: { inputMode: 'numeric', autoComplete: 'off' } },
  {
    part: 'ifsc',
    label: 'IFSC',
    input: {
      autoComplete: 'off',
      className: 'uppercase',
      maxLength: 11,
      hint: 'Like HDFC0001234: on your cheque book.',
    },
  },
];
