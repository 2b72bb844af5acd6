import { expect } from 'vitest';
import type { TestApp } from './test-app';

export const ACCOUNT_PASSWORD = 'Accounts-Pass-2026';

/**
 * A sign-in for an employee record that has none, made by a super admin (`adminToken`) as the screens make
 * one, named `name` (the e-mail unless told) and holding `roles` (the employee role unless told). Answers
 * the new user's session token.
 */
export async function signInFor(
  t: TestApp,
  adminToken: string,
  employeeId: number,
  email: string,
  { name = email, roles = ['employee'] }: { name?: string; roles?: string[] } = {},
): Promise<string> {
  const made = await t.as(adminToken, {
    method: 'POST',
    url: '/api/users',
    payload: {
      name,
      email,
      password: ACCOUNT_PASSWORD,
      password_confirmation: ACCOUNT_PASSWORD,
      employee_id: employeeId,
    },
  });
  if (made.statusCode !== 201)
    throw new Error(`user for employee ${employeeId}: ${made.statusCode} ${made.body}`);
  const assigned = await t.as(adminToken, {
    method: 'POST',
    url: `/api/users/${made.json().user.id}/assign-roles`,
    payload: { roles },
  });
  if (assigned.statusCode !== 200) throw new Error(`roles ${assigned.statusCode} ${assigned.body}`);
  return t.login(email, ACCOUNT_PASSWORD);
}

// biome-ignore lint/suspicious/noExplicitAny: employee JSON is read loosely in tests
type Json = Record<string, any>;

/**
 * A new employee of the demo company's first department, hired on `hire_date`, made by `adminToken`: their
 * e-mail is `<first name>.<last name>@demo.test` in lower case. Answers the employee as the API returns it.
 */
export async function hireEmployee(
  t: TestApp,
  adminToken: string,
  p: { first_name: string; last_name: string; hire_date: string; manager_id?: number | null },
): Promise<Json> {
  const res = await t.as(adminToken, {
    method: 'POST',
    url: '/api/employees',
    payload: {
      first_name: p.first_name,
      last_name: p.last_name,
      email: `${p.first_name}.${p.last_name}@demo.test`.toLowerCase(),
      company_id: 1,
      department_id: 1,
      hire_date: p.hire_date,
      manager_id: p.manager_id ?? null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().employee as Json;
}

/** A sign-in for an employee made by hireEmployee: `<first name>.account@demo.test`, named as the employee. */
export const accountFor = (t: TestApp, adminToken: string, person: Json) =>
  signInFor(t, adminToken, person.id, `${String(person.first_name).toLowerCase()}.account@demo.test`, {
    name: `${person.first_name} ${person.last_name}`,
  });
