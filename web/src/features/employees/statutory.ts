import {
  type EmployeeCreateRequest,
  type EmployeeDetail,
  PF_NAME_MESSAGE,
  PF_NAME_PATTERN,
  VPF_MESSAGE,
} from '@hrms/contracts/employees';
import { identityFields } from '@hrms/contracts/statutory';
import { z } from 'zod';
import { identityInput } from '@/lib/identity';

/**
 * An employee's statutory details: the identity numbers PF, ESIC, income tax and the salary
 * transfer need, and the employee's PF choices. The inputs hold strings and booleans; the schema checks
 * the numbers with the contract's own formats and messages and turns them into the request's fields.
 */

/** The numbers the API masks ("XXXXXX1234") for a viewer without view-statutory-details. */
export const MASKED_IDENTITY_FIELDS = [
  'pan',
  'uan',
  'pf_member_id',
  'esic_ip_number',
  'bank_account_number',
] as const;
type MaskedField = (typeof MASKED_IDENTITY_FIELDS)[number];
type IdentityField = MaskedField | 'bank_ifsc';

const FLAG_FIELDS = [
  'person_with_disability',
  'eps_member_before',
  'pf_on_full_basic',
  'overtime_eligible',
] as const;
type FlagField = (typeof FLAG_FIELDS)[number];

/** Every statutory input of the employee form (server messages for these go under the field). */
export const STATUTORY_FORM_FIELDS = [
  ...MASKED_IDENTITY_FIELDS,
  'pf_name',
  'aadhaar',
  'epf_joined_on',
  'vpf_percentage',
  ...FLAG_FIELDS,
] as const;

export type StatutoryFormValues = Record<
  IdentityField | 'aadhaar' | 'pf_name' | 'epf_joined_on' | 'vpf_percentage',
  string
> &
  Record<FlagField, boolean>;

/** The statutory part of the create and update requests. */
export type StatutoryRequest = Pick<
  EmployeeCreateRequest,
  IdentityField | 'aadhaar' | 'pf_name' | 'epf_joined_on' | 'vpf_percentage' | FlagField
>;

/** Voluntary PF: a percentage of PF wages above the statutory 12%, at most 88 with two decimals; empty is 0. */
const vpfInput = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 88), VPF_MESSAGE);

/** The statutory inputs' schemas, spread into the employee form's object: numbers with the contract's checks. */
export const statutoryInputs = {
  pan: identityInput(identityFields.pan),
  uan: identityInput(identityFields.uan),
  pf_name: z.string().trim().max(85, PF_NAME_MESSAGE).regex(PF_NAME_PATTERN, PF_NAME_MESSAGE),
  pf_member_id: identityInput(identityFields.pf_member_id),
  esic_ip_number: identityInput(identityFields.esic_ip_number),
  aadhaar: identityInput(identityFields.aadhaar),
  bank_account_number: identityInput(identityFields.bank_account_number),
  bank_ifsc: identityInput(identityFields.bank_ifsc),
  epf_joined_on: z.string(),
  vpf_percentage: vpfInput,
  person_with_disability: z.boolean(),
  eps_member_before: z.boolean(),
  pf_on_full_basic: z.boolean(),
  overtime_eligible: z.boolean(),
};

type StatutoryOutput = z.output<z.ZodObject<typeof statutoryInputs>>;

/**
 * The request's statutory fields: an empty number is sent as null (none), but Aadhaar only when one
 * was typed — it is write-only, so an empty input means "keep the one on file".
 */
export function statutoryRequest(v: StatutoryOutput): StatutoryRequest {
  return {
    pan: v.pan,
    uan: v.uan,
    pf_name: v.pf_name || null,
    pf_member_id: v.pf_member_id,
    esic_ip_number: v.esic_ip_number,
    bank_account_number: v.bank_account_number,
    bank_ifsc: v.bank_ifsc,
    ...(v.aadhaar ? { aadhaar: v.aadhaar } : {}),
    epf_joined_on: v.epf_joined_on || null,
    vpf_percentage: v.vpf_percentage === '' ? 0 : Number(v.vpf_percentage),
    person_with_disability: v.person_with_disability,
    eps_member_before: v.eps_member_before,
    pf_on_full_basic: v.pf_on_full_basic,
    overtime_eligible: v.overtime_eligible,
  };
}

/**
 * A request without the numbers the viewer only sees masked, and without Aadhaar: their inputs are not
 * shown, and sending them (empty, or the masked text) would overwrite what is on file. The server keeps
 * an absent field as it is.
 */
export function withoutMaskedIdentity<T extends Partial<StatutoryRequest>>(body: T): T {
  const kept = { ...body };
  for (const field of [...MASKED_IDENTITY_FIELDS, 'aadhaar'] as const) delete kept[field];
  return kept;
}

export const EMPTY_STATUTORY: StatutoryFormValues = {
  pan: '',
  uan: '',
  pf_name: '',
  pf_member_id: '',
  esic_ip_number: '',
  aadhaar: '',
  bank_account_number: '',
  bank_ifsc: '',
  epf_joined_on: '',
  vpf_percentage: '0',
  person_with_disability: false,
  eps_member_before: false,
  pf_on_full_basic: false,
  overtime_eligible: true,
};

/**
 * The edit form's statutory values. Aadhaar always starts empty (it is never read back); masked numbers
 * start empty too, never as their masked text, so nothing masked can find its way into a request.
 */
export function statutoryFormValues(employee: EmployeeDetail): StatutoryFormValues {
  const number = (field: MaskedField) => (employee.statutory_masked ? '' : (employee[field] ?? ''));
  return {
    pan: number('pan'),
    uan: number('uan'),
    pf_name: employee.pf_name ?? '',
    pf_member_id: number('pf_member_id'),
    esic_ip_number: number('esic_ip_number'),
    aadhaar: '',
    bank_account_number: number('bank_account_number'),
    bank_ifsc: employee.bank_ifsc ?? '',
    epf_joined_on: employee.epf_joined_on ?? '',
    vpf_percentage: String(employee.vpf_percentage ?? 0),
    person_with_disability: employee.person_with_disability,
    eps_member_before: employee.eps_member_before,
    pf_on_full_basic: employee.pf_on_full_basic,
    overtime_eligible: employee.overtime_eligible,
  };
}

// ---- display

/** The Aadhaar on file as the edit form names it: "1234" → "XXXX XXXX 1234". */
export const aadhaarOnFile = (last4: string) => `XXXX XXXX ${last4}`;

/** The Aadhaar on file as the employee page shows it: "1234" → "••••1234"; none → null. */
export const aadhaarShort = (last4: string | null | undefined) => (last4 ? `••••${last4}` : null);

/** A yes/no flag as the detail pages show it. */
export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';
