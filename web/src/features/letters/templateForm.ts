import type { DocumentType } from '@hrms/contracts/documents';
import {
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  type LetterKind,
  type LetterTemplate,
  letterTemplateRequest,
} from '@hrms/contracts/letters';
import { z } from 'zod';
import { mayEditShared } from '@/components/ui/catalogueColumns';

/** The template editor's boxes, named as the server names them so its 422 messages land under each. */
export type TemplateFormValues = {
  name: string;
  kind: LetterKind;
  subject: string;
  body: string;
  document_type_id: string;
  requires_approval: boolean;
  is_active: boolean;
};

export const TEMPLATE_FIELDS: readonly string[] = [
  'name',
  'kind',
  'subject',
  'body',
  'document_type_id',
  'requires_approval',
  'is_active',
];

export const KIND_OPTIONS = LETTER_KINDS.map((kind) => ({ value: kind, label: LETTER_KIND_LABELS[kind] }));

/** A template's values to edit, or a new one's: an active letter of kind Other that needs no approval. */
export function templateFormValues(template: LetterTemplate | null): TemplateFormValues {
  return {
    name: template?.name ?? '',
    kind: template?.kind ?? 'other',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
    document_type_id: template ? String(template.document_type.id) : '',
    requires_approval: template?.requires_approval ?? false,
    is_active: template?.is_active ?? true,
  };
}

/**
 * The editor's schema, to the body POST and PUT /letter-templates take (the company is added for a new
 * one). The body's own rules (known merge fields, a table alone on its line) are the contract's.
 */
export const templateForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'The name is required.')
      .max(120, 'The name may be at most 120 characters.'),
    kind: z.enum(LETTER_KINDS, { error: 'Choose the kind of letter.' }),
    subject: z
      .string()
      .trim()
      .min(1, 'The subject is required.')
      .max(200, 'The subject may be at most 200 characters.'),
    body: z
      .string()
      .trim()
      .min(1, 'Write the letter’s text.')
      .max(20_000, 'The text may be at most 20,000 characters.')
      .pipe(letterTemplateRequest.shape.body),
    document_type_id: z.string().regex(/^[1-9]\d*$/, 'Choose the document type the letter is filed under.'),
    requires_approval: z.boolean(),
    is_active: z.boolean(),
  })
  .transform((values) => ({ ...values, document_type_id: Number(values.document_type_id) }));
export type TemplateRequestBody = z.output<typeof templateForm>;

/** The seeded document type each kind of letter is filed under, by its code. */
const KIND_DOCUMENT_TYPE: Record<LetterKind, string> = {
  offer: 'offer_letter',
  appointment: 'appointment_letter',
  confirmation: 'confirmation_letter',
  increment: 'increment_letter',
  experience: 'experience_certificate',
  relieving: 'company_relieving_letter',
  other: 'company_letter',
};

/** The id (as the select holds it) of the type a kind of letter is filed under by default; '' when none is. */
export function kindDocumentType(
  kind: LetterKind,
  types: readonly Pick<DocumentType, 'id' | 'code'>[],
): string {
  const type = types.find((t) => t.code === KIND_DOCUMENT_TYPE[kind]);
  return type ? String(type.id) : '';
}

/**
 * The document type once the kind changes: the new kind's default when none was chosen or the old kind's
 * default was (the user did not choose it), otherwise the user's choice stays.
 */
export function documentTypeAfterKindChange(
  current: string,
  from: LetterKind,
  to: LetterKind,
  types: readonly Pick<DocumentType, 'id' | 'code'>[],
): string {
  if (current !== '' && current !== kindDocumentType(from, types)) return current;
  return kindDocumentType(to, types) || current;
}

/** Whether the caller may change a template: a company's own, or (for a super admin) a shared one too. */
export const mayEditTemplate = mayEditShared;
