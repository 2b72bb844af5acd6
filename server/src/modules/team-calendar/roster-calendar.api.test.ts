import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee } from '../../../test/accounts';
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
const fortnight = `from=${monday}&to=${addDays(monday, 13)}`;

describe('the roster calendar', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let morning: Json;
  let night: Json;
  let teamId: number;
  /** The lead (Bhavna) and a member (Arjun) of the team; an outsider of the same department (Chetan). */
  let lead: Json;
  let member: Json;
  let outsider: Json;
  let leadToken: string;
  let memberToken: string;
  let outsiderToken: string;

  const created = async (token: string, url: string, payload: Json, resource: string) => {
    const res = await t.as(token, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[resource] as Json;
  };
  const calendar = (token: string, query: string) =>
    t.as(token, { method: 'GET', url: `/api/rosters/calendar?${query}` });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const hire = (first_name: string) =>
      hireEmployee(t, admin, { first_name, last_name: 'Rota', hire_date: addDays(todayIn(), -30) });
    lead = await hire('Bhavna');
    member = await hire('Arjun');
    outsider = await hire('Chetan');
    const team = await created(
      hr,
      '/api/teams',
      { department_id: 1, name: 'Rota Crew', code: 'ROTA', team_lead_id: lead.id },
      'team',
    );
    teamId = team.id;
    const joined = await t.as(hr, {
      method: 'POST',
      url: `/api/teams/${teamId}/members`,
      payload: { employee_ids: [member.id] },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    [leadToken, memberToken, outsiderToken] = await Promise.all([
      accountFor(t, admin, lead),
      accountFor(t, admin, member),
      accountFor(t, admin, outsider),
    ]);

    // Mornings are off on Sundays only, nights on Fridays and Saturdays: each day's weekly off follows its shift.
    morning = await created(
      hr,
      '/api/shifts',
      { name: 'Rota Morning', start_time: '06:00', end_time: '14:00', weekly_offs: [0] },
      'shift',
    );
    night = await created(
      hr,
      '/api/shifts',
      { name: 'Rota Night', start_time: '22:00', end_time: '06:00', weekly_offs: [5, 6] },
      'shift',
    );
    const roster = await created(
      hr,
      '/api/rosters',
      {
        name: 'Rota fortnight',
        slots: [
          { shift_id: morning.id, days: 7 },
          { shift_id: night.id, days: 7 },
        ],
      },
      'roster',
    );
    await created(
      hr,
      '/api/roster-assignments',
      { roster_id: roster.id, team_id: teamId, from_date: monday },
      'roster_assignment',
    );
  });
  afterAll(() => t.close());

  it('shows each member’s shift day by day from the team’s roster, with the day’s weekly off', async () => {
    const res = await calendar(hr, `team_id=${teamId}&${fortnight}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe(monday);
    expect(body.to).toBe(addDays(monday, 13));
    expect(body.team).toEqual({ id: teamId, name: 'Rota Crew' });
    // The current members, by name.
    expect(body.people.map((p: Json) => p.employee.name)).toEqual(['Arjun Rota', 'Bhavna Rota']);
    expect(body.people[0].employee).toEqual({
      id: member.id,
      name: 'Arjun Rota',
      employee_code: member.employee_id,
    });
    expect(body.shifts).toEqual([
      {
        id: morning.id,
        name: 'Rota Morning',
        start_time: '06:00:00',
        end_time: '14:00:00',
        crosses_midnight: false,
      },
      {
        id: night.id,
        name: 'Rota Night',
        start_time: '22:00:00',
        end_time: '06:00:00',
        crosses_midnight: true,
      },
    ]);
    for (const person of body.people) {
      expect(person.days).toHaveLength(14);
      expect(person.days.map((d: Json) => d.date)).toEqual(
        Array.from({ length: 14 }, (_, i) => addDays(monday, i)),
      );
      expect(new Set(person.days.map((d: Json) => d.source))).toEqual(new Set(['team_roster']));
      const shiftIds = person.days.map((d: Json) => d.shift_id);
      expect(shiftIds).toEqual([...Array(7).fill(morning.id), ...Array(7).fill(night.id)]);
      // Week 1 (Morning): Sunday off. Week 2 (Night): Friday and Saturday off.
      const offs = person.days.filter((d: Json) => d.weekly_off).map((d: Json) => d.date);
      expect(offs).toEqual([addDays(monday, 6), addDays(monday, 11), addDays(monday, 12)]);
    }
  });

  it('shows a day before the roster starts with the shift the member works without one', async () => {
    const res = await calendar(hr, `team_id=${teamId}&from=${addDays(monday, -1)}&to=${monday}`);
    expect(res.statusCode, res.body).toBe(200);
    const [before, first] = res.json().people[0].days;
    expect(before.source).not.toBe('team_roster');
    expect(before.shift_id).not.toBe(morning.id);
    expect(first).toMatchObject({ date: monday, shift_id: morning.id, source: 'team_roster' });
    // Only the shifts the days name are listed, each once.
    const named = new Set(res.json().people.flatMap((p: Json) => p.days.map((d: Json) => d.shift_id)));
    named.delete(null);
    expect(
      res
        .json()
        .shifts.map((s: Json) => s.id)
        .sort(),
    ).toEqual([...named].sort());
  });

  it('shows the team to its lead and its members; anyone else is told there is no such team', async () => {
    for (const token of [leadToken, memberToken, admin]) {
      const res = await calendar(token, `team_id=${teamId}&${fortnight}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().people).toHaveLength(2);
    }
    const peek = await calendar(outsiderToken, `team_id=${teamId}&${fortnight}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ message: 'Team not found' });
    const missing = await calendar(hr, `team_id=999999&${fortnight}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Team not found' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/rosters/calendar?team_id=${teamId}&${fortnight}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves out a member who has stopped working', async () => {
    // Status is HR's full employee edit; the row is set directly, the calendar is what is tested.
    const status = (value: string) =>
      t.database.db.execute(sql`update employees set status = ${value} where id = ${member.id}`);
    await status('inactive');
    const after = await calendar(hr, `team_id=${teamId}&${fortnight}`);
    expect(after.json().people.map((p: Json) => p.employee.id)).toEqual([lead.id]);
    // Nor do they see their old team any more.
    expect((await calendar(memberToken, `team_id=${teamId}&${fortnight}`)).statusCode).toBe(404);
    await status('on_leave');
    const onLeave = await calendar(hr, `team_id=${teamId}&${fortnight}`);
    expect(onLeave.json().people.map((p: Json) => p.employee.id)).toEqual([member.id, lead.id]);
    await status('active');
  });

  it('refuses a span that ends before it starts or runs longer than 42 days', async () => {
    const backwards = await calendar(hr, `team_id=${teamId}&from=${monday}&to=${addDays(monday, -1)}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The end date must be on or after the start date.']);
    const tooLong = await calendar(hr, `team_id=${teamId}&from=${monday}&to=${addDays(monday, 42)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['Show at most 42 days at once.']);
    const longest = await calendar(hr, `team_id=${teamId}&from=${monday}&to=${addDays(monday, 41)}`);
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().people[0].days).toHaveLength(42);
    // The static segment is this route, not a roster's id: without a team it is a field error, not a 404.
    const bare = await t.as(hr, { method: 'GET', url: `/api/rosters/calendar?${fortnight}` });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['team_id']);
  });
});
