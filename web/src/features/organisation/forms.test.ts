import type { Branch, Company, Department, Team } from '@hrms/contracts/organisation';
import { IDENTITY_MESSAGES } from '@hrms/contracts/statutory';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { branchForm, branchFormValues, emptyBranch } from './branchForm';
import {
  companyEditRequest,
  companyForm,
  companyFormValues,
  EMPTY_COMPANY,
  regimeLabel,
  taxRegimeOptions,
} from './companyForm';
import { departmentForm, departmentFormValues, emptyDepartment } from './departmentForm';
import { emptyTeam, teamCreateForm, teamEditForm, teamFormValues } from './teamForm';

beforeAll(() => installValidationMessages());

/** The first message per field, as the form shows them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const company = {
  ...EMPTY_COMPANY,
  name: ' Acme ',
  legal_name: 'Acme Private Limited',
  registration_number: 'U1',
  tax_id: 'AAACA1234F',
  country_id: '1',
  email: 'hello@acme.test',
  phone: '+91 22 1234 5678',
  address: {
    line1: '1 Road',
    line2: ' ',
    city: 'Pune',
    state: 'MH',
    postal_code: '411001',
    country: 'India',
  },
};

const noStatutory = {
  tan: null,
  pan: null,
  pf_establishment_code: null,
  esic_employer_code: null,
  salary_account_number: null,
  salary_account_ifsc: null,
  bank_corporate_id: null,
};

/** A saved company as the API answers it. */
function savedCompany(overrides: Partial<Company> = {}): Company {
  return {
    ...companyForm.parse(company),
    id: 3,
    country: { id: 1, name: 'India' },
    default_tax_regime_id: 2,
    default_tax_regime: {
      id: 2,
      name: 'Old Tax Regime FY 2025-26',
      financial_year: '2025-26',
      is_active: true,
    },
    status: 'suspended',
    address: { ...company.address, state: 'Maharashtra', line2: null },
    state_code: 'MH',
    statutory_masked: false,
    branches_count: 0,
    departments_count: 0,
    employees_count: 0,
    created_at: '',
    updated_at: '',
    ...overrides,
  } as Company;
}

describe('companyForm', () => {
  it('turns the inputs into the request body', () => {
    expect(companyForm.parse(company)).toEqual({
      ...company,
      ...noStatutory,
      name: 'Acme',
      country_id: 1,
      default_tax_regime_id: null,
      website: null,
      status: 'active',
      address: { ...company.address, line2: null },
    });
    expect(companyForm.parse({ ...company, website: 'https://acme.test' }).website).toBe('https://acme.test');
  });

  it('names every missing required field', () => {
    expect(messages(companyForm, EMPTY_COMPANY)).toEqual({
      name: 'The name field is required.',
      legal_name: 'The legal name field is required.',
      registration_number: 'The registration number field is required.',
      tax_id: 'The tax ID field is required.',
      country_id: 'The country field is required.',
      email: 'The email field is required.',
      phone: 'The phone field is required.',
      'address.line1': 'The address line 1 field is required.',
      'address.city': 'The city field is required.',
      'address.state': 'The state field is required.',
      'address.postal_code': 'The postal code field is required.',
      'address.country': 'The address country field is required.',
    });
  });

  it('checks the email and website formats', () => {
    expect(messages(companyForm, { ...company, email: 'nope', website: 'not a url' })).toEqual({
      email: 'The email must be a valid email address.',
      website: 'The website must be a valid URL.',
    });
  });

  it('fills the form from a company, the state by its code', () => {
    const values = companyFormValues(savedCompany());
    expect(values).toMatchObject({
      name: 'Acme',
      country_id: '1',
      website: '',
      status: 'suspended',
      tan: '',
    });
    expect(values.address).toMatchObject({ line2: '', state: 'MH' });
    expect(companyForm.parse(values)).toMatchObject({ country_id: 1, status: 'suspended' });
  });

  it('leaves a state that is not on the list unchosen, so it must be chosen', () => {
    const values = companyFormValues(
      savedCompany({ state_code: null, address: { ...savedCompany().address, state: 'Bombay' } }),
    );
    expect(values.address.state).toBe('');
    expect(messages(companyForm, values)).toEqual({ 'address.state': 'The state field is required.' });
  });

  it('normalises the statutory numbers and answers bad ones with the contract’s messages', () => {
    expect(
      companyForm.parse({
        ...company,
        tan: 'muma12345b',
        pan: 'aaaca1234f',
        pf_establishment_code: 'mhban0000064000',
        esic_employer_code: '3100 0123 4500 0099 9',
        salary_account_number: '0012 3456 7890',
        salary_account_ifsc: 'hdfc0001234',
        bank_corporate_id: ' ACME01 ',
      }),
    ).toMatchObject({
      tan: 'MUMA12345B',
      pan: 'AAACA1234F',
      pf_establishment_code: 'MHBAN0000064000',
      esic_employer_code: '31000123450000999',
      salary_account_number: '001234567890',
      salary_account_ifsc: 'HDFC0001234',
      bank_corporate_id: 'ACME01',
    });
    expect(
      messages(companyForm, {
        ...company,
        tan: 'MUM12345B',
        pan: '1234',
        pf_establishment_code: 'MH1',
        esic_employer_code: '123',
        salary_account_number: '12',
        salary_account_ifsc: 'HDFC1234567',
      }),
    ).toEqual({
      tan: IDENTITY_MESSAGES.tan,
      pan: IDENTITY_MESSAGES.pan,
      pf_establishment_code: IDENTITY_MESSAGES.pf_establishment_code,
      esic_employer_code: IDENTITY_MESSAGES.esic_employer_code,
      salary_account_number: IDENTITY_MESSAGES.bank_account_number,
      salary_account_ifsc: IDENTITY_MESSAGES.bank_ifsc,
    });
  });

  it('sends the chosen default tax regime as a number, none as null, and starts an edit on the saved one', () => {
    expect(companyForm.parse(company).default_tax_regime_id).toBeNull();
    expect(companyForm.parse({ ...company, default_tax_regime_id: '4' }).default_tax_regime_id).toBe(4);
    const values = companyFormValues(savedCompany());
    expect(values.default_tax_regime_id).toBe('2');
    expect(
      companyEditRequest(companyForm.parse({ ...values, default_tax_regime_id: '' }), savedCompany()),
    ).toMatchObject({
      default_tax_regime_id: null,
    });
  });

  it('offers the country’s active regimes, and keeps the company’s own once deactivated', () => {
    const active = [
      { id: 1, name: 'New Tax Regime (Section 115BAC) FY 2025-26', financial_year: '2025-26' },
      { id: 5, name: 'Custom scheme', financial_year: '2026-27' },
    ];
    expect(taxRegimeOptions(active, null, '1', undefined)).toEqual([
      { value: '1', label: 'New Tax Regime (Section 115BAC) FY 2025-26' },
      { value: '5', label: 'Custom scheme (FY 2026-27)' },
    ]);
    const retired = { id: 9, name: 'Retired', financial_year: '2024-25', is_active: false };
    expect(taxRegimeOptions(active, retired, '1', 1).at(-1)).toEqual({
      value: '9',
      label: 'Retired (FY 2024-25) (inactive)',
    });
    // Another country chosen: the old country's regime is not offered.
    expect(taxRegimeOptions([], retired, '2', 1)).toEqual([]);
    expect(regimeLabel({ name: 'Old Tax Regime FY 2025-26', financial_year: '2025-26' })).toBe(
      'Old Tax Regime FY 2025-26',
    );
  });

  it('never sends a salary account the viewer sees masked', () => {
    const body = companyForm.parse({ ...company, salary_account_number: '001234567890' });
    expect(companyEditRequest(body, savedCompany())).toMatchObject({ salary_account_number: '001234567890' });
    const masked = savedCompany({ statutory_masked: true, salary_account_number: 'XXXXXXXX7890' });
    expect(companyFormValues(masked).salary_account_number).toBe('');
    const sent = companyEditRequest(companyForm.parse(companyFormValues(masked)), masked);
    expect(sent).not.toHaveProperty('salary_account_number');
    expect(sent.default_tax_regime_id).toBe(2);
  });
});

describe('branchForm', () => {
  const branch = {
    ...emptyBranch('2'),
    name: 'Pune Office',
    code: 'pun',
    email: 'pune@acme.test',
    phone: '020 1234',
    address: { street: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'India' },
  };

  it('sends numbers for the company and manager, the code upper-cased', () => {
    expect(branchForm.parse(branch)).toMatchObject({ company_id: 2, code: 'PUN', manager_id: null });
    expect(branchForm.parse({ ...branch, manager_id: '7' }).manager_id).toBe(7);
  });

  it('starts with the labour welfare fund applying; sends an empty PT registration as none', () => {
    expect(emptyBranch().lwf_applicable).toBe(true);
    expect(branchForm.parse(branch)).toMatchObject({ pt_registration_number: null, lwf_applicable: true });
    expect(
      branchForm.parse({ ...branch, pt_registration_number: ' PT/27/1234 ', lwf_applicable: false }),
    ).toMatchObject({ pt_registration_number: 'PT/27/1234', lwf_applicable: false });
    expect(messages(branchForm, { ...branch, pt_registration_number: '9'.repeat(31) })).toEqual({
      pt_registration_number: 'The PT registration number may not be greater than 30 characters.',
    });
  });

  it('requires the company, name, code, contact and address', () => {
    expect(Object.keys(messages(branchForm, emptyBranch())).sort()).toEqual(
      [
        'address.city',
        'address.country',
        'address.postal_code',
        'address.state',
        'address.street',
        'code',
        'company_id',
        'email',
        'name',
        'phone',
      ].sort(),
    );
    expect(messages(branchForm, { ...branch, code: 'X'.repeat(21) })).toEqual({
      code: 'The code may not be greater than 20 characters.',
    });
  });

  it('fills the form from a branch, the state by its code and none when it is not on the list', () => {
    const saved = {
      ...branchForm.parse({ ...branch, manager_id: '7', lwf_applicable: false }),
      id: 1,
      company: { id: 2, name: 'Acme' },
      manager: { id: 7, name: 'M', email: 'm@x' },
      status: 'closed',
      address: { ...branch.address, state: 'Maharashtra' },
      state_code: 'MH',
      departments_count: 0,
      employees_count: 0,
      created_at: '',
      updated_at: '',
    } as Branch;
    expect(branchFormValues(saved)).toMatchObject({
      company_id: '2',
      manager_id: '7',
      code: 'PUN',
      status: 'closed',
      address: { state: 'MH' },
      pt_registration_number: '',
      lwf_applicable: false,
    });
    expect(branchFormValues({ ...saved, state_code: null }).address.state).toBe('');
  });
});

describe('departmentForm', () => {
  it('sends null for empty optional ids and description, the code trimmed and upper-cased', () => {
    expect(departmentForm.parse({ ...emptyDepartment('1'), name: ' Audit ', code: ' aud ' })).toEqual({
      company_id: 1,
      branch_id: null,
      parent_department_id: null,
      name: 'Audit',
      code: 'AUD',
      description: null,
      head_of_department_id: null,
      status: 'active',
    });
    expect(
      departmentForm.parse({
        ...emptyDepartment('1'),
        name: 'Audit',
        code: 'AUD',
        branch_id: '2',
        parent_department_id: '3',
        head_of_department_id: '4',
        description: ' Checks ',
      }),
    ).toMatchObject({
      branch_id: 2,
      parent_department_id: 3,
      head_of_department_id: 4,
      description: 'Checks',
    });
  });

  it('requires company, name and code of at most 20 characters', () => {
    expect(messages(departmentForm, emptyDepartment())).toEqual({
      company_id: 'The company field is required.',
      name: 'The name field is required.',
      code: 'The code field is required.',
    });
    expect(messages(departmentForm, { ...emptyDepartment('1'), name: 'A', code: 'C'.repeat(21) })).toEqual({
      code: 'The code may not be greater than 20 characters.',
    });
  });

  it('fills the form from a department', () => {
    const values = departmentFormValues({
      id: 5,
      company_id: 1,
      company: { id: 1, name: 'Acme' },
      branch_id: null,
      branch: null,
      parent_department_id: 3,
      parent_department: { id: 3, name: 'HR' },
      name: 'Payroll',
      code: 'PAY',
      description: null,
      head_of_department_id: 9,
      head_of_department: null,
      status: 'inactive',
      teams_count: 0,
      employees_count: 0,
      created_at: '',
      updated_at: '',
    } satisfies Department);
    expect(values).toEqual({
      company_id: '1',
      branch_id: '',
      parent_department_id: '3',
      name: 'Payroll',
      code: 'PAY',
      description: '',
      head_of_department_id: '9',
      status: 'inactive',
    });
  });
});

describe('team forms', () => {
  it('create needs department, name and code; sends the lead as a number or null', () => {
    expect(messages(teamCreateForm, emptyTeam())).toEqual({
      department_id: 'The department field is required.',
      name: 'The name field is required.',
      code: 'The code field is required.',
    });
    expect(teamCreateForm.parse({ ...emptyTeam('4'), name: 'Audit', code: 'fin-aud' })).toEqual({
      department_id: 4,
      name: 'Audit',
      code: 'FIN-AUD',
      description: null,
      team_lead_id: null,
    });
    expect(
      teamCreateForm.parse({ ...emptyTeam('4'), name: 'A', code: 'A', team_lead_id: '11' }).team_lead_id,
    ).toBe(11);
  });

  it('edit needs name and department; code and description become null when empty', () => {
    expect(messages(teamEditForm, emptyTeam())).toEqual({
      department_id: 'The department field is required.',
      name: 'The name field is required.',
    });
    expect(
      teamEditForm.parse({
        ...emptyTeam('4'),
        name: ' Audit ',
        code: ' ',
        description: ' ',
        status: 'inactive',
      }),
    ).toEqual({ department_id: 4, name: 'Audit', code: null, description: null, status: 'inactive' });
  });

  it('fills the form from a team; a disbanded status is not offered', () => {
    const team = {
      id: 1,
      name: 'Audit',
      code: null,
      description: 'Checks',
      department_id: 4,
      department: { id: 4, name: 'Finance', company: { id: 1, name: 'Acme' } },
      status: 'disbanded',
      team_lead_id: 11,
      team_lead: null,
      members_count: 0,
      created_at: '',
      updated_at: '',
    } satisfies Team;
    expect(teamFormValues(team)).toEqual({
      department_id: '4',
      name: 'Audit',
      code: '',
      description: 'Checks',
      team_lead_id: '11',
      status: 'active',
    });
    expect(teamFormValues({ ...team, status: 'inactive' }).status).toBe('inactive');
  });
});
