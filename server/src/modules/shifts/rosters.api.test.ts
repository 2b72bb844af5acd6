import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hireEmployee } from '../../../test/accounts';
import { createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const YEAR = Number(todayIn().slice(0, 4)) + 1;
/** The first Monday of March next year, found from the calendar rather than assumed. */
const monday = (() => {
  const d = new Date(Date.UTC(YEAR, 2, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
})();

describe('rotating rosters and their assignments', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let morning: Json;
  let night: Json;
  let evening: Json;
  let outside: { companyId: number; shift: Json; roster: Json; team: Json; person: Json };
  let team: Json;
  let member: Json;
  let loner: Json;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const created = async (token: string, url: string, payload: Json, key: string) => {
    const res = await call(token, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[key] as Json;
  };
  const shift = (payload: Json) => created(hr, '/api/shifts', payload, 'shift');
  const roster = (payload: Json, token = hr) => created(token, '/api/rosters', payload, 'roster');
  const assign = (payload: Json) => call(hr, 'POST', '/api/roster-assignments', payload);
  const twoWeeks = () => [
    { shift_id: morning.id, days: 7 },
    { shift_id: night.id, days: 7 },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    morning = await shift({ name: 'Morning', start_time: '06:00', end_time: '14:00' });
    night = await shift({ name: 'Night', start_time: '22:00', end_time: '06:00' });
    evening = await shift({ name: 'Evening', start_time: '14:00', end_time: '22:00' });

    // Another company, with its own shift, roster, team and employee.
    const { company, department } = await createCompanyWithDepartment(t, admin);
    const outsideShift = await created(
      admin,
      '/api/shifts',
      { company_id: company.id, name: 'Outside Day', start_time: '08:00', end_time: '17:00' },
      'shift',
    );
    outside = {
      companyId: company.id,
      shift: outsideShift,
      roster: await roster(
        { company_id: company.id, name: 'Outside turn', slots: [{ shift_id: outsideShift.id, days: 5 }] },
        admin,
      ),
      team: await created(
        admin,
        '/api/teams',
        { department_id: department.id, name: 'Outside crew', code: 'OUTC' },
        'team',
      ),
      person: await created(
        admin,
        '/api/employees',
        {
          first_name: 'Olu',
          last_name: 'Outside',
          email: 'olu.outside@example.test',
          company_id: company.id,
          department_id: department.id,
          hire_date: '2024-01-01',
        },
        'employee',
      ),
    };

    // A team of the demo company with two new members.
    team = await created(admin, '/api/teams', { department_id: 1, name: 'Line crew', code: 'LINE' }, 'team');
    member = await hireEmployee(t, admin, {
      first_name: 'Meera',
      last_name: 'Line',
      hire_date: '2024-01-01',
    });
    loner = await hireEmployee(t, admin, {
      first_name: 'Lokesh',
      last_name: 'Line',
      hire_date: '2024-01-01',
    });
    const added = await call(admin, 'POST', `/api/teams/${team.id}/members`, {
      employee_ids: [member.id, loner.id],
    });
    expect(added.statusCode, added.body).toBe(200);
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  describe('rosters', () => {
    it('validates a roster’s steps and their shifts', async () => {
      const none = await call(hr, 'POST', '/api/rosters', { name: 'Empty', slots: [] });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ slots: ['A roster needs at least one step.'] });
      const zero = await call(hr, 'POST', '/api/rosters', {
        name: 'Zero',
        slots: [{ shift_id: morning.id, days: 0 }],
      });
      expect(zero.json().errors).toEqual({ 'slots.0.days': ['A step lasts 1 to 31 days.'] });
      const foreign = await call(hr, 'POST', '/api/rosters', {
        name: 'Borrowed',
        slots: [
          { shift_id: morning.id, days: 7 },
          { shift_id: outside.shift.id, days: 7 },
          { shift_id: 999999, days: 2 },
        ],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({
        'slots.1.shift_id': ['The selected shift id is invalid.'],
        'slots.2.shift_id': ['The selected shift id is invalid.'],
      });
      const nameless = await call(hr, 'POST', '/api/rosters', { name: '  ', slots: twoWeeks() });
      expect(nameless.json().errors).toHaveProperty('name');
      expect((await call(hr, 'GET', '/api/rosters')).json().data).toEqual([]);
    });

    it('creates a roster with its steps in order, its cycle, and no assignments yet', async () => {
      const made = await call(hr, 'POST', '/api/rosters', {
        name: 'Fortnight',
        description: 'Morning week, night week',
        slots: twoWeeks(),
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toEqual({
        message: 'Roster created successfully',
        roster: {
          id: expect.any(Number),
          company_id: 1,
          name: 'Fortnight',
          description: 'Morning week, night week',
          slots: [
            {
              position: 1,
              days: 7,
              shift: {
                id: morning.id,
                name: 'Morning',
                start_time: '06:00:00',
                end_time: '14:00:00',
                crosses_midnight: false,
              },
            },
            {
              position: 2,
              days: 7,
              shift: {
                id: night.id,
                name: 'Night',
                start_time: '22:00:00',
                end_time: '06:00:00',
                crosses_midnight: true,
              },
            },
          ],
          cycle_days: 14,
          active_assignments: 0,
        },
      });
      const twin = await call(hr, 'POST', '/api/rosters', { name: 'FORTNIGHT', slots: twoWeeks() });
      expect(twin.statusCode).toBe(422);
      expect(twin.json().errors).toEqual({ name: ['A roster of this name already exists.'] });
      // Another company may use the name.
      await roster(
        {
          company_id: outside.companyId,
          name: 'Fortnight',
          slots: [{ shift_id: outside.shift.id, days: 3 }],
        },
        admin,
      );
    });

    it('lists the company’s rosters by name to anyone in it, and reads one', async () => {
      await roster({ name: 'All evenings', slots: [{ shift_id: evening.id, days: 7 }] });
      const list = await call(employee, 'GET', '/api/rosters');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((r: Json) => r.name)).toEqual(['All evenings', 'Fortnight']);
      const fortnight = list.json().data[1];
      const one = await call(employee, 'GET', `/api/rosters/${fortnight.id}`);
      expect(one.json()).toEqual({ roster: fortnight });
      expect((await call(hr, 'GET', `/api/rosters/${outside.roster.id}`)).statusCode).toBe(404);
      expect((await call(hr, 'GET', '/api/rosters/999999')).statusCode).toBe(404);
      const theirs = await call(admin, 'GET', `/api/rosters?company_id=${outside.companyId}`);
      expect(theirs.json().data.map((r: Json) => r.name)).toEqual(['Fortnight', 'Outside turn']);
      const notMine = await call(hr, 'GET', `/api/rosters?company_id=${outside.companyId}`);
      expect(notMine.json().errors).toEqual({ company_id: ['The selected company id is invalid.'] });
      expect((await t.app.inject({ method: 'GET', url: '/api/rosters' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/rosters/${fortnight.id}` })).statusCode).toBe(
        401,
      );
    });

    it('replaces a roster’s name, description and steps together', async () => {
      const r = await roster({ name: 'Draft turn', slots: twoWeeks() });
      const edited = await call(hr, 'PUT', `/api/rosters/${r.id}`, {
        name: 'Three-way turn',
        description: null,
        slots: [
          { shift_id: evening.id, days: 5 },
          { shift_id: morning.id, days: 5 },
          { shift_id: night.id, days: 4 },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().message).toBe('Roster updated successfully');
      expect(edited.json().roster).toMatchObject({
        id: r.id,
        name: 'Three-way turn',
        description: null,
        cycle_days: 14,
      });
      expect(edited.json().roster.slots.map((s: Json) => [s.position, s.shift.name, s.days])).toEqual([
        [1, 'Evening', 5],
        [2, 'Morning', 5],
        [3, 'Night', 4],
      ]);
      // A bad step leaves the roster as it was: nothing is half-written.
      const bad = await call(hr, 'PUT', `/api/rosters/${r.id}`, {
        name: 'Broken',
        slots: [{ shift_id: outside.shift.id, days: 7 }],
      });
      expect(bad.json().errors).toEqual({ 'slots.0.shift_id': ['The selected shift id is invalid.'] });
      const taken = await call(hr, 'PUT', `/api/rosters/${r.id}`, { name: 'fortnight', slots: twoWeeks() });
      expect(taken.json().errors).toEqual({ name: ['A roster of this name already exists.'] });
      const still = (await call(hr, 'GET', `/api/rosters/${r.id}`)).json().roster;
      expect(still).toEqual(edited.json().roster);
      const moved = await call(hr, 'PUT', `/api/rosters/${r.id}`, {
        company_id: outside.companyId,
        name: 'Moved',
        slots: twoWeeks(),
      });
      expect(moved.json().errors).toEqual({
        company_id: ['A roster stays with its company; create one for the other company.'],
      });
      const movedByAdmin = await call(admin, 'PUT', `/api/rosters/${r.id}`, {
        company_id: outside.companyId,
        name: 'Moved',
        slots: twoWeeks(),
      });
      expect(movedByAdmin.json().errors).toHaveProperty('company_id');
      expect(
        (await call(hr, 'PUT', `/api/rosters/${outside.roster.id}`, { name: 'Mine', slots: twoWeeks() }))
          .statusCode,
      ).toBe(404);
      const trail = await call(admin, 'GET', `/api/audit-events?entity_type=roster&entity_id=${r.id}`);
      expect(trail.json().data.map((e: Json) => e.action)).toEqual(['roster.updated', 'roster.created']);
    });

    it('lets only manage-attendance write rosters', async () => {
      const [r] = (await call(hr, 'GET', '/api/rosters')).json().data as Json[];
      const payload = { name: 'Mine', slots: twoWeeks() };
      expect((await call(employee, 'POST', '/api/rosters', payload)).statusCode).toBe(403);
      expect((await call(employee, 'PUT', `/api/rosters/${r?.id}`, payload)).statusCode).toBe(403);
      expect((await call(employee, 'DELETE', `/api/rosters/${r?.id}`)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/rosters', payload })).statusCode).toBe(401);
    });
  });

  describe('roster assignments', () => {
    let fortnight: Json;
    let evenings: Json;

    beforeAll(async () => {
      const list = (await call(hr, 'GET', '/api/rosters')).json().data as Json[];
      fortnight = list.find((r) => r.name === 'Fortnight') as Json;
      evenings = list.find((r) => r.name === 'All evenings') as Json;
    });

    it('validates whom, the roster, the start step and the dates', async () => {
      const base = { roster_id: fortnight.id, from_date: '2030-01-07' };
      const both = await assign({ ...base, employee_id: member.id, team_id: team.id });
      expect(both.json().errors).toEqual({ employee_id: ['Choose an employee or a team.'] });
      const neither = await assign(base);
      expect(neither.json().errors).toEqual({ employee_id: ['Choose an employee or a team.'] });
      const backwards = await assign({ ...base, employee_id: member.id, to_date: '2030-01-01' });
      expect(backwards.json().errors).toEqual({
        to_date: ['The end date must be on or after the start date.'],
      });
      const noDate = await assign({ roster_id: fortnight.id, employee_id: member.id });
      expect(noDate.json().errors).toEqual({ from_date: ['The start date is required.'] });
      const step = await assign({ ...base, employee_id: member.id, start_slot: 3 });
      expect(step.json().errors).toEqual({ start_slot: ['The roster has 2 steps: start at one of them.'] });
      const foreignRoster = await assign({ ...base, roster_id: outside.roster.id, employee_id: member.id });
      expect(foreignRoster.json().errors).toEqual({ roster_id: ['The selected roster id is invalid.'] });
      const foreignTeam = await assign({ ...base, team_id: outside.team.id });
      expect(foreignTeam.json().errors).toEqual({ team_id: ['The selected team id is invalid.'] });
      const foreignPerson = await assign({ ...base, employee_id: outside.person.id });
      expect(foreignPerson.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
      // Even a super admin cannot give a company's roster to another company's team.
      const mixed = await call(admin, 'POST', '/api/roster-assignments', {
        ...base,
        team_id: outside.team.id,
      });
      expect(mixed.json().errors).toEqual({ team_id: ['The selected team id is invalid.'] });
      expect((await call(hr, 'GET', '/api/roster-assignments')).json().total).toBe(0);
    });

    it('gives one roster at a time: two overlapping at once make one', async () => {
      const payload = { roster_id: fortnight.id, employee_id: loner.id, from_date: '2030-02-04' };
      const answers = await Promise.all([assign(payload), assign({ ...payload, roster_id: evenings.id })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const refused = answers.find((a) => a.statusCode === 422);
      expect(refused?.json().errors).toEqual({
        from_date: ['This employee already has a roster over these dates.'],
      });
      const ok = answers.find((a) => a.statusCode === 201)?.json();
      expect(ok.message).toBe('Roster assigned successfully');
      expect(ok.roster_assignment).toMatchObject({
        company_id: 1,
        employee: { id: loner.id, first_name: 'Lokesh', last_name: 'Line', employee_id: loner.employee_id },
        team: null,
        to_date: null,
        start_slot: 1,
      });
      // The team is another scope; two assignments of the team overlap just as two of one employee.
      const teamPayload = {
        roster_id: fortnight.id,
        team_id: team.id,
        from_date: '2030-02-04',
        to_date: '2030-02-28',
      };
      expect((await assign(teamPayload)).statusCode).toBe(201);
      const again = await assign({ ...teamPayload, from_date: '2030-02-28', to_date: null });
      expect(again.json().errors).toEqual({
        from_date: ['This team already has a roster over these dates.'],
      });
      expect((await assign({ ...teamPayload, from_date: '2030-03-01', to_date: null })).statusCode).toBe(201);
    });

    it('lists assignments newest first, filtered, paged', async () => {
      const list = async (query = '') =>
        (await call(employee, 'GET', `/api/roster-assignments${query}`)).json();
      const all = await list();
      expect(all).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, total: 3 });
      // The latest start first; of one start, the latest made first.
      expect(all.data.map((a: Json) => [a.from_date, a.employee?.id ?? null, a.team?.name ?? null])).toEqual([
        ['2030-03-01', null, 'Line crew'],
        ['2030-02-04', null, 'Line crew'],
        ['2030-02-04', loner.id, null],
      ]);
      expect((await list(`?team_id=${team.id}`)).total).toBe(2);
      expect((await list(`?employee_id=${loner.id}`)).data.map((a: Json) => a.employee.id)).toEqual([
        loner.id,
      ]);
      expect(
        (await list(`?roster_id=${evenings.id}`)).total + (await list(`?roster_id=${fortnight.id}`)).total,
      ).toBe(3);
      // Running on or after 1 March 2030: the team's ended one is left out.
      const current = await list('?current_on=2030-03-01');
      expect(current.data.map((a: Json) => a.to_date)).toEqual([null, null]);
      const paged = await list('?per_page=2&page=2');
      expect(paged).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
      expect(paged.data).toHaveLength(1);
      const theirs = await call(admin, 'POST', '/api/roster-assignments', {
        roster_id: outside.roster.id,
        team_id: outside.team.id,
        from_date: '2030-01-01',
      });
      expect(theirs.statusCode).toBe(201);
      expect((await list()).total).toBe(3);
      expect((await call(admin, 'GET', '/api/roster-assignments')).json().total).toBe(4);
      const one = theirs.json().roster_assignment;
      expect((await call(hr, 'GET', `/api/roster-assignments/${one.id}`)).statusCode).toBe(404);
      expect((await call(hr, 'PUT', `/api/roster-assignments/${one.id}`, { to_date: null })).statusCode).toBe(
        404,
      );
      expect((await call(hr, 'DELETE', `/api/roster-assignments/${one.id}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/roster-assignments' })).statusCode).toBe(401);
    });

    it('ends and reopens an assignment, never into another', async () => {
      const [open] = (
        await call(hr, 'GET', `/api/roster-assignments?team_id=${team.id}&current_on=2030-03-01`)
      ).json().data as Json[];
      const early = await call(hr, 'PUT', `/api/roster-assignments/${open?.id}`, { to_date: '2030-02-01' });
      expect(early.json().errors).toEqual({ to_date: ['The end date must be on or after the start date.'] });
      const ended = await call(hr, 'PUT', `/api/roster-assignments/${open?.id}`, { to_date: '2030-03-31' });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({
        message: 'Roster assignment updated successfully',
        roster_assignment: { id: open?.id, from_date: '2030-03-01', to_date: '2030-03-31' },
      });
      expect(
        (await assign({ roster_id: evenings.id, team_id: team.id, from_date: '2030-04-01' })).statusCode,
      ).toBe(201);
      const reopened = await call(hr, 'PUT', `/api/roster-assignments/${open?.id}`, { to_date: null });
      expect(reopened.json().errors).toEqual({
        to_date: ['This team already has a roster over these dates.'],
      });
      const body = await call(hr, 'PUT', `/api/roster-assignments/${open?.id}`, {});
      expect(body.statusCode).toBe(422);
      expect(
        (await call(employee, 'PUT', `/api/roster-assignments/${open?.id}`, { to_date: null })).statusCode,
      ).toBe(403);
      const trail = await call(
        admin,
        'GET',
        `/api/audit-events?entity_type=roster_assignment&entity_id=${open?.id}`,
      );
      expect(trail.json().data.map((e: Json) => e.action)).toEqual([
        'roster_assignment.updated',
        'roster_assignment.created',
      ]);
    });

    it('counts the assignments still running and keeps an assigned roster from being deleted', async () => {
      const r = await roster({ name: 'Short lived', slots: [{ shift_id: evening.id, days: 3 }] });
      const past = await assign({
        roster_id: r.id,
        employee_id: member.id,
        from_date: '2020-01-01',
        to_date: '2020-12-31',
      });
      const future = await assign({
        roster_id: r.id,
        employee_id: member.id,
        from_date: addDays(todayIn(), 400),
      });
      expect((await call(hr, 'GET', `/api/rosters/${r.id}`)).json().roster.active_assignments).toBe(1);
      const held = await call(hr, 'DELETE', `/api/rosters/${r.id}`);
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe('This roster is assigned. End and remove its assignments first.');
      expect(
        (await call(employee, 'DELETE', `/api/roster-assignments/${past.json().roster_assignment.id}`))
          .statusCode,
      ).toBe(403);
      for (const a of [past, future]) {
        const gone = await call(hr, 'DELETE', `/api/roster-assignments/${a.json().roster_assignment.id}`);
        expect(gone.json()).toEqual({ message: 'Roster assignment removed successfully' });
      }
      expect(
        (await call(hr, 'DELETE', `/api/roster-assignments/${past.json().roster_assignment.id}`)).statusCode,
      ).toBe(404);
      const removed = await call(hr, 'DELETE', `/api/rosters/${r.id}`);
      expect(removed.json()).toEqual({ message: 'Roster deleted successfully' });
      expect((await call(hr, 'GET', `/api/rosters/${r.id}`)).statusCode).toBe(404);
      expect((await call(hr, 'DELETE', `/api/rosters/${r.id}`)).statusCode).toBe(404);
      expect((await call(hr, 'DELETE', `/api/rosters/${outside.roster.id}`)).statusCode).toBe(404);
      const trail = await call(admin, 'GET', `/api/audit-events?entity_type=roster&entity_id=${r.id}`);
      expect(trail.json().data.map((e: Json) => e.action)).toEqual(['roster.deleted', 'roster.created']);
    });

    it('keeps the steps an assignment starts at', async () => {
      const r = await roster({ name: 'Late start', slots: twoWeeks() });
      const made = await assign({
        roster_id: r.id,
        employee_id: member.id,
        from_date: '2031-01-06',
        start_slot: 2,
      });
      expect(made.json().roster_assignment.start_slot).toBe(2);
      const shrunk = await call(hr, 'PUT', `/api/rosters/${r.id}`, {
        name: 'Late start',
        slots: [{ shift_id: morning.id, days: 7 }],
      });
      expect(shrunk.json().errors).toEqual({
        slots: [
          'An assignment starts this roster at step 2: keep at least 2 steps, or change that assignment first.',
        ],
      });
    });
  });

  describe('the shift of the day', () => {
    const status = async (employeeId: number, at: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${at}T12:00:00+05:30`));
      const token = await t.login('hr@demo.test');
      const res = await call(token, 'GET', `/api/attendance/status/${employeeId}`);
      vi.useRealTimers();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().current_shift?.shift?.name as string | undefined;
    };

    it('follows the team’s rotation week by week; an employee’s own roster beats the team’s', async () => {
      const crew = await created(
        admin,
        '/api/teams',
        { department_id: 1, name: 'Rota crew', code: 'ROTA' },
        'team',
      );
      const a = await hireEmployee(t, admin, {
        first_name: 'Asha',
        last_name: 'Rota',
        hire_date: '2024-01-01',
      });
      const b = await hireEmployee(t, admin, {
        first_name: 'Bala',
        last_name: 'Rota',
        hire_date: '2024-01-01',
      });
      await call(admin, 'POST', `/api/teams/${crew.id}/members`, { employee_ids: [a.id, b.id] });
      const rotation = await roster({
        name: 'Morning then night',
        slots: [
          { shift_id: morning.id, days: 7 },
          { shift_id: night.id, days: 7 },
        ],
      });
      expect((await assign({ roster_id: rotation.id, team_id: crew.id, from_date: monday })).statusCode).toBe(
        201,
      );
      const own = await roster({ name: 'Evenings only', slots: [{ shift_id: evening.id, days: 7 }] });
      const nextWeek = addDays(monday, 7);
      expect(
        (
          await assign({
            roster_id: own.id,
            employee_id: b.id,
            from_date: nextWeek,
            to_date: addDays(nextWeek, 6),
          })
        ).statusCode,
      ).toBe(201);

      expect(await status(a.id, addDays(monday, -1))).toBe('General Shift');
      expect(await status(a.id, monday)).toBe('Morning');
      expect(await status(a.id, addDays(monday, 6))).toBe('Morning');
      expect(await status(a.id, nextWeek)).toBe('Night');
      expect(await status(a.id, addDays(monday, 14))).toBe('Morning');
      expect(await status(b.id, monday)).toBe('Morning');
      expect(await status(b.id, nextWeek)).toBe('Evening');
      expect(await status(b.id, addDays(monday, 14))).toBe('Morning');
    });
  });
});
