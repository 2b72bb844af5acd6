import { z } from 'zod';
import { REQUEST_LIST_SCOPES, requestEmployeeRef, requestWaiting } from './approvals';
import { emailField, idParam, isoDate, pageQuery, requiredText } from './common';
import { GENDERS, MARITAL_STATUSES } from './enums';
import { IDENTITY_MESSAGES, IFSC_PATTERN, PAN_PATTERN } from './statutory';

/**
 * An employee's own record as they keep it: what they may change at once (a company's policy per field),
 * and the sensitive fields that change only when HR approves a request with a proof attached.
 */

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Indian PIN code: six digits, not starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
/** A phone number as people write it: digits, spaces, +, - and brackets; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

const phone = (label: string) =>
  z
    .string()
    .trim()
    .regex(PHONE_PATTERN, `The ${label} must be a phone number (digits, spaces, + and -).`)
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, `The ${label} must have 7 to 15 digits.`);

export const address = z.object({
  line1: requiredText(255),
  line2: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
  city: requiredText(100),
  state: requiredText(100),
  postal_code: z.string().trim().regex(PIN_CODE_PATTERN, 'The PIN code must be six digits, like 560001.'),
});
export type Address = z.infer<typeof address>;

export const emergencyContact = z.object({
  name: requiredText(100),
  relationship: requiredText(50),
  phone: phone('emergency contact’s phone'),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

export const bankAccount = z.object({
  account_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{9,18}$/, IDENTITY_MESSAGES.bank_account_number)),
  ifsc: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, IDENTITY_MESSAGES.bank_ifsc)),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** Each field of the profile with the value it takes (null clears an optional one). */
export const profileFieldValues = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  date_of_birth: isoDate,
  gender: z.enum(GENDERS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  blood_group: z.enum(BLOOD_GROUPS).nullable(),
  personal_email: emailField.nullable(),
  personal_phone: phone('personal phone').nullable(),
  /** Where the employee lives now: the address their rent (and HRA) is for. */
  current_address: address.nullable(),
  permanent_address: address.nullable(),
  emergency_contact: emergencyContact.nullable(),
  pan: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PAN_PATTERN, IDENTITY_MESSAGES.pan)),
  bank_account: bankAccount,
};
export type ProfileField = keyof typeof profileFieldValues;
export const PROFILE_FIELDS = Object.keys(profileFieldValues) as [ProfileField, ...ProfileField[]];
export type ProfileValues = { [F in ProfileField]: z.infer<(typeof profileFieldValues)[F]> };

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  date_of_birth: 'Date of birth',
  gender: 'Gender',
  marital_status: 'Marital status',
  blood_group: 'Blood group',
  personal_email: 'Personal e-mail',
  personal_phone: 'Personal phone',
  current_address: 'Current address',
  permanent_address: 'Permanent address',
  emergency_contact: 'Emergency contact',
  pan: 'PAN',
  bank_account: 'Bank account',
};

/**
 * The fields pay, tax and statutory returns depend on: they never change at once, only by an approved
 * request, and a request for one needs a proof.
 */
export const SENSITIVE_PROFILE_FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'date_of_birth',
  'current_address',
  'pan',
  'bank_account',
];
export const isSensitiveField = (field: ProfileField) => SENSITIVE_PROFILE_FIELDS.includes(field);

/** `edit`: the employee changes it at once; `request`: by a request HR approves; `hr_only`: HR keeps it. */
export const PROFILE_FIELD_MODES = ['edit', 'request', 'hr_only'] as const;
export type ProfileFieldMode = (typeof PROFILE_FIELD_MODES)[number];
export const PROFILE_FIELD_MODE_LABELS: Record<ProfileFieldMode, string> = {
  edit: 'Employee edits',
  request: 'Employee requests, HR approves',
  hr_only: 'HR only',
};

/** A company's policy until it sets its own: personal details edited at once, the rest by request. */
export const DEFAULT_PROFILE_POLICY: Record<ProfileField, ProfileFieldMode> = {
  first_name: 'request',
  last_name: 'request',
  date_of_birth: 'request',
  // Leave rules depend on these (maternity, paternity leave).
  gender: 'request',
  marital_status: 'request',
  blood_group: 'edit',
  personal_email: 'edit',
  personal_phone: 'edit',
  current_address: 'request',
  permanent_address: 'edit',
  emergency_contact: 'edit',
  pan: 'request',
  bank_account: 'request',
};

/** The document type a request's proof is filed under, by the first sensitive field it changes. */
export const PROFILE_PROOF_TYPE: Partial<Record<ProfileField, string>> = {
  first_name: 'id_proof',
  last_name: 'id_proof',
  date_of_birth: 'id_proof',
  current_address: 'address_proof',
  pan: 'pan_card',
  bank_account: 'bank_proof',
};

/** Every field's mode (zod's record over an enum wants every key). */
export const profilePolicy = z.record(z.enum(PROFILE_FIELDS), z.enum(PROFILE_FIELD_MODES));
export type ProfilePolicy = Record<ProfileField, ProfileFieldMode>;

/** PUT /api/profile-policy: the modes to change, the others kept (a sensitive field may not be `edit`). */
export const profilePolicyRequest = z
  .object({
    company_id: z.number().int().positive().optional(),
    fields: z.partialRecord(z.enum(PROFILE_FIELDS), z.enum(PROFILE_FIELD_MODES)),
  })
  .superRefine((r, ctx) => {
    for (const [field, mode] of Object.entries(r.fields)) {
      if (mode === 'edit' && isSensitiveField(field as ProfileField)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', field],
          message: `${PROFILE_FIELD_LABELS[field as ProfileField]} changes only by a request HR approves.`,
        });
      }
    }
  });
export type ProfilePolicyRequest = z.infer<typeof profilePolicyRequest>;

/** A company's whole policy, the defaults filled in (GET and PUT /api/profile-policy). */
export const companyProfilePolicy = z.object({ company_id: z.number(), fields: profilePolicy });
export type CompanyProfilePolicy = z.infer<typeof companyProfilePolicy>;

/** GET /api/profile-policy: a super admin names the company; anyone else reads their own. */
export const profilePolicyQuery = z.object({ company_id: idParam.optional() });

/** Field → new value, each checked by its own rule; at least one. */
export const profileChanges = z
  .object(
    Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profileFieldValues[f].optional()])) as {
      [F in ProfileField]: z.ZodOptional<(typeof profileFieldValues)[F]>;
    },
  )
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: 'Change at least one field.',
  });
export type ProfileChanges = Partial<ProfileValues>;

/** PUT /api/me/profile: the fields the policy lets the employee change at once. */
export const myProfileUpdate = z.object({ changes: profileChanges });

/**
 * An address and an emergency contact as shown back: answers are encoded through their schema, and the input
 * rules' transforms cannot be.
 */
export const addressShown = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});
export const emergencyContactShown = z.object({
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
});

/** A bank account as shown back: the number masked to its last four digits unless the viewer sees it whole. */
export const bankAccountShown = z.object({ account_number: z.string(), ifsc: z.string() });

/** GET /api/me/profile (and GET /api/employees/{id}/profile for HR). */
export const myProfile = z.object({
  employee: requestEmployeeRef.extend({
    company_id: z.number(),
    email: z.string(),
    job_title: z.string().nullable(),
    department: z.string().nullable(),
    manager: z.string().nullable(),
    hire_date: z.string(),
  }),
  values: z.object({
    first_name: z.string(),
    last_name: z.string(),
    date_of_birth: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    marital_status: z.enum(MARITAL_STATUSES).nullable(),
    blood_group: z.enum(BLOOD_GROUPS).nullable(),
    personal_email: z.string().nullable(),
    personal_phone: z.string().nullable(),
    current_address: addressShown.nullable(),
    permanent_address: addressShown.nullable(),
    emergency_contact: emergencyContactShown.nullable(),
    /** Masked (XXXXXX234F) unless the viewer holds view-statutory-details. */
    pan: z.string().nullable(),
    bank_account: bankAccountShown.nullable(),
  }),
  policy: profilePolicy,
  /** The caller's request that waits for a decision, if any (one at a time). */
  pending_request_id: z.number().nullable(),
});
export type MyProfile = z.infer<typeof myProfile>;

export const PROFILE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ProfileChangeStatus = (typeof PROFILE_CHANGE_STATUSES)[number];

/** One field of a request: its value when asked and the value asked for, as the viewer may see them. */
export const profileChangeLine = z.object({
  field: z.enum(PROFILE_FIELDS),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const profileChangeRequest = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  changes: z.array(profileChangeLine),
  /** The proof attached (an employee document). */
  document: z.object({ id: z.number(), filename: z.string() }).nullable(),
  reason: z.string().nullable(),
  status: z.enum(PROFILE_CHANGE_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  waiting: requestWaiting,
});
export type ProfileChangeRequest = z.infer<typeof profileChangeRequest>;

/**
 * POST /api/profile-change-requests: JSON, or multipart with `changes` as a JSON text and the proof in
 * `document`. A request changing a sensitive field needs the proof.
 */
export const profileChangeCreate = z.object({
  changes: profileChanges,
  reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});
export type ProfileChangeCreate = z.infer<typeof profileChangeCreate>;

export const PROFILE_DOCUMENT_REQUIRED = 'Attach a proof for this change (PDF, JPEG or PNG).';

export const profileChangeReject = z.object({ reason: requiredText(500) });

export const profileChangeListQuery = pageQuery.extend({
  scope: z.enum(REQUEST_LIST_SCOPES).default('mine'),
  status: z.enum(PROFILE_CHANGE_STATUSES).optional(),
  employee_id: idParam.optional(),
});
export type ProfileChangeListQuery = z.infer<typeof profileChangeListQuery>;
