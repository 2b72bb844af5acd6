import { leaveApplication } from '@hrms/contracts/leave';
import { csvUploadFields } from '@hrms/contracts/payroll';
import { applicationForm } from '@hrms/contracts/recruitment';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { fillParams, hasParams, isWrite, loadSamples, rowCounts, type Sample } from '../../../test/security';
import { createTestApp } from '../../../test/test-app';
import { issueToken } from '../auth/sessions';
import type { RouteEntry } from './route-table';

// Built at collection time: the cases are the write routes the app really registers.
// Without the timed sweeps: one falling due mid-file (a leave accrual) would write rows a refusal did not.
const t = await createTestApp({ backgroundSweeps: false });
await t.app.ready();
const writeRoutes = t.app.routeTable.filter(
  (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && isWrite(r),
);

/** Runs per route: enough variety on every endpoint while the file stays well under a minute on PGlite. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);
/** Tables a refused request may legitimately write: failed sign-ins are counted there on purpose. */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits']);

const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; drop table users; --",
    '1; select pg_sleep(5)',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '=HYPERLINK("http://evil.test")',
    'a\u0000b',
    '\u0000',
    '{{7*7}}<%= 7*7 %>',
    '../../../etc/passwd',
    '\uD800',
    'x\uDC00y',
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '🧨👩🏽‍💻 नमस्ते مرحبا',
    '',
    '   ',
    '0000-00-00',
    '2026-02-30',
    '99999-12-31',
    '-1',
    '1e309',
    'null',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 200_000 }).map((n) => 'x'.repeat(n)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, 3_000_000_000, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
// Plausible values too, so some payloads get past the schema and reach the services and the database.
const plausible = fc.oneof(
  fc.integer({ min: 1, max: 3 }),
  fc.constantFrom('2026-01-15', 'someone@demo.test', 'active', 'approved', 'MH', 'Testing'),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    plausible,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
}));

/** Raw bodies the JSON parser itself must refuse, prototype pollution included. */
const brokenJson = fc.constantFrom(
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"name":',
  '{"a":1}{"b":2}',
  'nul',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  // Nested far past any request (the NUL check once recursed into this and overflowed the stack).
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"name":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
);

/**
 * A path parameter no record has and no parser turns into one: not a number, zero or less, or out of range
 * (and well-formed Unicode, which is all a URL can carry).
 */
const hostileParam = fc.oneof(
  hostileString.filter(
    (s) => s.length > 0 && s.length < 2000 && !/\p{Cs}/u.test(s) && Number.isNaN(Number(s)),
  ),
  fc.integer({ max: 0 }).map(String),
  fc.constantFrom(
    '2147483648',
    '3000000000',
    '99999999999999999999',
    '1.5',
    '-7',
    'NaN',
    'Infinity',
    '1;drop table users',
  ),
);

/** The multipart forms: their text fields (from the form's schema) and the file field. */
const MULTIPART_FORMS: Record<string, { fields: string[]; file: string }> = {
  'POST /api/leaves': { fields: Object.keys(leaveApplication.shape), file: 'attachment' },
  'POST /api/careers/:slug/apply': { fields: Object.keys(applicationForm.shape), file: 'resume' },
  'POST /api/payroll/upload-csv': { fields: Object.keys(csvUploadFields.shape), file: 'file' },
};
const fileContent = fc.constantFrom(
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]),
  Buffer.from('employee_code,employee_name,total_days,days_present,days_paid\nEMP001,A,30,30,30\n'),
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe]),
);
/** A multipart form: hostile text in its fields, and a file with a hostile name and type. */
const hostileForm = (form: { fields: string[] }) =>
  fc.record({
    fields: fc.record(
      Object.fromEntries(form.fields.map((f) => [f, fc.oneof(hostileString, plausible.map(String))])),
      {
        requiredKeys: [],
      },
    ),
    file: fc.record({
      name: fc.oneof(
        hostileString.filter((s) => s.length < 2000),
        fc.constantFrom('x'.repeat(256), 'a\u0000.pdf', 'pay.exe', 'cv.pdf', 'pay.csv'),
      ),
      type: fc.constantFrom('application/pdf', 'text/csv', 'application/x-msdownload', 'text/plain'),
      data: fileContent,
    }),
  });

type Attempt =
  | { kind: 'json'; body: unknown; param: string | null }
  | { kind: 'raw'; body: string; param: string | null };

/** What one run sends: hostile values in the route's own fields, a hostile top-level value, or broken JSON. */
function attempts(route: RouteEntry, fields: string[]): fc.Arbitrary<Attempt> {
  const fieldsRecord = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), {
    requiredKeys: [],
  });
  // A write without a JSON body acts on the record its path names, so it only ever gets hostile parameters.
  const param = !hasParams(route)
    ? fc.constant(null)
    : route.hasBody
      ? fc.option(hostileParam, { freq: 3 })
      : hostileParam;
  return fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('json' as const), body: fieldsRecord, param }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('json' as const), body: hostileValue, param }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('raw' as const), body: brokenJson, param }), weight: 1 },
  );
}

describe('hostile payloads at every write endpoint, as super_admin', () => {
  let sample: (segment: string) => Sample;
  let superUserId: number;
  let superToken: string;
  let openApiPaths: Record<string, Record<string, { requestBody?: unknown }>>;

  beforeAll(async () => {
    sample = await loadSamples(t);
    superToken = await t.login('admin@demo.test');
    superUserId = (await t.as(superToken, { method: 'GET', url: '/api/me' })).json().user.id;
    openApiPaths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => t.close());

  /** The route's JSON body fields, as its schema publishes them in the OpenAPI document. */
  function bodyFields(route: RouteEntry): string[] {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = openApiPaths[path]?.[route.method.toLowerCase()] as
      | { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      | undefined;
    return Object.keys(operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  }

  const withoutRefusalWrites = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).filter(([table]) => !WRITTEN_ON_REFUSAL.has(table)));

  it('covers the write routes', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
  });

  /** Refused: a 4xx with a message and no row written; accepted: what it wrote is the new baseline. */
  async function expectRefusedCleanly(
    res: { statusCode: number; body: string; json(): { message?: unknown } },
    before: Record<string, number>,
    mustRefuse: boolean,
  ): Promise<Record<string, number>> {
    const answer = `${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, answer).toBeLessThan(500);
    if (!mustRefuse && res.statusCode < 400) return withoutRefusalWrites(await rowCounts(t));
    expect(res.statusCode, answer).toBeGreaterThanOrEqual(400);
    expect(res.json().message, answer).toEqual(expect.any(String));
    expect(withoutRefusalWrites(await rowCounts(t))).toEqual(before);
    return before;
  }

  it('knows every multipart form', () => {
    const routes = new Set(writeRoutes.map((r) => `${r.method} ${r.url}`));
    for (const form of Object.keys(MULTIPART_FORMS)) expect(routes).toContain(form);
  });

  it.each(Object.entries(MULTIPART_FORMS))('multipart %s', async (name, form) => {
    const url = fillParams(name.split(' ')[1] ?? '', (_param, segment) => sample(segment).value);
    let before = withoutRefusalWrites(await rowCounts(t));
    await fc.assert(
      fc.asyncProperty(hostileForm(form), async (attempt) => {
        const res = await t.as(superToken, {
          method: 'POST',
          url,
          ...multipartForm(attempt.fields, { ...attempt.file, field: form.file }),
        });
        before = await expectRefusedCleanly(res, before, false);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(writeRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const fields = bodyFields(route);
    // Sign-out revokes the session it is called with, so a route taking no input runs on a fresh one.
    const throwaway = !route.hasBody && !hasParams(route);
    let before = withoutRefusalWrites(await rowCounts(t));

    await fc.assert(
      fc.asyncProperty(attempts(route, fields), async (attempt) => {
        const token = throwaway
          ? await issueToken(t.database.db, superUserId, { ttlDays: 1 }, null)
          : superToken;
        if (throwaway) before = withoutRefusalWrites(await rowCounts(t));
        const url = fillParams(route.url, (_param, segment) => attempt.param ?? sample(segment).value);
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: attempt.kind === 'raw' ? attempt.body : JSON.stringify(attempt.body),
        });
        // Broken JSON, a body that is no object, or a parameter naming no record must always be refused.
        // Hostile-looking values can still be valid data (a name of "<script>" is stored, and escaped on screen).
        const mustRefuse =
          attempt.kind === 'raw' || attempt.param !== null || (route.hasBody && !isPlainObject(attempt.body));
        before = await expectRefusedCleanly(res, before, mustRefuse);
      }),
      { numRuns: RUNS },
    );
  });
});

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
