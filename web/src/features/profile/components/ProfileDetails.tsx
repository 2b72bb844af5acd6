import { type MyProfile, PROFILE_FIELD_LABELS, type ProfileField } from '@hrms/contracts/profile';
import type { ReactNode } from 'react';
import { humanize } from '@/components/ui/Badge';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { identityNumber } from '@/components/ui/MaskedIdentity';
import { formatDate, MISSING } from '@/lib/format';
import { addressLine, contactLine, isMasked } from '../labels';

type Values = MyProfile['values'];

/** A field's value as the profile shows it (null for none: "—"); PAN and the account number as given, masked or whole. */
export function fieldValue(field: ProfileField, values: Values): ReactNode {
  switch (field) {
    case 'date_of_birth':
      return values.date_of_birth ? formatDate(values.date_of_birth) : null;
    case 'gender':
    case 'marital_status': {
      const value = values[field];
      return value ? humanize(value) : null;
    }
    case 'current_address':
    case 'permanent_address':
      return addressLine(values[field]) || null;
    case 'emergency_contact':
      return contactLine(values.emergency_contact) || null;
    case 'pan':
      return identityNumber(values.pan, isMasked(values.pan));
    case 'bank_account': {
      const account = values.bank_account;
      if (!account) return null;
      return (
        <>
          {identityNumber(account.account_number, isMasked(account.account_number))}
          <span className="block text-slate-600">IFSC {account.ifsc}</span>
        </>
      );
    }
    default:
      return values[field] || null;
  }
}

/**
 * The values of `fields` as label and value pairs, and under each what the viewer may do with it (My Profile's
 * Request change, "Kept by HR"), when `action` says.
 */
export function ProfileDetails({
  fields,
  values,
  action,
}: {
  fields: readonly ProfileField[];
  values: Values;
  action?: (field: ProfileField) => ReactNode;
}) {
  return (
    <DetailList>
      {fields.map((field) => (
        <DetailItem key={field} label={PROFILE_FIELD_LABELS[field]}>
          <span className="block">{fieldValue(field, values) ?? MISSING}</span>
          {action ? <span className="mt-2 flex flex-wrap items-center gap-2">{action(field)}</span> : null}
        </DetailItem>
      ))}
    </DetailList>
  );
}
