import { z } from 'zod';
import { requestEmployeeRef } from './approvals';
import { dateField, idParam, MAX_ID, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * An employee's documents: ID and address proofs, certificates, letters. Each has a type (data: the shared
 * seeded list, and a company's own), optional number and dates, one file, and a visibility.
 */

/** Who sees a document: HR only, or the employee too. */
export const DOCUMENT_VISIBILITIES = ['hr', 'employee'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  hr: 'HR only',
  employee: 'Employee and HR',
};

export const DOCUMENT_CATEGORIES = [
  'identity',
  'address',
  'education',
  'employment',
  'bank',
  'letter',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  identity: 'Identity',
  address: 'Address',
  education: 'Education',
  employment: 'Employment',
  bank: 'Bank',
  letter: 'Letter',
  other: 'Other',
};

/** How a document came: uploaded by someone, issued as a letter, or attached to a profile change request. */
export const DOCUMENT_SOURCES = ['upload', 'letter', 'profile_change'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The files a document may be: recognised by their content (server/src/platform/uploads.ts). */
export const DOCUMENT_FILE = {
  label: 'document',
  maxBytes: 5 * 1024 * 1024,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
} as const;

/** Days before a document expires on which its employee and HR are reminded (0: the day it expires). */
export const DOCUMENT_EXPIRY_REMINDER_DAYS = [30, 7, 0] as const;
/** The "expiring soon" list looks this many days ahead unless asked otherwise. */
export const EXPIRING_SOON_DAYS = 30;
/** An overdue document request is reminded again after this many days. */
export const DOCUMENT_REQUEST_REMINDER_EVERY_DAYS = 7;

/** The seeded types' codes that the product itself files documents under. */
export const DOCUMENT_TYPE_CODES = {
  idProof: 'id_proof',
  addressProof: 'address_proof',
  panCard: 'pan_card',
  bankProof: 'bank_proof',
  offerLetter: 'offer_letter',
  other: 'other',
} as const;

export const documentType = z.object({
  id: z.number(),
  /** null: one of the shared types every company has (only a super admin edits those). */
  company_id: z.number().nullable(),
  /** The seeded types' stable code (null for a company's own). */
  code: z.string().nullable(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  /** Documents of this type carry an expiry date, and reminders go out before it. */
  has_expiry: z.boolean(),
  /** Employees may upload this type themselves (otherwise only HR does). */
  employee_may_upload: z.boolean(),
  is_active: z.boolean(),
});
export type DocumentType = z.infer<typeof documentType>;

export const documentTypeRequest = z.object({
  /** Left out: one of the caller's company's own types (super admins may leave it out for a shared type). */
  company_id: recordId().nullish(),
  name: requiredText(100),
  category: z.enum(DOCUMENT_CATEGORIES),
  has_expiry: z.boolean().default(false),
  employee_may_upload: z.boolean().default(true),
  is_active: z.boolean().default(true),
});
export type DocumentTypeRequest = z.infer<typeof documentTypeRequest>;

export const documentTypeListQuery = z.object({
  company_id: idParam.optional(),
  /** true: active types only (what upload forms offer). */
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const employeeDocument = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  document_type: z.object({ id: z.number(), name: z.string(), category: z.enum(DOCUMENT_CATEGORIES) }),
  number: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  source: z.enum(DOCUMENT_SOURCES),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** The request it answered, if any. */
  document_request_id: z.number().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocument>;

/** A form field left empty is a field not sent. */
const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * POST /api/employee-documents, multipart: these fields and the file in `file`. An employee uploads for
 * themselves (employee_id left out or their own; visibility is then always `employee`); HR
 * (manage-employee-documents) for anyone of their company.
 */
export const employeeDocumentCreate = z
  .object({
    employee_id: z.preprocess(blankAsAbsent, idParam.optional()),
    document_type_id: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: 'Choose the type of document.' })
        .int()
        .positive({ error: 'Choose the type of document.' })
        .max(MAX_ID),
    ),
    visibility: z.preprocess(blankAsAbsent, z.enum(DOCUMENT_VISIBILITIES).default('employee')),
    number: nullableText(50),
    issued_on: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()),
    expires_on: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()),
    /** The request this upload answers: the request's employee and type must match. */
    document_request_id: z.preprocess(blankAsAbsent, idParam.optional()),
  })
  .refine((d) => !d.issued_on || !d.expires_on || d.expires_on >= d.issued_on, {
    message: 'The expiry date cannot be before the issue date.',
    path: ['expires_on'],
  });
export type EmployeeDocumentCreate = z.infer<typeof employeeDocumentCreate>;

export const employeeDocumentListQuery = pageQuery.extend({
  /** Left out: the caller's own documents, or (HR) every employee's of their company. */
  employee_id: idParam.optional(),
  company_id: idParam.optional(),
  document_type_id: idParam.optional(),
  /** HR's "expiring soon": documents expiring within this many days (already expired ones included). */
  expiring_within_days: z.coerce.number().int().min(0).max(365).optional(),
});
export type EmployeeDocumentListQuery = z.infer<typeof employeeDocumentListQuery>;

export const DOCUMENT_REQUEST_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export const documentRequest = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  document_type: z.object({ id: z.number(), name: z.string() }),
  due_on: z.string(),
  note: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** Pending past its due day. */
  overdue: z.boolean(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  /** The document that answered it. */
  document_id: z.number().nullable(),
  fulfilled_at: z.string().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequest>;

/** POST /api/document-requests: one request per employee (at most 500 at once), all of one type. */
export const documentRequestCreate = z.object({
  employee_ids: z
    .array(recordId())
    .min(1, 'Choose at least one employee.')
    .max(500, 'Request from at most 500 employees at once.'),
  document_type_id: recordId(),
  due_on: dateField('The due date is required.'),
  note: nullableText(500),
});
export type DocumentRequestCreate = z.infer<typeof documentRequestCreate>;

export const documentRequestListQuery = pageQuery.extend({
  /** `mine` (default): asked of the caller; `all`: their company's (manage-employee-documents). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(DOCUMENT_REQUEST_STATUSES).optional(),
  /** true: pending past their due day only. */
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  employee_id: idParam.optional(),
  company_id: idParam.optional(),
});
export type DocumentRequestListQuery = z.infer<typeof documentRequestListQuery>;
