import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  expectedVerdict,
  fillParams,
  hasParams,
  isWrite,
  loadSamples,
  missingParam,
  type Sample,
  sessionFor,
  setUpCallers,
  type Verdict,
} from '../../../test/security';
import { createTestApp } from '../../../test/test-app';
import type { RouteEntry } from './route-table';

// Built at collection time: the cases are the routes the app really registers.
const t = await createTestApp();
await t.app.ready();
const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

const verdictOf = (status: number): Verdict | `server error ${number}` =>
  status === 401
    ? 'unauthenticated'
    : status === 403
      ? 'forbidden'
      : status >= 500
        ? `server error ${status}`
        : 'allowed';

describe('authorization matrix: every route × every kind of caller', () => {
  let callers: Caller[];
  let sample: (segment: string) => Sample;
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    callers = await setUpCallers(t, await t.login('admin@demo.test'));
    sample = await loadSamples(t);
    for (const caller of callers) tokens.set(caller, await sessionFor(t, caller));
  });
  afterAll(() => t.close());

  /**
   * One request per caller that a permitted caller can make without changing anything the later cases read:
   * reads address a demo-company record; writes with a JSON body send an invalid one (refused with 422 after
   * the guard); writes without one address a record that does not exist; a write taking neither (sign out)
   * runs on a throwaway session.
   */
  async function probe(route: RouteEntry, caller: Caller) {
    const write = isWrite(route);
    const harmlessById = write && !route.hasBody;
    const url = fillParams(route.url, (name, segment) =>
      harmlessById ? missingParam(name) : sample(segment).value,
    );
    const throwaway = harmlessById && !hasParams(route);
    const token = throwaway ? await sessionFor(t, caller) : tokens.get(caller);
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(write && route.hasBody ? { payload: [] } : {}),
    });
    // Signing out every other session (DELETE /api/me/sessions) ended the caller's own as well: a new one.
    if (throwaway) tokens.set(caller, await sessionFor(t, caller));
    return res;
  }

  it('finds the whole API in the route table, every route with a declared access rule', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    const answers = new Map<Caller, { status: number; body: string }>();
    for (const caller of callers) {
      const res = await probe(route, caller);
      answers.set(caller, { status: res.statusCode, body: res.body });
      expected[caller.name] = expectedVerdict(route, caller);
      actual[caller.name] = verdictOf(res.statusCode);
    }
    expect(actual).toEqual(expected);

    // Scope: a demo-company record that its own admin reads is hidden from another company's user —
    // 404 for the record, or an empty list for a collection under it.
    const admin = callers.find((c) => c.role === 'admin' && !c.outsider);
    const companyOwned = route.url
      .split('/')
      .some((part, i, parts) => part.startsWith(':') && sample(parts[i - 1] ?? '').companyOwned);
    if (route.method !== 'GET' || !companyOwned || !admin || answers.get(admin)?.status !== 200) return;
    for (const outsider of callers.filter((c) => c.outsider && expected[c.name] === 'allowed')) {
      const answer = answers.get(outsider);
      const emptyList = answer?.status === 200 && JSON.parse(answer.body).data?.length === 0;
      expect({ caller: outsider.name, status: answer?.status, emptyList }).toEqual({
        caller: outsider.name,
        status: emptyList ? 200 : 404,
        emptyList,
      });
    }
  });
});
