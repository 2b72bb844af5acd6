import { PERMISSIONS, PLATFORM_PERMISSIONS } from '@hrms/contracts/permissions';
import { BUILT_IN_ROLE_PERMISSIONS } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, sessionFor, setUpCallers } from '../../../test/security';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * The authorization matrix's second half: what a role manager may grant (nobody grants a permission they
 * do not hold; platform-wide ones only a super admin), and the audit trail's company scope. What it closes: a
 * company admin made a role with view-audit-trail, took it, and read every company's salary changes.
 */
describe('grant rule and audit-trail scope', () => {
  let t: TestApp;
  let callers: Caller[];
  const token = new Map<Caller['name'], string>();
  const as = (name: Caller['name'], request: Parameters<TestApp['as']>[1]) =>
    t.as(token.get(name) as string, request);
  const userOf = (name: Caller['name']) => callers.find((c) => c.name === name)?.userId as number;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await setUpCallers(t, await t.login('admin@demo.test'));
    for (const caller of callers) {
      const session = await sessionFor(t, caller);
      if (session) token.set(caller.name, session);
    }
  });
  afterAll(() => t.close());

  it.each(PERMISSIONS.map((p) => [p] as const))(
    'a company admin may grant %s only if they hold it and it is not platform-wide',
    async (permission) => {
      const mayGrant =
        BUILT_IN_ROLE_PERMISSIONS.admin.includes(permission) && !PLATFORM_PERMISSIONS.includes(permission);
      const res = await as('admin', {
        method: 'POST',
        url: '/api/roles',
        payload: { name: `Holder of ${permission}`, permissions: [permission] },
      });
      expect(res.statusCode).toBe(mayGrant ? 201 : 403);
      if (mayGrant) {
        // The role belongs to the admin's company, which is the demo company.
        const me = (await as('admin', { method: 'GET', url: '/api/me' })).json().user;
        expect(res.json().role.company_id).toBe(me.employee.company.id);
      } else {
        expect(res.json().message).toBe(`You cannot grant permissions you do not hold: ${permission}`);
      }
    },
  );

  it('refuses a grant by adding it to an existing role, or by giving someone a role that holds it', async () => {
    const created = await as('admin', {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Payroll clerk', permissions: ['view-payroll'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().role.id;
    const add = await as('admin', {
      method: 'POST',
      url: `/api/roles/${id}/assign-permissions`,
      payload: { permissions: ['view-payroll', 'view-audit-trail'] },
    });
    expect(add.statusCode).toBe(403);
    // A super admin's role holding the audit trail cannot be handed on by the company admin.
    const auditors = await as('super_admin', {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Auditor', permissions: ['view-audit-trail'], company_id: null },
    });
    expect(auditors.statusCode).toBe(201);
    const adminId = userOf('admin');
    const selfGrant = await as('admin', {
      method: 'POST',
      url: `/api/users/${adminId}/assign-roles`,
      payload: { roles: ['admin', 'Auditor'] },
    });
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().message).toBe('You cannot grant permissions you do not hold: view-audit-trail');
    // Nor can they change a role every company shares.
    const builtIn = (await as('admin', { method: 'GET', url: '/api/roles?search=hr_manager' })).json()
      .data[0];
    const shared = await as('admin', {
      method: 'POST',
      url: `/api/roles/${builtIn.id}/assign-permissions`,
      payload: { permissions: ['view-dashboard'] },
    });
    expect(shared.statusCode).toBe(403);
    // Removing what they cannot grant is no grant: a role keeps or loses it freely.
    const removed = await as('admin', {
      method: 'POST',
      url: `/api/roles/${id}/assign-permissions`,
      payload: { permissions: [] },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('keeps each company’s roles to itself', async () => {
    const companyOf = async (name: Caller['name']) =>
      (await as(name, { method: 'GET', url: '/api/me' })).json().user.employee.company.id as number;
    const outsiderRole = await as('super_admin', {
      method: 'POST',
      url: '/api/roles',
      payload: {
        name: 'Outside clerk',
        permissions: ['view-payroll'],
        company_id: await companyOf('another company’s hr_manager'),
      },
    });
    expect(outsiderRole.statusCode).toBe(201);
    const own = await as('admin', {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Demo clerk', permissions: ['view-payroll'] },
    });
    const ownId = own.json().role.id;
    // The demo admin's list holds its company's roles and the global ones, never another company's.
    const listed = (await as('admin', { method: 'GET', url: '/api/roles?per_page=100' })).json()
      .data as Json[];
    const demo = await companyOf('admin');
    expect(listed.every((r) => r.company_id === null || r.company_id === demo)).toBe(true);
    expect(listed.map((r) => r.id)).toContain(ownId);
    const foreignRead = await as('admin', {
      method: 'GET',
      url: `/api/roles/${outsiderRole.json().role.id}`,
    });
    expect(foreignRead.statusCode).toBe(404);
    // A custom role cannot take a built-in role's name (the checks know built-in roles by name).
    const impostor = await as('admin', {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Super_Admin', permissions: [] },
    });
    expect(impostor.statusCode).toBe(422);
    expect(impostor.json().errors.name).toEqual(['The name has already been taken.']);
    // And a company role is held only by that company's people.
    const olga = userOf('another company’s hr_manager');
    const foreign = await as('super_admin', {
      method: 'POST',
      url: `/api/users/${olga}/assign-roles`,
      payload: { roles: [ownId] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.roles).toEqual([`Unknown role: ${ownId}`]);
  });

  it('shows each company only its own audit events; a super admin sees them all', async () => {
    // The super admin gives an auditor role of each company to the demo admin and to the other company's HR.
    const auditorRole = async (companyOf: Caller['name']) => {
      const me = (await as(companyOf, { method: 'GET', url: '/api/me' })).json().user;
      const res = await as('super_admin', {
        method: 'POST',
        url: '/api/roles',
        payload: {
          name: `Auditor ${me.employee.company.id}`,
          permissions: ['view-audit-trail'],
          company_id: me.employee.company.id,
        },
      });
      expect(res.statusCode).toBe(201);
      const roles = [...(companyOf === 'admin' ? ['admin'] : ['hr_manager']), res.json().role.id];
      const assigned = await as('super_admin', {
        method: 'POST',
        url: `/api/users/${userOf(companyOf)}/assign-roles`,
        payload: { roles },
      });
      expect(assigned.statusCode).toBe(200);
      return me.employee.company.id as number;
    };
    const demo = await auditorRole('admin');
    const outside = await auditorRole('another company’s hr_manager');

    const read = async (name: Caller['name']) => {
      const res = await as(name, { method: 'GET', url: '/api/audit-events?per_page=100' });
      expect(res.statusCode).toBe(200);
      return { events: res.json().data as Json[], total: res.json().total as number };
    };
    const demoView = await read('admin');
    const outsideView = await read('another company’s hr_manager');
    const everything = await read('super_admin');
    // The demo company's salary structures and payroll are in its trail, and in nobody else's.
    expect(demoView.events.length).toBeGreaterThan(0);
    expect(demoView.events.every((e) => e.company_id === demo)).toBe(true);
    expect(outsideView.events.every((e) => e.company_id === outside)).toBe(true);
    expect(outsideView.events.some((e) => e.company_id === demo)).toBe(false);
    // Global events (roles every company shares) are the super admin's alone.
    expect(everything.events.some((e) => e.company_id === null)).toBe(true);
    expect(everything.total).toBeGreaterThan(demoView.total + outsideView.total);
    // Filters cannot widen the scope: asking for the demo company's role events finds nothing outside it.
    const demoRoleEvent = demoView.events.find((e) => e.entity_type === 'role');
    expect(demoRoleEvent).toBeDefined();
    const peek = await as('another company’s hr_manager', {
      method: 'GET',
      url: `/api/audit-events?entity_type=role&entity_id=${demoRoleEvent?.entity_id}`,
    });
    expect(peek.json().data).toEqual([]);
  });
});
