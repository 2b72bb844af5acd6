import { BUILT_IN_ROLES } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Role = { id: number; name: string; permissions_count: number; users_count: number };

describe('roles administration', () => {
  let t: TestApp;
  let admin: string;
  const roleId = async (name: string) => {
    const list = await t.as(admin, { method: 'GET', url: `/api/roles?per_page=100` });
    return (list.json().data as Role[]).find((r) => r.name === name)?.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('lists roles with their permissions, holder counts and a summary', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.per_page).toBe(15);
    expect(body.data.map((r: Role) => r.name)).toEqual([...BUILT_IN_ROLES]);
    const employee = body.data.find((r: Role) => r.name === 'employee');
    expect(employee).toMatchObject({
      is_system: true,
      guard_name: 'web',
      users_count: 1,
      permissions_count: 6,
    });
    expect(body.summary).toMatchObject({ total_roles: 4, system_roles: 4, custom_roles: 0 });
    expect(body.summary.avg_permissions).toBeGreaterThan(6);
    const search = await t.as(admin, { method: 'GET', url: '/api/roles?search=hr_' });
    expect(search.json().data.map((r: Role) => r.name)).toEqual(['hr_manager']);
  });

  it('validates a new role', async () => {
    const missing = await t.as(admin, { method: 'POST', url: '/api/roles', payload: { name: '  ' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Role name is required'] });
    const taken = await t.as(admin, { method: 'POST', url: '/api/roles', payload: { name: 'HR_Manager' } });
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'payroll_clerk', permissions: ['view-payroll', 'fly'] },
    });
    expect(unknown.json().errors).toEqual({ permissions: ['Unknown permission: fly'] });
  });

  it('creates, renames, re-permissions and deletes a custom role', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: {
        name: 'payroll_clerk',
        description: 'Runs payroll',
        permissions: ['view-payroll', 'process-payroll'],
      },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().role;
    expect(role).toMatchObject({ name: 'payroll_clerk', is_system: false, permissions_count: 2 });

    const renamed = await t.as(admin, {
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      payload: { name: 'payroll_officer', guard_name: 'web' },
    });
    expect(renamed.json().role.name).toBe('payroll_officer');

    const perms = await t.as(admin, {
      method: 'POST',
      url: `/api/roles/${role.id}/assign-permissions`,
      payload: { permissions: ['view-payroll'] },
    });
    expect(perms.json().role.permissions.map((p: { name: string }) => p.name)).toEqual(['view-payroll']);

    const shown = await t.as(admin, { method: 'GET', url: `/api/roles/${role.id}` });
    expect(shown.json().role.permissions_count).toBe(1);

    const deleted = await t.as(admin, { method: 'DELETE', url: `/api/roles/${role.id}` });
    expect(deleted.json()).toEqual({ message: 'Role deleted successfully' });
    expect((await t.as(admin, { method: 'GET', url: `/api/roles/${role.id}` })).statusCode).toBe(404);
  });

  it('refuses to change the guard name', async () => {
    const id = await roleId('employee');
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/roles/${id}`,
      payload: { name: 'employee', guard_name: 'api' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ guard_name: ['The guard name cannot be changed.'] });
  });

  it('refuses with 409 to delete or rename a built-in role', async () => {
    for (const name of BUILT_IN_ROLES) {
      const id = await roleId(name);
      const res = await t.as(admin, { method: 'DELETE', url: `/api/roles/${id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Built-in roles cannot be deleted' });
    }
    const id = await roleId('hr_manager');
    const rename = await t.as(admin, {
      method: 'PUT',
      url: `/api/roles/${id}`,
      payload: { name: 'people_team' },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses to delete a custom role that users still hold', async () => {
    const created = await t.as(admin, { method: 'POST', url: '/api/roles', payload: { name: 'held_role' } });
    const id = created.json().role.id;
    const users = await t.as(admin, { method: 'GET', url: '/api/users?search=priya' });
    await t.as(admin, {
      method: 'POST',
      url: `/api/users/${users.json().data[0].id}/assign-roles`,
      payload: { roles: ['employee', 'held_role'] },
    });
    const res = await t.as(admin, { method: 'DELETE', url: `/api/roles/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This role is assigned to 1 user; remove it from them first');
  });

  it('keeps super_admin holding every permission', async () => {
    const id = await roleId('super_admin');
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/roles/${id}/assign-permissions`,
      payload: { permissions: [] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('needs manage-roles to change roles', async () => {
    const hr = await t.login('hr@demo.test');
    expect((await t.as(hr, { method: 'POST', url: '/api/roles', payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    // HR lists the roles (checklist tasks are owned by roles) but reads none of them whole.
    expect((await t.as(hr, { method: 'GET', url: '/api/roles' })).statusCode).toBe(200);
    expect((await t.as(hr, { method: 'GET', url: '/api/roles/1' })).statusCode).toBe(403);
    const employee = await t.login('employee@demo.test');
    expect((await t.as(employee, { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: '/api/roles/abc' })).statusCode).toBe(422);
  });
});
