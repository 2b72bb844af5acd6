import { GENDERS, MARITAL_STATUSES } from '@hrms/contracts/enums';
import {
  type Address,
  BLOOD_GROUPS,
  type EmergencyContact,
  PROFILE_CHANGE_STATUSES,
  type ProfileChangeRequest,
} from '@hrms/contracts/profile';
import { humanize } from '@/components/ui/Badge';

/** An address on one line: "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038"; none → ''. */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const place = [address.state, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, address.city, place]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** An emergency contact on one line: "Ravi Nair (Spouse), +91 98450 12345"; none → ''. */
export function contactLine(contact: EmergencyContact | null | undefined): string {
  if (!contact) return '';
  const who = contact.relationship ? `${contact.name} (${contact.relationship})` : contact.name;
  return [who, contact.phone].filter(Boolean).join(', ');
}

/** Whether the server masked a number for this viewer ("XXXXXX234F", "XXXX1234"). */
export const isMasked = (value: string | null | undefined) => Boolean(value && /^X{2,}/.test(value));

/** The fields a request changes, by their labels: "Bank account, PAN". */
export const changedFields = (request: Pick<ProfileChangeRequest, 'changes'>) =>
  request.changes.map((change) => change.label).join(', ');

const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

export const GENDER_OPTIONS = options(GENDERS);
export const MARITAL_STATUS_OPTIONS = options(MARITAL_STATUSES);
export const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));
export const STATUS_OPTIONS = options(PROFILE_CHANGE_STATUSES);
