import {
  CONTRACT_END_BEFORE_HIRE,
  CONTRACT_END_REQUIRED,
  type EmployeeCreateRequest,
  type EmployeeUpdateRequest,
} from '@hrms/contracts/employees';
import { maskIdentity } from '@hrms/contracts/statutory';
import type { AuditEntry } from '../../platform/audit';
import { fieldError } from '../../platform/errors';
import { MASKED_IDENTITY } from './identity';
import type { EmployeeValues } from './queries';

type EmployeeRequest = EmployeeCreateRequest | EmployeeUpdateRequest;

/**
 * The statutory columns a request sets. Omitted fields stay undefined (an update keeps them). Of the Aadhaar
 * number only the last four digits are kept: the whole number goes no further than this function.
 */
export function statutoryValues(input: EmployeeRequest): Partial<EmployeeValues> {
  const { aadhaar, vpf_percentage } = input;
  return {
    pan: input.pan,
    uan: input.uan,
    pf_name: input.pf_name,
    pf_member_id: input.pf_member_id,
    esic_ip_number: input.esic_ip_number,
    aadhaar_last4: typeof aadhaar === 'string' ? aadhaar.slice(-4) : aadhaar,
    bank_account_number: input.bank_account_number,
    bank_ifsc: input.bank_ifsc,
    person_with_disability: input.person_with_disability,
    epf_joined_on: input.epf_joined_on,
    eps_member_before: input.eps_member_before,
    pf_on_full_basic: input.pf_on_full_basic,
    overtime_eligible: input.overtime_eligible,
    vpf_percentage: vpf_percentage === undefined ? undefined : vpf_percentage.toFixed(2),
  };
}

/** What a new employee's statutory columns hold when a request leaves them out (the columns' defaults). */
export const STATUTORY_DEFAULTS: Partial<EmployeeValues> = {
  pan: null,
  uan: null,
  pf_name: null,
  pf_member_id: null,
  esic_ip_number: null,
  aadhaar_last4: null,
  bank_account_number: null,
  bank_ifsc: null,
  person_with_disability: false,
  epf_joined_on: null,
  eps_member_before: false,
  pf_on_full_basic: false,
  overtime_eligible: true,
  vpf_percentage: '0.00',
};

/**
 * The statutory fields a write changes, as the audit trail keeps them: identity numbers masked to their last
 * four characters (the trail is read by people who may not see them whole; Aadhaar never reaches it whole).
 */
function statutoryChanges(before: Partial<EmployeeValues>, after: Partial<EmployeeValues>) {
  const shown = (field: string, value: unknown) =>
    (MASKED_IDENTITY as readonly string[]).includes(field) && typeof value === 'string'
      ? maskIdentity(value)
      : value;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field as keyof EmployeeValues] ?? null;
    if (to === undefined || to === from) continue;
    changes[field] = { from: shown(field, from), to: shown(field, to) };
  }
  return changes;
}

/**
 * The audit event of a change of an employee's statutory details (a changed bank account above all), or null
 * when the write changes none of them.
 */
export function statutoryAudit(
  employee: { id: number; code: string; company_id: number },
  before: Partial<EmployeeValues>,
  after: Partial<EmployeeValues>,
): AuditEntry | null {
  const changes = statutoryChanges(before, after);
  const fields = Object.keys(changes);
  if (!fields.length) return null;
  return {
    action: 'employee.statutory_details_changed',
    entity_type: 'employee',
    entity_id: employee.id,
    company_id: employee.company_id,
    summary: `Statutory details of ${employee.code} changed: ${fields.join(', ')}`,
    changes,
  };
}

/** The request without its statutory fields (they go through statutoryValues). */
export function personValues(input: EmployeeRequest) {
  const {
    pan: _pan,
    uan: _uan,
    pf_name: _pfName,
    pf_member_id: _pf,
    esic_ip_number: _esic,
    aadhaar: _aadhaar,
    bank_account_number: _account,
    bank_ifsc: _ifsc,
    person_with_disability: _pwd,
    epf_joined_on: _epf,
    eps_member_before: _eps,
    pf_on_full_basic: _full,
    overtime_eligible: _overtime,
    vpf_percentage: _vpf,
    ...person
  } = input;
  return person;
}

/**
 * A fixed-term employee's contract end: required, and not before the hire date (the database holds both). Any
 * other employment has none, whatever was sent.
 */
export function contractEndOf(input: EmployeeRequest, hireDate: string) {
  if (input.employment_type !== 'fixed_term') return null;
  if (!input.contract_end_date) throw fieldError('contract_end_date', CONTRACT_END_REQUIRED);
  if (input.contract_end_date < hireDate) throw fieldError('contract_end_date', CONTRACT_END_BEFORE_HIRE);
  return input.contract_end_date;
}
