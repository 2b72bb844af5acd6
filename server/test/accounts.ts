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
