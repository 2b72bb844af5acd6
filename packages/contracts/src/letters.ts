import { z } from 'zod';
import { requestEmployeeRef } from './approvals';
import { idParam, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * HR letters: templates per company (formatted text with merge fields), letters issued from them to employees
 * as numbered PDFs kept among the employee's documents.
 */

export const LETTER_KINDS = [
  'offer',
  'appointment',
  'confirmation',
  'increment',
  'experience',
  'relieving',
  'other',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  offer: 'Offer',
  appointment: 'Appointment',
  confirmation: 'Confirmation',
  increment: 'Increment',
  experience: 'Experience',
  relieving: 'Relieving',
  other: 'Other',
};

/** pending: waiting for its approval (an offer); issued: numbered, its PDF filed; rejected or cancelled while pending. */
export const LETTER_STATUSES = ['pending', 'issued', 'rejected', 'cancelled'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  pending: 'Waiting for approval',
  issued: 'Issued',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export type MergeFieldGroup = 'employee' | 'manager' | 'salary' | 'revision' | 'exit' | 'company' | 'letter';
export const MERGE_FIELD_GROUP_LABELS: Record<MergeFieldGroup, string> = {
  employee: 'Employee',
  manager: 'Manager',
  salary: 'Salary',
  revision: 'Salary revision',
  exit: 'Exit',
  company: 'Company',
  letter: 'Letter',
};

type MergeField = {
  label: string;
  group: MergeFieldGroup;
  /** What it prints for the sample employee in the editor's help. */
  example: string;
  /** A table, written alone on its own line (the salary break-up). */
  block?: true;
};

/**
 * The fields a template may use, written `{{employee.first_name}}`. A letter whose template uses a field its
 * employee has no value for (no salary structure, no exit recorded) is refused, naming the field: a letter never
 * goes out with a blank where a figure should be.
 */
export const MERGE_FIELDS = {
  'employee.first_name': { label: 'First name', group: 'employee', example: 'Priya' },
  'employee.last_name': { label: 'Last name', group: 'employee', example: 'Nair' },
  'employee.full_name': { label: 'Full name', group: 'employee', example: 'Priya Nair' },
  'employee.employee_code': { label: 'Employee code', group: 'employee', example: 'DEMO0042' },
  'employee.designation': { label: 'Designation', group: 'employee', example: 'Software Engineer' },
  'employee.department': { label: 'Department', group: 'employee', example: 'Engineering' },
  'employee.location': { label: 'Location (branch)', group: 'employee', example: 'Bengaluru' },
  'employee.date_of_joining': { label: 'Date of joining', group: 'employee', example: '1 April 2026' },
  'employee.employment_type': { label: 'Employment type', group: 'employee', example: 'Full time' },
  'employee.contract_end_date': {
    label: 'Contract end date (fixed term)',
    group: 'employee',
    example: '31 March 2027',
  },
  'employee.address': {
    label: 'Current address',
    group: 'employee',
    example: '12 MG Road, Bengaluru, Karnataka 560001',
  },
  'manager.full_name': { label: 'Manager’s name', group: 'manager', example: 'Rahul Mehta' },
  'manager.designation': { label: 'Manager’s designation', group: 'manager', example: 'HR Manager' },
  'salary.monthly_gross': { label: 'Monthly gross', group: 'salary', example: '₹50,000' },
  'salary.annual_gross': { label: 'Annual gross', group: 'salary', example: '₹6,00,000' },
  'salary.monthly_ctc': { label: 'Monthly CTC', group: 'salary', example: '₹52,160' },
  'salary.annual_ctc': { label: 'Annual CTC', group: 'salary', example: '₹6,25,920' },
  'salary.annual_ctc_in_words': {
    label: 'Annual CTC in words',
    group: 'salary',
    example: 'Rupees Six Lakh Twenty Five Thousand Nine Hundred Twenty Only',
  },
  'salary.effective_from': { label: 'Salary effective from', group: 'salary', example: '1 April 2026' },
  'salary.breakup': {
    label: 'CTC break-up (table)',
    group: 'salary',
    example: 'A table: each earning and employer contribution, monthly and annual',
    block: true,
  },
  'revision.effective_from': { label: 'Revision effective from', group: 'revision', example: '1 April 2026' },
  'revision.previous_annual_ctc': {
    label: 'Annual CTC before the revision',
    group: 'revision',
    example: '₹6,25,920',
  },
  'revision.annual_ctc': { label: 'Annual CTC after the revision', group: 'revision', example: '₹6,88,512' },
  'revision.increase': { label: 'Increase in annual CTC', group: 'revision', example: '₹62,592' },
  'revision.increase_percent': { label: 'Increase in per cent', group: 'revision', example: '10.00%' },
  'revision.breakup': {
    label: 'Revised CTC break-up (table)',
    group: 'revision',
    example: 'A table: each line before and after the revision, annual',
    block: true,
  },
  'exit.notice_date': { label: 'Resignation or notice date', group: 'exit', example: '1 November 2026' },
  'exit.last_working_day': { label: 'Last working day', group: 'exit', example: '31 December 2026' },
  'company.name': { label: 'Company name', group: 'company', example: 'Demo Technologies' },
  'company.legal_name': {
    label: 'Legal name',
    group: 'company',
    example: 'Demo Technologies Private Limited',
  },
  'company.address': {
    label: 'Registered address',
    group: 'company',
    example: '1 Residency Road, Bengaluru',
  },
  'company.signatory_name': { label: 'Signatory’s name', group: 'company', example: 'Aditi Rao' },
  'company.signatory_designation': {
    label: 'Signatory’s designation',
    group: 'company',
    example: 'Director, People',
  },
  'letter.number': { label: 'Letter number', group: 'letter', example: 'DEMO/HR/2026-27/0007' },
  'letter.date': { label: 'Letter date', group: 'letter', example: '6 December 2026' },
} as const satisfies Record<string, MergeField>;
export type MergeFieldName = keyof typeof MERGE_FIELDS;
export const isMergeField = (name: string): name is MergeFieldName => Object.hasOwn(MERGE_FIELDS, name);

/** `{{ group.name }}`, spaces allowed inside the braces. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([a-z_]+\.[a-z_]+)\s*\}\}/g;

/** The merge fields a body uses, each once, in order of first use (unknown ones included). */
export function mergeFieldsIn(body: string): string[] {
  return [...new Set([...body.matchAll(MERGE_FIELD_PATTERN)].map((m) => m[1] as string))];
}

/**
 * A template's body: plain lines with a little markup, the same in the editor's preview and in the PDF.
 * `# ` a heading, `## ` a subheading, `- ` a bullet, `1. ` a numbered item, `**bold**`, a blank line between
 * paragraphs, and a block field (`{{salary.breakup}}`) alone on its line for a table.
 */
const body = requiredText(20_000).superRefine((text, ctx) => {
  const unknown = mergeFieldsIn(text).filter((f) => !isMergeField(f));
  if (unknown.length) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown merge field${unknown.length > 1 ? 's' : ''}: ${unknown.map((f) => `{{${f}}}`).join(', ')}.`,
    });
  }
  for (const line of text.split('\n')) {
    const blocks = mergeFieldsIn(line).filter(
      (f) => isMergeField(f) && 'block' in MERGE_FIELDS[f as MergeFieldName],
    );
    if (blocks.length && line.replace(MERGE_FIELD_PATTERN, '').trim() !== '') {
      ctx.addIssue({
        code: 'custom',
        message: `Write {{${blocks[0]}}} alone on its own line: it prints a table.`,
      });
      return;
    }
  }
});

export const letterTemplate = z.object({
  id: z.number(),
  /** null: one of the shared starting points every company has (a super admin edits those). */
  company_id: z.number().nullable(),
  /** The seeded templates' code; a company's customised copy keeps it (and hides the shared one). */
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(LETTER_KINDS),
  /** Printed as the letter's heading ("Letter of appointment"). */
  subject: z.string(),
  body: z.string(),
  /** Issued letters wait for the approval chain for letters (an offer) before they are numbered and filed. */
  requires_approval: z.boolean(),
  document_type: z.object({ id: z.number(), name: z.string() }),
  is_active: z.boolean(),
  /** The merge fields the body uses. */
  fields: z.array(z.string()),
  updated_at: z.string(),
});
export type LetterTemplate = z.infer<typeof letterTemplate>;

export const letterTemplateRequest = z.object({
  /** The company the template is for (a super admin may leave it out for a shared one). Fixed once made. */
  company_id: recordId().nullish(),
  name: requiredText(120),
  kind: z.enum(LETTER_KINDS),
  subject: requiredText(200),
  body,
  requires_approval: z.boolean().default(false),
  /** The document type the letter is filed under (a shared one or the company's own). */
  document_type_id: recordId('Choose the document type the letter is filed under.'),
  is_active: z.boolean().default(true),
});
export type LetterTemplateRequest = z.infer<typeof letterTemplateRequest>;

export const letterTemplateListQuery = z.object({
  /** A company's templates: its own and the shared ones it has not customised. Left out: the caller's companies'. */
  company_id: idParam.optional(),
  kind: z.enum(LETTER_KINDS).optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** POST /api/letter-templates/{id}/customise: a company's own copy of a shared template, to edit. */
export const customiseTemplateRequest = z.object({ company_id: recordId() });

/** POST /api/letter-templates/{id}/preview: the letter as it would print for an employee, marked DRAFT. */
export const letterPreviewRequest = z.object({
  employee_id: recordId('Choose an employee to preview the letter for.'),
  salary_structure_id: recordId().nullish(),
  /** The body being edited, previewed before it is saved (the template's own when left out). */
  body: body.optional(),
  subject: requiredText(200).optional(),
});
export type LetterPreviewRequest = z.infer<typeof letterPreviewRequest>;

/** A company's letterhead details and numbering: GET/PUT /api/letter-settings?company_id=. */
export const letterSettings = z.object({
  company_id: z.number(),
  /** Letter numbers read {prefix}/{financial year}/{0001}; each company's series starts again each April. */
  number_prefix: z.string(),
  signatory_name: z.string().nullable(),
  signatory_designation: z.string().nullable(),
  /** The next number the series gives this financial year. */
  next_number: z.string(),
});
export type LetterSettings = z.infer<typeof letterSettings>;

export const letterSettingsRequest = z.object({
  number_prefix: z
    .string()
    .trim()
    .min(1, 'The prefix is required.')
    .max(20)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, 'Use letters, digits, hyphens and slashes.'),
  signatory_name: nullableText(100),
  signatory_designation: nullableText(100),
});
export type LetterSettingsRequest = z.infer<typeof letterSettingsRequest>;
export const letterSettingsQuery = z.object({ company_id: idParam });

export const letter = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  template: z.object({ id: z.number(), name: z.string(), kind: z.enum(LETTER_KINDS) }),
  subject: z.string(),
  status: z.enum(LETTER_STATUSES),
  /** Given when issued: {prefix}/{financial year}/{sequence}. */
  number: z.string().nullable(),
  issued_on: z.string().nullable(),
  /** The employee document that keeps its PDF. */
  document_id: z.number().nullable(),
  /** The salary revision an increment letter states. */
  salary_structure_id: z.number().nullable(),
  /** The employee is told by the notification channels (mail carrying the PDF) once it is issued. */
  send_mail: z.boolean(),
  rejection_reason: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
});
export type Letter = z.infer<typeof letter>;

/** POST /api/employees/{id}/letters. */
export const letterIssueRequest = z.object({
  template_id: recordId('Choose a letter template.'),
  /** For an increment letter: the salary revision (a dated structure version); the latest when left out. */
  salary_structure_id: recordId().nullish(),
  send_mail: z.boolean().default(false),
});
export type LetterIssueRequest = z.infer<typeof letterIssueRequest>;

/** POST /api/letters/bulk: the same template to many employees, as a job (increment: each one's latest revision). */
export const letterBulkRequest = z.object({
  template_id: recordId('Choose a letter template.'),
  employee_ids: z
    .array(recordId())
    .min(1, 'Choose at least one employee.')
    .max(1000, 'Issue to at most 1,000 employees at once.'),
  send_mail: z.boolean().default(false),
});
export type LetterBulkRequest = z.infer<typeof letterBulkRequest>;

/** The bulk job's result. */
export type LetterBulkResult = {
  issued: number;
  pending: number;
  failed: { employee_id: number; employee: string; message: string }[];
};

export const letterListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  employee_id: idParam.optional(),
  status: z.enum(LETTER_STATUSES).optional(),
  kind: z.enum(LETTER_KINDS).optional(),
  /** Employee name or code, or the letter number. */
  search: z.string().trim().max(100).optional(),
});
export type LetterListQuery = z.infer<typeof letterListQuery>;

export const letterRejectRequest = z.object({ reason: requiredText(500) });

export const LETTER_JOB_KIND = 'letters.bulk';
