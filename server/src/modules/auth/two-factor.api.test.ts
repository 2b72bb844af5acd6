import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD, signInFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { codeAt } from './totp';

/**
 * Two-factor sign-in (RFC 6238 TOTP) as a user meets it: turning it on, signing in with a code or a recovery
 * code, the lockout it shares with passwords, a company requiring it of a role, an administrator's reset.
 * The server's clock (Date) is held still within one 30-second step so the codes the test makes are the ones
 * the server expects; moving it by 30 s is a step.
 */
const STEP_MS = 30_000;
const LIMIT = 5;

describe('two-factor authentication', () => {
  let t: TestApp;
  let admin: string;
  let free: { id: number; company_id: number }[];
  let now: number;

  beforeAll(async () => {
    t = await createTestApp({
      loginLimits: { perEmail: LIMIT, perIp: 1000, windowSeconds: 600 },
      twoFactor: { challengeMinutes: 10, challengeAttempts: 3, issuer: 'HRMS Test' },
    });
    admin = await t.login('admin@demo.test');
    free = await rawRows(
      t.database.db,
      sql`select id, company_id from employees e where not exists (select 1 from users u where u.employee_id = e.id)
           order by id limit 6`,
    );
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** Holds Date still 5 s into the current step. */
  const holdClock = () => {
    now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  };
  const moveClock = (steps: number) => {
    now += steps * STEP_MS;
    vi.setSystemTime(now);
  };

  let made = 0;
  /** A new user of an employee without one, signed in; answers their email, id and token. */
  async function newUser(roles = ['employee']) {
    const employee = free[made] as { id: number; company_id: number };
    const email = `two.factor${made++}@demo.test`;
    const token = await signInFor(t, admin, employee.id, email, { roles });
    const me = await t.as(token, { method: 'GET', url: '/api/me' });
    return { email, token, id: me.json().user.id as number, companyId: employee.company_id };
  }
  const signIn = (email: string, password = ACCOUNT_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge, code } });

  /** Turns two-factor on for the token's user; answers the secret and the recovery codes. */
  async function turnOn(token: string) {
    const setup = await t.as(token, { method: 'POST', url: '/api/me/two-factor' });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirmed = await t.as(token, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      payload: { code: codeAt(secret, now) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret: secret as string, codes: confirmed.json().recovery_codes as string[] };
  }

  it('is turned on with a QR code and a first code; the recovery codes are shown once and kept hashed', async () => {
    holdClock();
    const user = await newUser();
    const setup = await t.as(user.token, { method: 'POST', url: '/api/me/two-factor' });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauth_url)).toContain(`HRMS Test:${user.email}`);
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await t.as(user.token, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      payload: { code: codeAt(secret, now + 5 * STEP_MS) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toHaveLength(1);
    const off = await t.as(user.token, { method: 'GET', url: '/api/me/two-factor' });
    expect(off.json()).toMatchObject({ enabled: false, recovery_codes_left: 0, required: false });

    const confirmed = await t.as(user.token, {
      method: 'POST',
      url: '/api/me/two-factor/confirm',
      payload: { code: codeAt(secret, now) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await t.as(user.token, { method: 'GET', url: '/api/me/two-factor' });
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect((await t.as(user.token, { method: 'POST', url: '/api/me/two-factor' })).statusCode).toBe(409);

    const [stored] = await rawRows<{ secret_encrypted: string; hashes: string[] }>(
      t.database.db,
      sql`select f.secret_encrypted, array(select code_hash from two_factor_recovery_codes c where c.user_id = f.user_id) as hashes
            from user_two_factor f where f.user_id = ${user.id}`,
    );
    expect(stored?.secret_encrypted).toMatch(/^v1:/);
    expect(stored?.secret_encrypted).not.toContain(secret);
    for (const code of codes) expect(stored?.hashes.join()).not.toContain(code.replace('-', ''));
    const [audit] = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'user.two_factor_enabled' and entity_id = ${user.id}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('asks for a code after the password; one step of clock skew passes, a used code and two steps do not', async () => {
    holdClock();
    const user = await newUser();
    const { secret } = await turnOn(user.token);
    moveClock(2); // the code that turned it on is two steps old

    const first = await signIn(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    const { challenge } = first.json();
    expect((await t.as(challenge, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);

    const late = await secondStep(challenge, codeAt(secret, now - 2 * STEP_MS));
    expect(late.statusCode).toBe(422);
    const skewed = await secondStep(challenge, codeAt(secret, now - STEP_MS));
    expect(skewed.statusCode).toBe(200);
    const token = skewed.json().token;
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).json().user.email).toBe(user.email);
    expect((await secondStep(challenge, codeAt(secret, now))).statusCode).toBe(401);

    const again = (await signIn(user.email)).json().challenge;
    const replayed = await secondStep(again, codeAt(secret, now - STEP_MS));
    expect(replayed.statusCode).toBe(422);
    expect((await secondStep(again, ` ${codeAt(secret, now + STEP_MS)} `)).statusCode).toBe(200);
    // The code of the step ahead was used: the current step's code is now behind it.
    const third = (await signIn(user.email)).json().challenge;
    expect((await secondStep(third, codeAt(secret, now))).statusCode).toBe(422);
  });

  it('takes each recovery code once, however it is typed', async () => {
    holdClock();
    const user = await newUser();
    const { codes } = await turnOn(user.token);
    const code = codes[3] as string;
    const challenge = (await signIn(user.email)).json().challenge;
    expect((await secondStep(challenge, ` ${code.toUpperCase()} `)).statusCode).toBe(200);
    const next = (await signIn(user.email)).json().challenge;
    expect((await secondStep(next, code)).statusCode).toBe(422);
    expect((await secondStep(next, (codes[4] as string).replace('-', ''))).statusCode).toBe(200);
    const status = await t.as(user.token, { method: 'GET', url: '/api/me/two-factor' });
    expect(status.json().recovery_codes_left).toBe(8);
  });

  it('counts wrong codes towards the same lockout as wrong passwords; a challenge takes three', async () => {
    holdClock();
    const user = await newUser();
    const { secret } = await turnOn(user.token);
    const challenge = (await signIn(user.email)).json().challenge;
    for (let i = 0; i < 3; i++) {
      expect((await secondStep(challenge, codeAt(secret, now + 9 * STEP_MS))).statusCode).toBe(422);
    }
    // The challenge has ended, even for the right code.
    expect((await secondStep(challenge, codeAt(secret, now))).statusCode).toBe(401);
    // Three wrong codes and two wrong passwords make the limit of five; the right password is then refused too.
    expect((await signIn(user.email, 'Wrong-Pass-1')).statusCode).toBe(401);
    expect((await signIn(user.email, 'Wrong-Pass-2')).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).toBe(429);
  });

  it('a company can require it of a role: the holder sets it up at sign-in and can do nothing else first', async () => {
    holdClock();
    const user = await newUser(['employee', 'hr_manager']);
    const policyUrl = `/api/companies/${user.companyId}/sign-in-policy`;
    const unknown = await t.as(admin, {
      method: 'PUT',
      url: policyUrl,
      payload: { require_two_factor_roles: ['no_such_role'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.require_two_factor_roles).toEqual(['No such role: no_such_role.']);
    const put = await t.as(admin, {
      method: 'PUT',
      url: policyUrl,
      payload: { require_two_factor_roles: ['hr_manager'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      company_id: user.companyId,
      require_two_factor_roles: ['hr_manager'],
    });
    expect(
      (await t.as(user.token, { method: 'PUT', url: policyUrl, payload: { require_two_factor_roles: [] } }))
        .statusCode,
    ).toBe(403);

    const answer = await signIn(user.email);
    expect(answer.json()).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
    const setupToken = answer.json().challenge;
    const elsewhere = await t.as(setupToken, { method: 'GET', url: '/api/employees' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Set up two-factor authentication first.');
    expect((await t.as(setupToken, { method: 'GET', url: '/api/me/two-factor' })).json().required).toBe(true);
    const { secret } = await turnOn(setupToken);
    expect((await t.as(setupToken, { method: 'GET', url: '/api/employees' })).statusCode).toBe(200);

    moveClock(1);
    const off = await t.as(setupToken, {
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { code: codeAt(secret, now) },
    });
    expect(off.statusCode).toBe(409);
    await t.as(admin, { method: 'PUT', url: policyUrl, payload: { require_two_factor_roles: [] } });
  });

  it('is turned off with a code; an administrator’s reset is audited and mailed to the user', async () => {
    holdClock();
    const user = await newUser();
    const { secret } = await turnOn(user.token);
    moveClock(1);
    const wrong = await t.as(user.token, {
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const off = await t.as(user.token, {
      method: 'DELETE',
      url: '/api/me/two-factor',
      payload: { code: codeAt(secret, now) },
    });
    expect(off.statusCode).toBe(200);
    expect((await signIn(user.email)).json().token).toEqual(expect.any(String));

    await turnOn(user.token);
    const detail = await t.as(admin, { method: 'GET', url: `/api/users/${user.id}` });
    expect(detail.json().user.two_factor_enabled).toBe(true);
    const reset = await t.as(admin, { method: 'DELETE', url: `/api/users/${user.id}/two-factor` });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/users/${user.id}/two-factor` })).statusCode,
    ).toBe(409);
    expect((await signIn(user.email)).json().token).toEqual(expect.any(String));
    const [mail] = await rawRows<{ subject: string }>(
      t.database.db,
      sql`select subject from notification_outbox where event = 'account.two_factor_reset' and user_id = ${user.id}`,
    );
    expect(mail?.subject).toBe('Your two-factor authentication was reset');
    const [audit] = await rawRows<{ summary: string }>(
      t.database.db,
      sql`select summary from audit_events where action = 'user.two_factor_reset' and entity_id = ${user.id}`,
    );
    expect(audit?.summary).toBe(`Reset the two-factor authentication of ${user.email}`);
    // An employee cannot reset anyone's.
    expect(
      (await t.as(user.token, { method: 'DELETE', url: `/api/users/${user.id}/two-factor` })).statusCode,
    ).toBe(403);
  });
});
