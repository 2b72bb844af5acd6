import {
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type ProfileChanges,
  type ProfileField,
  type ProfileValues,
} from '@hrms/contracts/profile';
import type { ProfileColumns } from '../employees/public';

/** Each field's value as the record holds it: any but the name may be missing (null). */
export type RecordValues = { [F in ProfileField]: ProfileValues[F] | null } & Pick<
  ProfileValues,
  'first_name' | 'last_name'
>;

/** The fields kept on the profile row; the rest live on the employment record. */
export const PROFILE_COLUMN_FIELDS = [
  'blood_group',
  'personal_email',
  'personal_phone',
  'current_address',
  'permanent_address',
  'emergency_contact',
] as const satisfies readonly ProfileField[];
export type ProfileColumnField = (typeof PROFILE_COLUMN_FIELDS)[number];

/** The fields a change names, in the form's order. */
export const fieldsOf = (changes: ProfileChanges): ProfileField[] =>
  PROFILE_FIELDS.filter((f) => changes[f] !== undefined);

/** The named fields of some values (a request's `previous`, an audit's before). */
export const pick = (values: RecordValues, fields: readonly ProfileField[]): Partial<RecordValues> =>
  Object.fromEntries(fields.map((f) => [f, values[f]]));

/** A label inside a sentence: "bank account", but "PAN" stays as it is. */
export function labelInText(field: ProfileField): string {
  const label = PROFILE_FIELD_LABELS[field];
  const second = label.charAt(1);
  return second === second.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** "bank account, PAN": the fields a change names, for summaries. */
export const fieldList = (fields: readonly ProfileField[]) => fields.map(labelInText).join(', ');

/** Values compared whatever order their object keys came in (jsonb does not keep it). */
const canonical = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
};
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The employment record's columns and the profile row's, as values by field. */
export function recordValues(
  e: ProfileColumns,
  p: { [F in ProfileColumnField]: unknown } | null,
): RecordValues {
  const bank =
    e.bank_account_number === null && e.bank_ifsc === null
      ? null
      : { account_number: e.bank_account_number ?? '', ifsc: e.bank_ifsc ?? '' };
  return {
    first_name: e.first_name,
    last_name: e.last_name,
    date_of_birth: e.date_of_birth,
    gender: e.gender as RecordValues['gender'],
    marital_status: e.marital_status as RecordValues['marital_status'],
    pan: e.pan,
    bank_account: bank,
    blood_group: (p?.blood_group ?? null) as RecordValues['blood_group'],
    personal_email: (p?.personal_email ?? null) as RecordValues['personal_email'],
    personal_phone: (p?.personal_phone ?? null) as RecordValues['personal_phone'],
    current_address: (p?.current_address ?? null) as RecordValues['current_address'],
    permanent_address: (p?.permanent_address ?? null) as RecordValues['permanent_address'],
    emergency_contact: (p?.emergency_contact ?? null) as RecordValues['emergency_contact'],
  };
}

/** The employment record's columns a change writes (a bank account is two). */
export function employeeColumnsOf(changes: ProfileChanges): Partial<ProfileColumns> {
  const { first_name, last_name, date_of_birth, gender, marital_status, pan, bank_account } = changes;
  const columns: Partial<ProfileColumns> = {
    first_name,
    last_name,
    date_of_birth,
    gender,
    marital_status,
    pan,
  };
  if (bank_account) {
    columns.bank_account_number = bank_account.account_number;
    columns.bank_ifsc = bank_account.ifsc;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The profile row's columns a change writes. */
export function profileColumnsOf(changes: ProfileChanges): Partial<Pick<RecordValues, ProfileColumnField>> {
  return Object.fromEntries(
    PROFILE_COLUMN_FIELDS.filter((f) => changes[f] !== undefined).map((f) => [f, changes[f]]),
  );
}
