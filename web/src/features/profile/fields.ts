import {
  isSensitiveField,
  PROFILE_FIELD_MODE_LABELS,
  PROFILE_FIELD_MODES,
  PROFILE_PROOF_TYPE,
  type ProfileField,
  type ProfileFieldMode,
  type ProfilePolicy,
} from '@hrms/contracts/profile';

/** A block of the profile page: its heading and the fields it shows, in order. */
export type ProfileSection = { key: string; title: string; fields: readonly ProfileField[] };

/** The profile's blocks as My Profile shows them, every field in exactly one. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    key: 'personal',
    title: 'Personal details',
    fields: ['first_name', 'last_name', 'date_of_birth', 'gender', 'marital_status', 'blood_group'],
  },
  { key: 'contact', title: 'Contact', fields: ['personal_email', 'personal_phone'] },
  { key: 'addresses', title: 'Addresses', fields: ['current_address', 'permanent_address'] },
  { key: 'emergency', title: 'Emergency contact', fields: ['emergency_contact'] },
  { key: 'bank', title: 'Bank and tax', fields: ['pan', 'bank_account'] },
];

/**
 * What the employee may do with a field: change it at once (with its section's Edit), ask for a change
 * (disabled while another request waits: one at a time), or nothing (HR keeps it). A sensitive field never
 * changes at once, whatever a policy says.
 */
export type FieldOffer = { kind: 'edit' } | { kind: 'request'; disabled: boolean } | { kind: 'hr_only' };

export function fieldOffer(field: ProfileField, mode: ProfileFieldMode, pending: boolean): FieldOffer {
  if (mode === 'hr_only') return { kind: 'hr_only' };
  if (mode === 'edit' && !isSensitiveField(field)) return { kind: 'edit' };
  return { kind: 'request', disabled: pending };
}

/** The fields of a section the employee edits at once: its Edit dialog's fields (none: no Edit button). */
export const editableFields = (fields: readonly ProfileField[], policy: Partial<ProfilePolicy>) =>
  fields.filter((field) => fieldOffer(field, policy[field] ?? 'hr_only', false).kind === 'edit');

/** The modes HR may choose for a field: a sensitive one only by request or by HR. */
export const modeOptions = (field: ProfileField) =>
  PROFILE_FIELD_MODES.filter((mode) => mode !== 'edit' || !isSensitiveField(field)).map((mode) => ({
    value: mode,
    label: PROFILE_FIELD_MODE_LABELS[mode],
  }));

const PROOF_HINTS: Record<string, string> = {
  id_proof: 'An ID proof with the new details: Aadhaar card, passport or driving licence.',
  address_proof:
    'An address proof: a rental agreement, a utility bill or an Aadhaar card with the new address.',
  pan_card: 'Your PAN card.',
  bank_proof: 'A cancelled cheque or a passbook page showing the account number and IFSC.',
};

/** What proof a change of the field wants (a sensitive field's is required), or null for any other. */
export function proofHint(field: ProfileField): string | null {
  const type = PROFILE_PROOF_TYPE[field];
  return type ? (PROOF_HINTS[type] ?? null) : null;
}

/** A field's label inside a sentence: "Bank account" → "bank account", "PAN" stays "PAN". */
export const inSentence = (label: string) =>
  /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
