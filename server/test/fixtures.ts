import { addDays, todayIn } from '../src/platform/dates';
import type { TestApp } from './test-app';

/** Valid create payloads; tests override what they are about. */
export const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Tools',
  legal_name: 'Acme Tools Private Limited',
  registration_number: 'U29100PN2019PTC000001',
  tax_id: 'AAACA0001A',
  country_id: 1,
  email: 'hello@acme.test',
  phone: '+91 20 4000 0000',
  website: 'https://acme.test',
  address: {
    line1: '1 Industrial Estate',
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411001',
    country: 'India',
  },
  ...overrides,
});

export const branchPayload = (companyId: number, overrides: Record<string, unknown> = {}) => ({
  company_id: companyId,
  name: 'Pune Plant',
  code: 'pun',
  email: 'pune@acme.test',
  phone: '+91 20 4000 0001',
  address: {
    street: '2 MIDC Road',
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411019',
    country: 'India',
  },
  ...overrides,
});

/** A careers application's form fields (a resume goes beside them). */
export const applicantPayload = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Kapoor',
  email: 'asha.kapoor@example.com',
  phone: '+91 98200 12345',
  cover_letter: 'I build reliable services.',
  ...overrides,
});

/** POSTs as the given token and returns the created record, failing loudly otherwise. */
export async function create<T = Record<string, unknown> & { id: number }>(
  t: TestApp,
  token: string,
  url: string,
  payload: unknown,
  key: string,
): Promise<T> {
  const res = await t.as(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
  if (res.statusCode !== 201) throw new Error(`POST ${url} → ${res.statusCode} ${res.body}`);
  return res.json()[key] as T;
}

/** A second company (Acme Tools) with one department, for tests of what stays within a company. */
export async function createCompanyWithDepartment(t: TestApp, token: string) {
  const company = await create(t, token, '/api/companies', companyPayload(), 'company');
  const department = await create(
    t,
    token,
    '/api/departments',
    { company_id: company.id, name: 'Tooling', code: 'TOOL' },
    'department',
  );
  return { company, department };
}

/** A draft job posting (Tool Designer, open ten more days) in the given department. */
export function createToolDesignerPosting(t: TestApp, token: string, departmentId: number) {
  return create<{ id: number; slug: string }>(
    t,
    token,
    '/api/job-postings',
    {
      title: 'Tool Designer',
      description: 'Design tools.',
      requirements: 'CAD.',
      location: 'Pune',
      application_deadline: addDays(todayIn(), 10),
      department_id: departmentId,
    },
    'job_posting',
  );
}
