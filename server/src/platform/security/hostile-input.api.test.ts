import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { rowCounts } from '../../../test/security';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, todayIn } from '../dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * Hostile input: each request here once answered 500. Every one must be a 4xx with a message, and none may
 * leave a row behind (docs/decisions/access.md, "Hostile input is refused at the edge").
 */
describe('hostile input', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const json = (token: string | null, method: 'POST' | 'PUT', url: string, payload: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  /** Every table's row count but rate_limits' (refused sign-ins and applications are counted on purpose). */
  const storedRows = async () => {
    const { rate_limits: _, ...counts } = await rowCounts(t);
    return counts;
  };
  /** The answer is a 422 carrying a message on `field`. */
  const expectFieldError = (res: { statusCode: number; json(): Json }, field: string, message?: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
    expect(res.json().message).toBe('The given data was invalid.');
    expect(res.json().errors[field]).toEqual([message ?? expect.any(String)]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, employee] = await Promise.all([t.login('admin@demo.test'), t.login('employee@demo.test')]);
  });
  afterAll(() => t.close());

  describe('JSON nested far deeper than any request', () => {
    it.each([50_000, 100_000])(
      'refuses %i levels at sign-in and on a write route with 400',
      async (depth) => {
        const before = await storedRows();
        const login = await json(null, 'POST', '/api/login', `{"email":${nested(depth)},"password":"x"}`);
        expect(login.statusCode).toBe(400);
        expect(login.json().message).toBe('The request body is nested more than 64 levels deep.');
        const write = await json(admin, 'POST', '/api/departments', `{"name":${nested(depth)}}`);
        expect(write.statusCode).toBe(400);
        expect(write.json().message).toEqual(expect.any(String));
        expect(await storedRows()).toEqual(before);
      },
    );

    it('still reads brackets inside strings and a sane depth as data', async () => {
      const res = await json(
        null,
        'POST',
        '/api/login',
        JSON.stringify({ email: '[['.repeat(100), password: 'x' }),
      );
      expect(res.statusCode).toBe(401);
      // 64 levels in all: the body object and 63 arrays.
      const shallow = await json(null, 'POST', '/api/login', `{"email":${nested(63)},"password":"x"}`);
      expect(shallow.statusCode).toBe(422);
    });
  });

  describe('ids beyond the integer columns', () => {
    it('answers 422 on the query filter, the path id and the body field', async () => {
      expectFieldError(
        await get(admin, '/api/employees?company_id=3000000000'),
        'company_id',
        'The company id may not be greater than 2147483647.',
      );
      expectFieldError(await get(admin, '/api/attendance/status/2147483648'), 'employeeId');
      expectFieldError(await get(employee, '/api/payroll-runs?employee_id=3000000000'), 'employee_id');
      expectFieldError(await get(admin, '/api/employees/3000000000'), 'id');
      const before = await storedRows();
      const body = await t.as(admin, {
        method: 'POST',
        url: '/api/departments',
        payload: { company_id: 3_000_000_000, name: 'Overflow', code: 'OVF' },
      });
      expectFieldError(body, 'company_id');
      expect(await storedRows()).toEqual(before);
    });

    it('still finds nothing at the largest id an integer column holds', async () => {
      const res = await get(admin, '/api/employees/2147483647');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('dates the database refuses', () => {
    it.each(['0000-01-01', '1899-12-31', '2101-01-01'])(
      'answers 422 for %s in a query and a body',
      async (date) => {
        const message = 'The start date must be between 1900-01-01 and 2100-12-31.';
        expectFieldError(await get(admin, `/api/attendance?start_date=${date}`), 'start_date', message);
        const before = await storedRows();
        const holiday = await t.as(admin, {
          method: 'POST',
          url: '/api/attendance/holidays',
          payload: { name: 'Year zero', date },
        });
        expectFieldError(holiday, 'date');
        expect(await storedRows()).toEqual(before);
      },
    );

    it('answers 422 for a month of year 0000 in the trends report', async () => {
      expectFieldError(
        await get(admin, '/api/reports/trends?start_month=0000-01&end_month=0000-06'),
        'start_month',
      );
    });
  });

  describe('an unpaired UTF-16 surrogate', () => {
    it('is refused with 422 on the field, in a value and in a key, before the audited write', async () => {
      const before = await storedRows();
      const res = await json(
        admin,
        'POST',
        '/api/departments',
        '{"company_id":1,"name":"Bad \\ud800 name","code":"SURR"}',
      );
      expectFieldError(res, 'name', 'The value must be well-formed Unicode text (no unpaired surrogates).');
      const key = await json(admin, 'POST', '/api/departments', '{"company_id":1,"name":"Ok","x\\udc00":1}');
      expect(key.statusCode).toBe(422);
      expect(await storedRows()).toEqual(before);
      // A real pair (an emoji) is text like any other.
      const emoji = await t.as(admin, {
        method: 'POST',
        url: '/api/departments',
        payload: { company_id: 1, name: 'Rockets 🚀', code: 'ROCKET' },
      });
      expect(emoji.statusCode).toBe(201);
    });
  });

  describe('multipart forms', () => {
    const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
    const start = addDays(todayIn(), 60);
    let leaveTypeId: number;
    const applyForLeave = (fields: Json, name = 'note.pdf') =>
      t.as(employee, {
        method: 'POST',
        url: '/api/leaves',
        ...multipartForm(
          { leave_type_id: leaveTypeId, start_date: start, end_date: start, reason: 'Family', ...fields },
          { field: 'attachment', name, data: PDF },
        ),
      });
    const applyForJob = (fields: Json, name = 'cv.pdf') =>
      t.app.inject({
        method: 'POST',
        url: '/api/careers/senior-backend-engineer/apply',
        remoteAddress: '198.51.100.77',
        ...multipartForm(
          {
            first_name: 'Asha',
            last_name: 'Kapoor',
            email: 'asha.hostile@example.com',
            phone: '+91 98200 12345',
            ...fields,
          },
          { field: 'resume', name, data: PDF },
        ),
      });

    beforeAll(async () => {
      const types = (await get(employee, '/api/leave-types')).json().data as Json[];
      leaveTypeId = types.find((x) => x.code === 'CL')?.id ?? types[0]?.id;
    });

    it('applies the NUL rule to text fields and file names', async () => {
      const before = await storedRows();
      expectFieldError(
        await applyForLeave({ reason: 'a\u0000b' }),
        'reason',
        'The value must not contain NUL characters.',
      );
      expectFieldError(await applyForLeave({}, 'no\u0000te.pdf'), 'attachment');
      expectFieldError(await applyForJob({ first_name: 'A\u0000sha' }), 'first_name');
      expectFieldError(await applyForJob({}, 'c\u0000v.pdf'), 'resume');
      expect(await storedRows()).toEqual(before);
    });

    it('refuses a file name longer than its 255-character column', async () => {
      const before = await storedRows();
      const message = 'The file name may not be greater than 255 characters.';
      expectFieldError(await applyForLeave({}, `${'n'.repeat(256)}.pdf`), 'attachment', message);
      expectFieldError(await applyForJob({}, `${'c'.repeat(300)}.pdf`), 'resume', message);
      expect(await storedRows()).toEqual(before);
    });
  });

  describe('payroll CSV upload', () => {
    const header = 'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra';
    const upload = (csv: string | Buffer, name = 'pay.csv', type = 'text/csv') =>
      t.as(admin, {
        method: 'POST',
        url: '/api/payroll/upload-csv',
        ...multipartForm(
          { month: 1, year: 2024, overwrite: 'false' },
          { field: 'file', name, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), type },
        ),
      });

    it('reports amounts beyond numeric(14,2) as row errors', async () => {
      const before = await storedRows();
      const res = await upload(
        [
          header,
          'EMP-A,Too Rich,30,30,30,9999999999999,0',
          'EMP-B,Plain Digits,30,30,30,1000000000000000000000,0',
          'EMP-C,Exponent,30,30,30,1e21,0',
          'EMP-D,Summed,30,30,30,999999999999.99,1',
        ].join('\n'),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().summary).toEqual({ total: 4, success: 0, errors: 4, skipped: 0 });
      expect(res.json().results.errors.map((e: Json) => e.error)).toEqual([
        'basic_salary may not be greater than 999999999999.99',
        'basic_salary may not be greater than 999999999999.99',
        'basic_salary must be a non-negative number with at most 2 decimals',
        'Total earnings may not be greater than 999999999999.99',
      ]);
      // The trail records the upload, with no run behind it.
      const after = await storedRows();
      expect({ ...after, audit_events: before.audit_events }).toEqual(before);
    });

    it('refuses a file that is not a .csv text file', async () => {
      const csv = `${header}\nEMP-A,Someone,30,30,30,1000,0\n`;
      const before = await storedRows();
      const message = 'The file must be a file of type: csv.';
      expectFieldError(await upload(csv, 'pay.exe', 'application/x-msdownload'), 'file', message);
      expectFieldError(await upload(csv, 'pay.csv', 'application/x-msdownload'), 'file', message);
      expectFieldError(await upload(csv, 'pay.exe', 'text/csv'), 'file', message);
      const binary = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
      expectFieldError(await upload(binary, 'pay.csv', 'text/csv'), 'file', message);
      expect(await storedRows()).toEqual(before);
      // Plain text, and the type a browser sends when it cannot tell, are fine for a .csv file.
      for (const type of ['text/plain', 'application/octet-stream', 'application/vnd.ms-excel']) {
        expect((await upload(csv, 'PAY.CSV', type)).statusCode).toBe(200);
      }
    });
  });
});
