import type { ImportMode, ImportType } from '@hrms/contracts/imports';
import type { Permission } from '@hrms/contracts/permissions';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import { multipartForm } from './multipart';
import type { TestApp } from './test-app';

/** A row of a file: its cells by column header (a cell a row leaves out is blank). */
export type Cells = Record<string, string>;

/** A CSV of `rows` in the columns `header`. */
export const csvOf = (header: readonly string[], rows: readonly Cells[]) =>
  Buffer.from(stringify([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]));

/**
 * The imports API as one type's tests call it: upload and validate a file, commit it, read a URL — as the
 * user `session()` names, read at each call (the app and token are made in beforeAll).
 */
export function importCalls(type: ImportType, session: () => { t: TestApp; token: string }) {
  const as = (token: string | undefined) => token ?? session().token;
  const upload = (name: string, data: Buffer, token?: string) =>
    session().t.as(as(token), {
      method: 'POST',
      url: '/api/imports',
      ...multipartForm({ type }, { field: 'file', name, data, type: 'text/csv' }),
    });
  const validated = async (name: string, data: Buffer, token?: string) => {
    const res = await upload(name, data, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().import;
  };
  const commit = (id: number, mode?: ImportMode, token?: string) =>
    session().t.as(as(token), {
      method: 'POST',
      url: `/api/imports/${id}/commit`,
      payload: mode ? { mode } : {},
    });
  const committed = async (id: number, mode?: ImportMode, token?: string) => {
    const res = await commit(id, mode, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().import;
  };
  const get = async (url: string, token?: string) => {
    const res = await session().t.as(as(token), { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  return { upload, validated, commit, committed, get };
}

/**
 * Signs in a new user (of an employee, if given) whose one role holds only `permissions` (made by the admin
 * `token`): to show what an import needs besides import-data.
 */
export async function userWith(
  t: TestApp,
  token: string,
  name: string,
  permissions: Permission[],
  user: { employee_id?: number } = {},
) {
  const role = await t.as(token, { method: 'POST', url: '/api/roles', payload: { name } });
  expect(role.statusCode, role.body).toBe(201);
  const granted = await t.as(token, {
    method: 'POST',
    url: `/api/roles/${role.json().role.id}/assign-permissions`,
    payload: { permissions },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  const password = 'Importer@12345';
  const email = `${name.replaceAll('_', '.')}@demo.test`;
  const made = await t.as(token, {
    method: 'POST',
    url: '/api/users',
    payload: { name, email, password, password_confirmation: password, ...user },
  });
  expect(made.statusCode, made.body).toBe(201);
  const assigned = await t.as(token, {
    method: 'POST',
    url: `/api/users/${made.json().user.id}/assign-roles`,
    payload: { roles: [name] },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return t.login(email, password);
}
