import { type EmployeeDetail, VPF_MESSAGE } from '@hrms/contracts/employees';
import { IDENTITY_MESSAGES } from '@hrms/contracts/statutory';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { employeeCreateForm, employeeUpdateForm, newEmployeeValues } from './employeeForm';
import {
  aadhaarOnFile,
  aadhaarShort,
  EMPTY_STATUTORY,
  statutoryFormValues,
  withoutMaskedIdentity,
  yesNo,
} from './statutory';

beforeAll(() => installValidationMessages());

/** Verhoeff-valid (the UIDAI check digit): 23412341234 followed by 6. */
const AADHAAR = '234123412346';

const filled = {
  ...newEmployeeValues(1, '2026-03-02'),
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@demo.test',
  department_id: '4',
};

function firstMessages(values: typeof filled): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of employeeCreateForm.safeParse(values).error?.issues ?? [])
    found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('statutory inputs', () => {
  it('normalise the numbers: capitals, digits without spaces, empty as none', () => {
    const body = employeeCreateForm.parse({
      ...filled,
      pan: ' abcde1234f ',
      uan: '1002 0030 0408',
      pf_member_id: 'mhban00000640000000125',
      esic_ip_number: '31-0012-3456',
      bank_account_number: '0012 3456 7890',
      bank_ifsc: 'hdfc0001234',
      epf_joined_on: '2024-04-01',
      vpf_percentage: '12.5',
      pf_on_full_basic: true,
      overtime_eligible: true,
    });
    expect(body).toMatchObject({
      pan: 'ABCDE1234F',
      uan: '100200300408',
      pf_member_id: 'MHBAN00000640000000125',
      esic_ip_number: '3100123456',
      bank_account_number: '001234567890',
      bank_ifsc: 'HDFC0001234',
      epf_joined_on: '2024-04-01',
      vpf_percentage: 12.5,
      pf_on_full_basic: true,
      overtime_eligible: true,
      eps_member_before: false,
    });
    expect(employeeCreateForm.parse({ ...filled, vpf_percentage: '' }).vpf_percentage).toBe(0);
  });

  it('answer each bad number with the contract’s own message', () => {
    expect(
      firstMessages({
        ...filled,
        pan: 'ABCD1234F',
        uan: '12345',
        pf_member_id: 'MH123',
        esic_ip_number: '12345678901',
        aadhaar: '234123412345',
        bank_account_number: '12AB',
        bank_ifsc: 'HDFC1234567',
      }),
    ).toEqual({
      pan: IDENTITY_MESSAGES.pan,
      uan: IDENTITY_MESSAGES.uan,
      pf_member_id: IDENTITY_MESSAGES.pf_member_id,
      esic_ip_number: IDENTITY_MESSAGES.esic_ip_number,
      aadhaar: IDENTITY_MESSAGES.aadhaar,
      bank_account_number: IDENTITY_MESSAGES.bank_account_number,
      bank_ifsc: IDENTITY_MESSAGES.bank_ifsc,
    });
  });

  it('keep VPF between 0 and 88 with two decimals', () => {
    for (const bad of ['89', '-1', '12.345', 'twelve'])
      expect(firstMessages({ ...filled, vpf_percentage: bad })).toEqual({ vpf_percentage: VPF_MESSAGE });
    expect(firstMessages({ ...filled, vpf_percentage: '88' })).toEqual({});
  });

  it('send Aadhaar only when one is typed: empty keeps the number on file', () => {
    expect(employeeCreateForm.parse(filled)).not.toHaveProperty('aadhaar');
    expect(employeeCreateForm.parse({ ...filled, aadhaar: '2341 2341 2346' }).aadhaar).toBe(AADHAAR);
  });
});

describe('a masked viewer’s edit', () => {
  const employee: EmployeeDetail = {
    id: 9,
    employee_id: 'EMP0009',
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha@demo.test',
    phone: null,
    job_title: 'Analyst',
    company_id: 1,
    branch_id: null,
    department_id: 4,
    team_id: null,
    manager_id: null,
    hire_date: '2024-04-01',
    date_of_birth: null,
    gender: null,
    marital_status: null,
    grade: null,
    employment_type: 'full_time',
    contract_end_date: null,
    status: 'active',
    notice_date: null,
    last_working_day: null,
    exit_type: null,
    exit_reason: null,
    settlement_due_on: null,
    skill_category: null,
    cost_centre: null,
    company: null,
    branch: null,
    department: null,
    team: null,
    manager: null,
    user: null,
    pan: 'XXXXXX234F',
    uan: 'XXXXXXXX0408',
    pf_name: null,
    pf_member_id: null,
    esic_ip_number: 'XXXXXX3456',
    aadhaar_last4: '2346',
    bank_account_number: 'XXXXXXXX7890',
    bank_ifsc: 'HDFC0001234',
    person_with_disability: true,
    epf_joined_on: '2024-04-01',
    eps_member_before: false,
    pf_on_full_basic: true,
    overtime_eligible: true,
    vpf_percentage: 2.5,
    statutory_masked: true,
    salary_structure: [],
    salary_totals: { total_earnings: 0, total_deductions: 0, net_salary: 0 },
  };

  it('never puts masked text into an input; the PF choices are editable as they are', () => {
    expect(statutoryFormValues(employee)).toEqual({
      ...EMPTY_STATUTORY,
      bank_ifsc: 'HDFC0001234',
      epf_joined_on: '2024-04-01',
      vpf_percentage: '2.5',
      person_with_disability: true,
      pf_on_full_basic: true,
      overtime_eligible: true,
    });
    expect(statutoryFormValues({ ...employee, statutory_masked: false })).toMatchObject({
      pan: 'XXXXXX234F',
      aadhaar: '',
    });
  });

  it('leaves the masked numbers and Aadhaar out of the request, so nothing on file is wiped', () => {
    const body = employeeUpdateForm.parse({
      ...filled,
      ...statutoryFormValues(employee),
      job_title: 'Analyst',
      status: 'active',
    });
    expect(body.pan).toBeNull();
    const sent = withoutMaskedIdentity({ ...body, aadhaar: AADHAAR });
    for (const field of ['pan', 'uan', 'pf_member_id', 'esic_ip_number', 'aadhaar', 'bank_account_number'])
      expect(sent).not.toHaveProperty(field);
    // The IFSC is never masked: it is on the form and sent as it stands.
    expect(sent).toMatchObject({
      bank_ifsc: 'HDFC0001234',
      vpf_percentage: 2.5,
      pf_on_full_basic: true,
      overtime_eligible: true,
      job_title: 'Analyst',
    });
  });
});

describe('display', () => {
  it('shows the Aadhaar on file by its last four digits only', () => {
    expect(aadhaarOnFile('1234')).toBe('XXXX XXXX 1234');
    expect(aadhaarShort('1234')).toBe('••••1234');
    expect(aadhaarShort(null)).toBeNull();
  });

  it('shows flags as Yes or No', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', null]);
  });
});
