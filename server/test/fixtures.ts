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
