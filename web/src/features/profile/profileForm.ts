import { DOCUMENT_FILE } from '@hrms/contracts/documents';
import {
  type Address,
  type BankAccount,
  type EmergencyContact,
  isSensitiveField,
  type MyProfile,
  PROFILE_DOCUMENT_REQUIRED,
  type ProfileChanges,
  type ProfileField,
  profileFieldValues,
} from '@hrms/contracts/profile';
import { z } from 'zod';

/** An address, an emergency contact and a bank account as their boxes hold them. */
export type AddressInput = Record<keyof Address, string>;
export type ContactInput = Record<keyof EmergencyContact, string>;
export type BankInput = Record<keyof BankAccount, string>;

type InputOf<F extends ProfileField> = F extends 'current_address' | 'permanent_address'
  ? AddressInput
  : F extends 'emergency_contact'
    ? ContactInput
    : F extends 'bank_account'
      ? BankInput
      : string;

/** The boxes of the fields a dialog changes, under `changes` as the server names them (its 422 keys). */
export type ChangeInputs = { [F in ProfileField]?: InputOf<F> };
export type ChangeFormValues = { changes: ChangeInputs };
export type RequestFormValues = ChangeFormValues & { reason: string; document: File | null };

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'postal_code'] as const;
const CONTACT_PARTS = ['name', 'relationship', 'phone'] as const;
const BANK_PARTS = ['account_number', 'ifsc'] as const;

/** The parts of a field held in several boxes (an address), or null for a field in one box. */
export function fieldParts(field: ProfileField): readonly string[] | null {
  if (field === 'current_address' || field === 'permanent_address') return ADDRESS_PARTS;
  if (field === 'emergency_contact') return CONTACT_PARTS;
  if (field === 'bank_account') return BANK_PARTS;
  return null;
}

/**
 * The boxes of `fields` filled with what is on file. A number (PAN, bank account) starts empty: the viewer
 * may see it masked, and a change asks for the new one.
 */
export function initialInputs(fields: readonly ProfileField[], values: MyProfile['values']): ChangeInputs {
  const inputs: Record<string, unknown> = {};
  for (const field of fields) {
    const parts = fieldParts(field);
    const value = field === 'pan' || field === 'bank_account' ? null : values[field];
    if (parts) {
      const current = (value ?? {}) as Record<string, string | null>;
      inputs[field] = Object.fromEntries(parts.map((part) => [part, current[part] ?? '']));
    } else inputs[field] = typeof value === 'string' ? value : '';
  }
  return inputs as ChangeInputs;
}

/** The names of the boxes of `fields` ("changes.current_address.city"): where the server's messages go. */
export const inputNames = (fields: readonly ProfileField[]) =>
  fields.flatMap((field) => {
    const parts = fieldParts(field);
    return parts ? parts.map((part) => `changes.${field}.${part}`) : [`changes.${field}`];
  });

/**
 * The box a server message lands under: its own, or for a message about a whole field held in several boxes
 * ("changes.bank_account": the account is already this), the first of them.
 */
export const boxOf = (names: readonly string[]) => (key: string) =>
  names.includes(key) ? key : (names.find((name) => name.startsWith(`${key}.`)) ?? key);

/** A box left empty, or a group of boxes all left empty. */
const isBlank = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() === ''
    : value && typeof value === 'object'
      ? Object.values(value).every(isBlank)
      : value === null || value === undefined;

/**
 * A field's boxes checked by the contract's own rule: an optional field left empty (every box of an address)
 * is cleared (null), any other is checked and its messages land under its boxes.
 */
function fieldRule(field: ProfileField) {
  const rule = profileFieldValues[field];
  const clearable = rule.safeParse(null).success;
  return z.preprocess((value) => (clearable && isBlank(value) ? null : value), rule);
}

const changesShape = (fields: readonly ProfileField[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, fieldRule(field)])));

/** The `changes` of `fields` from their boxes: what PUT /me/profile sends. */
export const changesForm = (fields: readonly ProfileField[]) =>
  z.object({ changes: changesShape(fields) }) as unknown as z.ZodType<
    { changes: ProfileChanges },
    ChangeFormValues
  >;

const MEGABYTE = 1024 * 1024;

/** What is wrong with a proof (none where one is required; too large; not a PDF, JPEG or PNG), or null. */
export function proofProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? PROFILE_DOCUMENT_REQUIRED : null;
  if (file.size > DOCUMENT_FILE.maxBytes)
    return `The proof may not be larger than ${DOCUMENT_FILE.maxBytes / MEGABYTE} MB.`;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_FILE.extensions as readonly string[]).includes(extension))
    return 'The proof must be a PDF, JPEG or PNG file.';
  return null;
}

/** Whether a request changing `fields` must carry a proof: any sensitive field among them. */
export const proofRequired = (fields: readonly ProfileField[]) => fields.some(isSensitiveField);

export type ChangeRequest = { changes: ProfileChanges; reason: string | null; document: File | null };

/** The request dialog's boxes checked: the changes, an optional reason, and the proof the fields want. */
export const requestForm = (fields: readonly ProfileField[]) => {
  const required = proofRequired(fields);
  return z
    .object({
      changes: changesShape(fields),
      reason: z.string().trim().max(500),
      document: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .superRefine(({ document }, ctx) => {
      const problem = proofProblem(document, required);
      if (problem) ctx.addIssue({ code: 'custom', path: ['document'], message: problem });
    })
    .transform(
      ({ changes, reason, document }): ChangeRequest => ({
        changes: changes as ProfileChanges,
        reason: reason || null,
        document,
      }),
    ) as unknown as z.ZodType<ChangeRequest, RequestFormValues>;
};

/** POST /profile-change-requests as a multipart form: the changes as a JSON text, the reason and the proof. */
export function requestFormData({ changes, reason, document }: ChangeRequest): FormData {
  const form = new FormData();
  form.append('changes', JSON.stringify(changes));
  if (reason) form.append('reason', reason);
  if (document) form.append('document', document, document.name);
  return form;
}
