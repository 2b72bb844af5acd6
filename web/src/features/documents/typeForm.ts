import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentType,
  type DocumentTypeRequest,
} from '@hrms/contracts/documents';
import { z } from 'zod';

/** The document type dialog's boxes, named as the server names them. */
export type TypeFormValues = Omit<DocumentTypeRequest, 'company_id'>;

export const TYPE_FIELDS: readonly string[] = [
  'name',
  'category',
  'has_expiry',
  'employee_may_upload',
  'is_active',
];

export const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((category) => ({
  value: category,
  label: DOCUMENT_CATEGORY_LABELS[category],
}));

/** A type's values to edit, or a new type's: employees may upload it, active, no expiry. */
export function typeFormValues(type: DocumentType | null): TypeFormValues {
  return {
    name: type?.name ?? '',
    category: type?.category ?? 'other',
    has_expiry: type?.has_expiry ?? false,
    employee_may_upload: type?.employee_may_upload ?? true,
    is_active: type?.is_active ?? true,
  };
}

/** The dialog's schema: the body POST and PUT /document-types take (the company is the server's to fill). */
export const typeForm = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(100, 'The name may be at most 100 characters.'),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category.' }),
  has_expiry: z.boolean(),
  employee_may_upload: z.boolean(),
  is_active: z.boolean(),
});

/** Whether the caller may change a type: a company's own, or (for a super admin) a shared one too. */
export const mayEditType = (type: Pick<DocumentType, 'company_id'>, isSuperAdmin: boolean) =>
  type.company_id !== null || isSuperAdmin;
