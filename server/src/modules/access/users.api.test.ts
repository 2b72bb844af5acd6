import { USER_ACTIVITY_LIMIT } from '@hrms/contracts/access';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';

const PASSWORD = 'Passw0rd!x';

describe('users administration', () => {
  let t: TestApp;
  let admin: string;
  let freeEmployeeIds: number[];

  /** Creates a user linked to a free demo employee and gives them roles; returns id and token. */
  async function makeUser(email: string, roles: string[]) {
    const employee_id = freeEmployeeIds.shift();
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Made User', email, password: PASSWORD, password_confirmation: PASSWORD, employee_id },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${id}/assign-roles`,
      payload: { roles },
    });
    expect(assigned.statusCode).toBe(200);
    return { id, token: await t.login(email, PASSWORD) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const free = await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=100' });
    freeEmployeeIds = free.json().data.map((e: { id: number }) => e.id);
  });
  afterAll(() => t.close());

  it('lists users with employee, company and roles, and counts over all matching users', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/users?per_page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 1, last_page: 3, total: 3 });
    expect(body.data).toHaveLength(1);
    expect(body.summary).toEqual({
      total_users: 3,
      active_users: 3,
      with_employee_records: 3,
      super_admins: 1,
    });
    expect(body.data[0]).toMatchObject({
      name: 'Aditi Rao',
      employee: { company: { name: 'Demo Industries' } },
    });
    expect(body.data[0].roles).toEqual([expect.objectContaining({ name: 'super_admin' })]);
  });

  it('filters on the server by search, role and status', async () => {
    const search = await t.as(admin, { method: 'GET', url: '/api/users?search=PRIYA' });
    expect(search.json().data.map((u: { email: string }) => u.email)).toEqual(['employee@demo.test']);
    const byEmail = await t.as(admin, { method: 'GET', url: '/api/users?search=hr@demo' });
    expect(byEmail.json().total).toBe(1);
    const role = await t.as(admin, { method: 'GET', url: '/api/users?role=hr_manager' });
    expect(role.json().data.map((u: { email: string }) => u.email)).toEqual(['hr@demo.test']);
    const inactive = await t.as(admin, { method: 'GET', url: '/api/users?is_active=false' });
    expect(inactive.json()).toMatchObject({ total: 0, summary: { total_users: 0 } });
  });

  it('needs view-users to list and manage-users to create (hr_manager may only look)', async () => {
    const employee = await t.login('employee@demo.test');
    expect((await t.as(employee, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    const hr = await t.login('hr@demo.test');
    expect((await t.as(hr, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    const create = await t.as(hr, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'X', email: 'x@demo.test', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(create.statusCode).toBe(403);
  });

  it('validates a new user with a message per field', async () => {
    const empty = await t.as(admin, { method: 'POST', url: '/api/users', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'A', email: 'not-an-email', password: 'short', password_confirmation: 'other' },
    });
    expect(bad.json().errors).toEqual({
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('refuses a taken email (any case) and an employee who already has an account', async () => {
    const payload = {
      name: 'Dup',
      email: 'HR@Demo.Test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const dupEmail = await t.as(admin, { method: 'POST', url: '/api/users', payload });
    expect(dupEmail.statusCode).toBe(422);
    expect(dupEmail.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const [linked] = await t.database.db.select().from(users).where(eq(users.email, 'hr@demo.test'));
    const dupEmployee = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { ...payload, email: 'fresh@demo.test', employee_id: linked?.employee_id },
    });
    expect(dupEmployee.statusCode).toBe(422);
    expect(dupEmployee.json().errors).toEqual({ employee_id: ['This employee already has a user account.'] });

    const noSuchEmployee = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { ...payload, email: 'fresh@demo.test', employee_id: 99999 },
    });
    expect(noSuchEmployee.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
  });

  it('creates a user linked to an employee, who then drops out of the without_user picker', async () => {
    const employeeId = freeEmployeeIds[0];
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Vikram Iyer',
        email: 'vikram@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: employeeId,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'User created successfully',
      user: { email: 'vikram@demo.test', is_active: true, employee: { id: employeeId }, roles: [] },
    });
    freeEmployeeIds.shift();
    const picker = await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=100' });
    expect(picker.json().data.map((e: { id: number }) => e.id)).not.toContain(employeeId);
  });

  it('shows a user with roles, effective permissions and last sign-in', async () => {
    const [hr] = await t.database.db.select().from(users).where(eq(users.email, 'hr@demo.test'));
    await t.login('hr@demo.test');
    const res = await t.as(admin, { method: 'GET', url: `/api/users/${hr?.id}` });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['hr_manager']);
    expect(user.permissions).toContain('approve-payroll');
    expect(user.permissions).not.toContain('manage-roles');
    expect(Date.parse(user.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.as(admin, { method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
  });

  it('shows a user’s latest actions and sign-ins; the actions only to those who may read the audit trail', async () => {
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'Demo@12345' },
        remoteAddress: '203.0.113.7',
        headers: { 'user-agent': 'ActivityTest/1.0' },
      });
    const hrSignIn = await signIn('hr@demo.test');
    expect(hrSignIn.statusCode).toBe(200);
    const hr = hrSignIn.json().token as string;
    const hrId = hrSignIn.json().user.id as number;
    const adminId = (await t.as(admin, { method: 'GET', url: '/api/me' })).json().user.id as number;
    const role = await t.as(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'activity_probe' },
    });
    expect(role.statusCode).toBe(201);

    const mine = await t.as(admin, { method: 'GET', url: `/api/users/${adminId}/activity` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().actions[0]).toMatchObject({
      action: 'role.created',
      entity_type: 'role',
      entity_id: role.json().role.id,
      summary: 'Created role activity_probe',
    });
    expect(mine.json().actions[0]).not.toHaveProperty('changes');
    expect(mine.json().sign_ins.length).toBeGreaterThan(0);

    // HR may see users (view-users) but not the audit trail: sign-ins only.
    const asHr = await t.as(hr, { method: 'GET', url: `/api/users/${adminId}/activity` });
    expect(asHr.statusCode).toBe(200);
    expect(asHr.json().actions).toBeNull();
    const own = await t.as(hr, { method: 'GET', url: `/api/users/${hrId}/activity` });
    expect(own.json().sign_ins[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ip: '203.0.113.7',
      user_agent: 'ActivityTest/1.0',
    });

    // The latest 20 sign-ins, newest first.
    for (let i = 0; i < 21; i++) expect((await signIn('employee@demo.test')).statusCode).toBe(200);
    const employee = await t.login('employee@demo.test');
    const employeeId = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.id as number;
    const many = (await t.as(admin, { method: 'GET', url: `/api/users/${employeeId}/activity` })).json();
    expect(many.sign_ins).toHaveLength(USER_ACTIVITY_LIMIT);
    expect(many.sign_ins[0].ip).not.toBe('203.0.113.7');
    const times = many.sign_ins.map((s: { at: string }) => s.at);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await t.as(employee, { method: 'GET', url: `/api/users/${adminId}/activity` })).statusCode).toBe(
      403,
    );
    expect((await t.as(admin, { method: 'GET', url: '/api/users/999999/activity' })).statusCode).toBe(404);
  });

  it('assigns roles by id (numbers or strings) or by name, replacing the old ones', async () => {
    const { id } = await makeUser('roles@demo.test', ['employee']);
    const roles = (await t.as(admin, { method: 'GET', url: '/api/roles?per_page=100' })).json().data as {
      id: number;
      name: string;
    }[];
    const hrRole = roles.find((r) => r.name === 'hr_manager');
    const byId = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${id}/assign-roles`,
      payload: { roles: [String(hrRole?.id)] },
    });
    expect(byId.json().user.roles.map((r: { name: string }) => r.name)).toEqual(['hr_manager']);
    expect(byId.json().message).toBe('User roles updated successfully!');
    const byName = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${id}/assign-roles`,
      payload: { roles: ['employee', 'admin'] },
    });
    expect(byName.json().user.roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'employee']);
    const unknown = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${id}/assign-roles`,
      payload: { roles: ['wizard'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ roles: ['Unknown role: wizard'] });
  });

  it('lets only a super admin grant super_admin or touch a super admin account', async () => {
    const companyAdmin = await makeUser('company-admin@demo.test', ['admin']);
    const target = await makeUser('target@demo.test', ['employee']);
    const grant = await t.as(companyAdmin.token, {
      method: 'POST',
      url: `/api/users/${target.id}/assign-roles`,
      payload: { roles: ['super_admin'] },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('Only a super admin can grant the super_admin role');

    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const toggleRoot = await t.as(companyAdmin.token, {
      method: 'PATCH',
      url: `/api/users/${root?.id}/toggle-status`,
    });
    expect(toggleRoot.statusCode).toBe(403);
  });

  it('keeps at least one active super admin', async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const demote = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${root?.id}/assign-roles`,
      payload: { roles: ['admin'] },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('At least one active super admin must remain');
  });

  it('refuses to let a user deactivate or delete themselves', async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const toggle = await t.as(admin, { method: 'PATCH', url: `/api/users/${root?.id}/toggle-status` });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().message).toBe('You cannot deactivate your own account');
    const del = await t.as(admin, { method: 'DELETE', url: `/api/users/${root?.id}` });
    expect(del.statusCode).toBe(409);
  });

  it('deactivation ends the user’s sessions at once; activation lets them sign in again', async () => {
    const { id, token } = await makeUser('toggle@demo.test', ['employee']);
    const off = await t.as(admin, { method: 'PATCH', url: `/api/users/${id}/toggle-status` });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'User deactivated successfully',
      user: { is_active: false },
    });
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'toggle@demo.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const on = await t.as(admin, { method: 'PATCH', url: `/api/users/${id}/toggle-status` });
    expect(on.json().user.is_active).toBe(true);
    expect(await t.login('toggle@demo.test', PASSWORD)).toBeTruthy();
  });

  it('applies a role’s lost permission on the holder’s very next request', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'auditor', permissions: ['view-users'] },
    });
    const roleId = created.json().role.id;
    const { token } = await makeUser('auditor@demo.test', ['auditor']);
    expect((await t.as(token, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    await t.as(admin, {
      method: 'POST',
      url: `/api/roles/${roleId}/assign-permissions`,
      payload: { permissions: ['view-dashboard'] },
    });
    expect((await t.as(token, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
  });

  it('updates a user, and a new password ends their sessions', async () => {
    const { id, token } = await makeUser('update@demo.test', ['employee']);
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: {
        name: 'Renamed',
        email: 'Updated@Demo.test',
        password: 'N3wPassword!',
        password_confirmation: 'N3wPassword!',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Renamed', email: 'updated@demo.test' });
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(await t.login('updated@demo.test', 'N3wPassword!')).toBeTruthy();
  });

  it('deletes a user', async () => {
    const { id } = await makeUser('delete@demo.test', ['employee']);
    const res = await t.as(admin, { method: 'DELETE', url: `/api/users/${id}` });
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    expect((await t.as(admin, { method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(404);
  });

  it('hides users of another company from a company admin (404, not 403)', async () => {
    const [other] = await t.database.db
      .insert(companies)
      .values({
        name: 'Other Co',
        legal_name: 'Other Co Pvt Ltd',
        registration_number: 'R2',
        tax_id: 'T2',
        country_id: 1,
        email: 'o@other.test',
        phone: '1',
        address_line1: 'x',
        city: 'Pune',
        state: 'Maharashtra',
        postal_code: '411001',
        address_country: 'India',
      })
      .returning();
    const [stranger] = await t.database.db
      .insert(employees)
      .values({
        employee_id: 'OTH0001',
        first_name: 'Out',
        last_name: 'Sider',
        email: 'outsider@other.test',
        company_id: other?.id ?? 0,
        hire_date: '2024-01-01',
      })
      .returning();
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Out Sider',
        email: 'outsider@other.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: stranger?.id,
      },
    });
    const strangerUserId = created.json().user.id;
    const companyAdmin = await makeUser('scoped-admin@demo.test', ['admin']);
    expect(
      (await t.as(companyAdmin.token, { method: 'GET', url: `/api/users/${strangerUserId}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(companyAdmin.token, { method: 'GET', url: `/api/users/${strangerUserId}/activity` }))
        .statusCode,
    ).toBe(404);
    const list = await t.as(companyAdmin.token, { method: 'GET', url: '/api/users?per_page=100' });
    expect(list.json().data.map((u: { id: number }) => u.id)).not.toContain(strangerUserId);
    const link = await t.as(companyAdmin.token, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'N',
        email: 'n@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: stranger?.id,
      },
    });
    expect(link.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
  });
});
