import type {
  Address,
  BankAccount,
  EmergencyContact,
  MyProfile,
  ProfileField,
  ProfileValues,
} from '@hrms/contracts/profile';
import { maskIdentity } from '@hrms/contracts/statutory';
import { shortDate } from '../../platform/dates';
import type { RecordValues } from './fields';

/**
 * Profile values as a viewer sees them. PAN and bank account number are whole only to holders of
 * view-statutory-details; an employee sees their own masked too (a session may be on a shared phone).
 */

const bankAsSeen = (bank: BankAccount, whole: boolean) => ({
  account_number: whole ? bank.account_number : (maskIdentity(bank.account_number) ?? ''),
  ifsc: bank.ifsc,
});

export function valuesAsSeen(v: RecordValues, whole: boolean): MyProfile['values'] {
  return {
    ...v,
    pan: whole ? v.pan : maskIdentity(v.pan),
    bank_account: v.bank_account && bankAsSeen(v.bank_account, whole),
  };
}

/** "12 MG Road, Flat 4, Bengaluru, Karnataka 560001" */
const addressLine = (a: Address) =>
  `${[a.line1, a.line2, a.city, a.state].filter(Boolean).join(', ')} ${a.postal_code}`;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TEXT: { [F in ProfileField]: (value: NonNullable<ProfileValues[F]>, whole: boolean) => string } = {
  first_name: (v) => v,
  last_name: (v) => v,
  date_of_birth: (v) => shortDate(v),
  gender: capitalised,
  marital_status: capitalised,
  blood_group: (v) => v,
  personal_email: (v) => v,
  personal_phone: (v) => v,
  current_address: addressLine,
  permanent_address: addressLine,
  emergency_contact: (c: EmergencyContact) => `${c.name} (${c.relationship}), ${c.phone}`,
  pan: (v, whole) => (whole ? v : (maskIdentity(v) ?? '')),
  // As payslips show it: the last four digits, and the branch.
  bank_account: (b, whole) => `${whole ? b.account_number : `XXXX${b.account_number.slice(-4)}`} · ${b.ifsc}`,
};

/** One field's value as a line of a request shows it (null: none). */
export function valueText<F extends ProfileField>(
  field: F,
  value: ProfileValues[F] | null | undefined,
  whole: boolean,
): string | null {
  if (value === null || value === undefined) return null;
  return TEXT[field](value as NonNullable<ProfileValues[F]>, whole);
}

/** A value as the audit trail keeps it: PAN and bank account number masked to their last four. */
function auditValue(field: ProfileField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field === 'pan') return maskIdentity(value as string);
  if (field === 'bank_account') return bankAsSeen(value as BankAccount, false);
  return value;
}

/** { field: { from, to } } of the fields a change names. */
export const auditChanges = (
  fields: readonly ProfileField[],
  before: Partial<RecordValues>,
  after: Partial<RecordValues>,
) =>
  Object.fromEntries(fields.map((f) => [f, { from: auditValue(f, before[f]), to: auditValue(f, after[f]) }]));
