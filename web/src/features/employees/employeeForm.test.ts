import type { EmployeeDetail } from '@hrms/contracts/employees';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  CREATE_REQUIRED_FIELDS,
  dependentFields,
  type EmployeeFormValues,
  employeeCreateForm,
  employeeFormValues,
  employeeUpdateForm,
  hiredApplication,
  missesRequired,
  newEmployeeValues,
  prefilledEmployeeValues,
  saveFailure,
} from './employeeForm';

beforeAll(() => installValidationMessages());

const filled: EmployeeFormValues = {
  ...newEmployeeValues(1, '2026-03-02'),
  first_name: ' Asha ',
  last_name: 'Verma',
  email: 'asha@demo.test',
  department_id: '4',
};

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
  team_id: 6,
  manager_id: 2,
  hire_date: '2024-04-01',
  date_of_birth: null,
  gender: 'female',
  marital_status: 'married',
  employment_type: 'contract',
  grade: 'M1',
  contract_end_date: null,
  status: 'on_leave',
  notice_date: null,
  last_working_day: null,
  exit_type: null,
  exit_reason: null,
  settlement_due_on: null,
  skill_category: null,
  cost_centre: null,
  company: { id: 1, name: 'Demo Industries' },
  branch: null,
  department: { id: 4, name: 'Finance' },
  team: { id: 6, name: 'Treasury' },
  manager: { id: 2, first_name: 'Rahul', last_name: 'Mehta' },
  user: null,
  pan: 'ABCDE1234F',
  uan: '100200300408',
  pf_name: null,
  pf_member_id: null,
  esic_ip_number: null,
  aadhaar_last4: '9012',
  bank_account_number: '001234567890',
  bank_ifsc: 'HDFC0001234',
  person_with_disability: false,
  epf_joined_on: '2024-04-01',
  eps_member_before: true,
  pf_on_full_basic: false,
  overtime_eligible: true,
  vpf_percentage: 0,
  statutory_masked: false,
  salary_structure: [],
  salary_totals: { total_earnings: 0, total_deductions: 0, net_salary: 0 },
};

describe('create form', () => {
  it('starts with the user’s company, hired today, full time and active', () => {
    expect(newEmployeeValues(3, '2026-03-02')).toMatchObject({
      company_id: '3',
      hire_date: '2026-03-02',
      employment_type: 'full_time',
      contract_end_date: '',
      status: 'active',
      team_id: '',
    });
    expect(newEmployeeValues(null, '2026-03-02').company_id).toBe('');
  });

  it('takes a hired applicant’s details from the navigation state, ignoring anything malformed', () => {
    const base = newEmployeeValues(1, '2026-03-02');
    const state = {
      prefill: {
        first_name: 'Kavya',
        last_name: 'Iyer',
        email: 'kavya@example.in',
        phone: '+91 98200 12345',
        job_title: 'QA Engineer',
        company_id: 1,
        department_id: 4,
        employment_type: 'intern',
        status: 'terminated',
      },
    };
    expect(prefilledEmployeeValues(base, state)).toEqual({
      ...base,
      first_name: 'Kavya',
      last_name: 'Iyer',
      email: 'kavya@example.in',
      phone: '+91 98200 12345',
      job_title: 'QA Engineer',
      department_id: '4',
      employment_type: 'intern',
    });
    expect(
      prefilledEmployeeValues(base, { prefill: { department_id: '4; drop', employment_type: 'boss' } }),
    ).toEqual(base);
    expect(prefilledEmployeeValues(base, null)).toEqual(base);
  });

  it('reads the hired application handed over with the prefill, to send its id with the employee', () => {
    const prefill = {
      first_name: ' Kavya ',
      last_name: 'Iyer',
      job_title: 'QA Engineer',
      job_application_id: 31,
    };
    expect(hiredApplication({ prefill })).toEqual({ id: 31, applicant: 'Kavya Iyer', job: 'QA Engineer' });
    expect(hiredApplication({ prefill: { ...prefill, job_title: '' } })?.job).toBeNull();
    expect(hiredApplication({ prefill: { ...prefill, job_application_id: '31' } })).toBeNull();
    expect(hiredApplication({ prefill: { ...prefill, job_application_id: 0 } })).toBeNull();
    expect(hiredApplication(null)).toBeNull();
  });

  it('needs a fixed-term employee’s contract end, and drops it for any other employment', () => {
    const fixed = { ...filled, employment_type: 'fixed_term', contract_end_date: '' };
    const refused = employeeCreateForm.safeParse(fixed);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contract_end_date', 'A fixed-term employee needs the day the contract ends.'],
    ]);
    expect(employeeCreateForm.parse({ ...fixed, contract_end_date: '2027-03-31' })).toMatchObject({
      employment_type: 'fixed_term',
      contract_end_date: '2027-03-31',
    });
    expect(employeeCreateForm.parse({ ...filled, contract_end_date: '2027-03-31' })).toMatchObject({
      contract_end_date: null,
    });
  });

  it('sends ids as integers and empty choices as null', () => {
    expect(employeeCreateForm.parse(filled)).toEqual({
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@demo.test',
      phone: null,
      job_title: null,
      company_id: 1,
      branch_id: null,
      department_id: 4,
      team_id: null,
      manager_id: null,
      hire_date: '2026-03-02',
      date_of_birth: null,
      gender: null,
      marital_status: null,
      employment_type: 'full_time',
      grade: null,
      contract_end_date: null,
      skill_category: null,
      cost_centre: null,
      status: 'active',
      pan: null,
      uan: null,
      pf_name: null,
      pf_member_id: null,
      esic_ip_number: null,
      bank_account_number: null,
      bank_ifsc: null,
      epf_joined_on: null,
      vpf_percentage: 0,
      person_with_disability: false,
      eps_member_before: false,
      pf_on_full_basic: false,
      overtime_eligible: true,
    });
  });

  it('leaves an empty hire date to the server (today)', () => {
    expect(employeeCreateForm.parse({ ...filled, hire_date: '' }).hire_date).toBeUndefined();
  });

  it('names each missing required field', () => {
    const result = employeeCreateForm.safeParse(newEmployeeValues(null, '2026-03-02'));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      first_name: 'The first name field is required.',
      last_name: 'The last name field is required.',
      email: 'The email field is required.',
      company_id: 'The company field is required.',
      department_id: 'The department field is required.',
    });
  });

  it('checks the email address', () => {
    const result = employeeCreateForm.safeParse({ ...filled, email: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe('The email must be a valid email address.');
  });

  it('knows when a required field is empty (spec: Please fill in all required fields)', () => {
    expect(missesRequired(filled, CREATE_REQUIRED_FIELDS)).toBe(false);
    expect(missesRequired({ ...filled, last_name: '  ' }, CREATE_REQUIRED_FIELDS)).toBe(true);
    expect(missesRequired({ ...filled, department_id: '' }, CREATE_REQUIRED_FIELDS)).toBe(true);
  });

  it('does not let a new employee start terminated', () => {
    expect(employeeCreateForm.safeParse({ ...filled, status: 'terminated' }).success).toBe(false);
  });
});

describe('edit form', () => {
  it('reads the record, ids as strings and missing values as empty', () => {
    expect(employeeFormValues(employee)).toEqual({
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@demo.test',
      phone: '',
      job_title: 'Analyst',
      company_id: '1',
      branch_id: '',
      department_id: '4',
      team_id: '6',
      manager_id: '2',
      hire_date: '2024-04-01',
      date_of_birth: '',
      gender: 'female',
      marital_status: 'married',
      employment_type: 'contract',
      grade: 'M1',
      contract_end_date: '',
      skill_category: '',
      cost_centre: '',
      status: 'on_leave',
      pan: 'ABCDE1234F',
      uan: '100200300408',
      pf_name: '',
      pf_member_id: '',
      esic_ip_number: '',
      aadhaar: '',
      bank_account_number: '001234567890',
      bank_ifsc: 'HDFC0001234',
      epf_joined_on: '2024-04-01',
      vpf_percentage: '0',
      person_with_disability: false,
      eps_member_before: true,
      pf_on_full_basic: false,
      overtime_eligible: true,
    });
  });

  it('falls back to the defaults for unknown stored values', () => {
    const values = employeeFormValues({ ...employee, employment_type: 'hybrid', status: 'x', gender: 'n/a' });
    expect(values).toMatchObject({ employment_type: 'full_time', status: 'active', gender: '' });
  });

  it('round-trips to the update request with empty team and manager as null', () => {
    const body = employeeUpdateForm.parse({ ...employeeFormValues(employee), team_id: '', manager_id: '' });
    expect(body).toMatchObject({ company_id: 1, department_id: 4, team_id: null, manager_id: null });
    expect(body.status).toBe('on_leave');
    expect(body).toMatchObject({ grade: 'M1', marital_status: 'married' });
  });

  it('sends a trimmed grade, a blank grade and marital status as null, and refuses an unknown status', () => {
    const values = employeeFormValues(employee);
    expect(employeeUpdateForm.parse({ ...values, grade: ' L2 ', marital_status: 'single' })).toMatchObject({
      grade: 'L2',
      marital_status: 'single',
    });
    expect(employeeUpdateForm.parse({ ...values, grade: '  ', marital_status: '' })).toMatchObject({
      grade: null,
      marital_status: null,
    });
    const refused = employeeUpdateForm.safeParse({
      ...values,
      marital_status: 'engaged',
      grade: 'G'.repeat(31),
    });
    expect((refused.error?.issues ?? []).map((issue) => issue.path[0])).toEqual(['marital_status', 'grade']);
  });

  it('requires a job title and a hire date', () => {
    const result = employeeUpdateForm.safeParse({
      ...employeeFormValues(employee),
      job_title: ' ',
      hire_date: '',
    });
    const fields = (result.error?.issues ?? []).map((issue) => issue.path[0]);
    expect(fields).toEqual(['job_title', 'hire_date']);
  });
});

describe('dependent fields', () => {
  it('a new company clears branch, department, team and manager; a new department the team', () => {
    expect(dependentFields('company_id')).toEqual(['branch_id', 'department_id', 'team_id', 'manager_id']);
    expect(dependentFields('department_id')).toEqual(['team_id']);
  });
});

describe('saveFailure', () => {
  it('shows nothing when every message sits under a field', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      manager_id: ['This manager reports to the employee, directly or indirectly.'],
    });
    expect(saveFailure(error, 'Failed to update employee')).toBeNull();
  });

  it('shows the messages of fields the form lacks', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      email: ['The email has already been taken.'],
      employee_id: ['Taken.'],
    });
    expect(saveFailure(error, 'Failed to create employee')).toBe('Taken.');
  });

  it('shows the server’s message, else the fallback', () => {
    expect(saveFailure(new ApiError(409, 'Conflict here'), 'Failed to update employee')).toBe(
      'Conflict here',
    );
    expect(saveFailure(new Error('boom'), 'Failed to update employee')).toBe('Failed to update employee');
    expect(saveFailure(null, 'Failed to update employee')).toBeNull();
  });
});
