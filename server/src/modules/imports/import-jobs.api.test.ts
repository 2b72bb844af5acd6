import { IMPORT_SYNC_MAX_ROWS } from '@hrms/contracts/imports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// A file of more than IMPORT_SYNC_MAX_ROWS rows is checked and committed as a job (docs/decisions/imports.md,
// "Large files run as jobs"): 202 and a job id, the job's result the answer the request would have given.

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const HEADER = ['employee_id', 'first_name', 'last_name', 'email', 'company', 'department'];
const ROWS = IMPORT_SYNC_MAX_ROWS + 1;

describe('imports: large files as jobs', () => {
  let t: TestApp;
  let admin: string;
  let department: string;
  const { upload, commit, get } = importCalls('employees', () => ({ t, token: admin }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    department = (await get('/api/departments?per_page=1')).json().data[0].name;
  });
  afterAll(() => t.close());

  const finished = async (id: number): Promise<Json> => {
    for (let i = 0; i < 600; i += 1) {
      const { job } = (await get(`/api/jobs/${id}`)).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${id} did not finish`);
  };
  const people = (tag: string): Cells[] =>
    Array.from({ length: ROWS }, (_, i) => ({
      employee_id: `${tag}${String(i + 1).padStart(5, '0')}`,
      first_name: `Bulk${i + 1}`,
      last_name: tag,
      email: `${tag.toLowerCase()}${i + 1}@bulk.test`,
      company: 'Demo Industries',
      department,
    }));
  const employeesTagged = async (tag: string) =>
    (
      await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from employees where last_name = ${tag}`,
      )
    )[0]?.n;

  it('checks a large file as a job, keeping it as checking until the job ends, then commits it as a job', async () => {
    const queued = await upload('bulk.csv', csvOf(HEADER, people('JOBA')));
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json().message).toBe(`Checking the ${ROWS} rows of bulk.csv`);
    const check = await finished(queued.json().job_id);
    expect(check.status, check.error).toBe('succeeded');
    expect(check.total).toBe(ROWS);
    expect(check.progress).toBe(ROWS);
    const record = check.result.import;
    expect(record).toMatchObject({ status: 'validated', rows: ROWS, valid_rows: ROWS, errors: [] });
    expect(check.result.message).toBe(`${ROWS} rows are valid: commit to import them`);
    expect(await employeesTagged('JOBA')).toBe(0);
    expect((await get(`/api/imports/${record.id}`)).json().import.status).toBe('validated');

    const committing = await commit(record.id, 'all');
    expect(committing.statusCode, committing.body).toBe(202);
    const done = await finished(committing.json().job_id);
    expect(done.status, done.error).toBe('succeeded');
    expect(done.result.import).toMatchObject({
      status: 'committed',
      created: ROWS,
      updated: 0,
      unchanged: 0,
    });
    expect(await employeesTagged('JOBA')).toBe(ROWS);
    // Committed once: a second commit is refused in the request, not queued.
    expect((await commit(record.id, 'all')).statusCode).toBe(409);
  });

  it('refuses to commit a file still being checked, and a job that finds errors leaves it invalid', async () => {
    const rows = people('JOBB');
    rows[4] = { ...(rows[4] as Cells), email: 'not an e-mail' };
    const queued = await upload('bulk-bad.csv', csvOf(HEADER, rows));
    expect(queued.statusCode, queued.body).toBe(202);
    const check = await finished(queued.json().job_id);
    const record = check.result.import;
    expect(record).toMatchObject({ status: 'invalid', rows: ROWS, valid_rows: ROWS - 1 });
    expect(record.errors).toEqual([expect.objectContaining({ row: 6, column: 'email' })]);

    // While a file is being checked (as it was until the job ended) it cannot be imported.
    await t.database.db.execute(sql`update imports set status = 'checking' where id = ${record.id}`);
    const early = await commit(record.id, 'valid_rows');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The file is still being checked: import it once the check has finished.',
    );
    await t.database.db.execute(sql`update imports set status = 'invalid' where id = ${record.id}`);

    // Refused in the request, as a small file's would be: all rows of a file with errors.
    expect((await commit(record.id, 'all')).statusCode).toBe(422);
  });
});
