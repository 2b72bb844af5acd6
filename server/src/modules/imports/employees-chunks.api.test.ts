import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { CHUNK_ROWS } from './service';

// Employees written a chunk at a time (docs/decisions/imports.md, "Employees are written a chunk at a time"):
// files of several chunks, a chunk the database refuses, rows that depend on an earlier row of their chunk, and
// the employee form, which saves a batch of one, beside it.

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const DEMO_COMPANY = 'Demo Industries';
const MANAGER = 'manager_employee_id';
const HEADER = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'job_title',
  'company',
  'department',
  MANAGER,
  'pan',
  'bank_account_number',
  'bank_ifsc',
];
const PAN_TAKEN = 'This PAN is already recorded for another employee of this company.';

const fileOf = (rows: Cells[]) => csvOf(HEADER, rows);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const letter = (n: number) => String.fromCharCode(65 + (n % 26));

describe('imports: employees a chunk at a time', () => {
  let t: TestApp;
  let admin: string;
  let demo: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const companies = await t.as(admin, { method: 'GET', url: `/api/companies?search=${DEMO_COMPANY}` });
    demo = companies.json().data[0];
  });
  afterAll(() => t.close());

  const { validated: upload, committed, get: read } = importCalls('employees', () => ({ t, token: admin }));
  const validated = (data: Buffer) => upload('employees.csv', data);
  const get = async (url: string) => (await read(url)).json();
  /** The employee (list item) whose code or email is `key`, or null. */
  const employee = async (key: string): Promise<Json | null> =>
    (await get(`/api/employees?search=${encodeURIComponent(key)}`)).data.find((e: Json) =>
      [e.employee_id, e.email].includes(key),
    ) ?? null;
  /** The number the demo company's next generated code takes, and that code. */
  const nextNumber = async () => {
    const [row] = await rawRows<{ next: number }>(
      t.database.db,
      sql`select next_employee_number as next from companies where id = ${demo.id}`,
    );
    return Number(row?.next);
  };
  const nextCode = async () => `EMP${pad(await nextNumber(), 4)}`;

  it('writes a file of several chunks, managers in other chunks and the file in reverse, each refusal on its own row', {
    timeout: 120_000,
  }, async () => {
    // Five report to the CEO, fifty to those five, the rest to the fifty: the last level spans chunks.
    const count = 2 * CHUNK_ROWS + 100;
    const code = (i: number) => `CHK${pad(i + 1, 4)}`;
    const managerOf = (i: number) => (i < 5 ? 'EMP0001' : i < 55 ? code(i % 5) : code(5 + (i % 50)));
    const uncoded = (i: number) => i >= 55 && i % 97 === 0;
    const demoPan = (await get(`/api/employees/${(await employee('EMP0002'))?.id}`)).employee.pan;
    expect(demoPan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    const people: Cells[] = Array.from({ length: count }, (_, i) => ({
      employee_id: uncoded(i) ? '' : code(i),
      first_name: 'Chunk',
      last_name: `Person ${i + 1}`,
      email: `chunk${i + 1}@demo.test`,
      job_title: 'Associate',
      company: DEMO_COMPANY,
      department: i === 20 ? 'Nowhere' : 'ENG',
      [MANAGER]: managerOf(i),
      // One PAN the demo's EMP0002 holds; one PAN two rows of the file give, in different chunks.
      pan:
        i === 700
          ? demoPan
          : i === 300 || i === 900
            ? 'CHKPZ9999Z'
            : `CHKP${letter(Math.floor(i / 1000))}${pad(i, 4)}${letter(i)}`,
      bank_account_number: `6020${pad(i, 10)}`,
      bank_ifsc: 'HDFC0001234',
    }));
    const file = fileOf([...people].reverse());
    const rowOf = (i: number) => count - i + 1;

    // Written in the plan's order (managers first, then by row): of the two rows sharing a PAN, the one higher up
    // the file (i = 900) takes it, in the first chunk of its level, and the other is refused in a later chunk.
    const refused = [
      { row: rowOf(700), column: 'pan', message: PAN_TAKEN },
      { row: rowOf(300), column: 'pan', message: PAN_TAKEN },
      { row: rowOf(20), column: 'department', message: 'The selected department is invalid.' },
      ...people.flatMap((_, i) =>
        i >= 55 && 5 + (i % 50) === 20
          ? [
              {
                row: rowOf(i),
                column: MANAGER,
                message: `The manager's row (row ${rowOf(20)}) has errors: fix it first.`,
              },
            ]
          : [],
      ),
    ].sort((a, b) => a.row - b.row);
    const imp = await validated(file);
    expect(imp).toMatchObject({ status: 'invalid', rows: count, valid_rows: count - refused.length });
    expect(imp.errors).toEqual(refused);
    expect(await employee(code(1))).toBeNull();

    expect(await committed(imp.id, 'valid_rows')).toMatchObject({
      created: count - refused.length,
      updated: 0,
      unchanged: 0,
    });
    const last = await employee(code(count - 1));
    expect(last?.manager.id).toBe((await employee(managerOf(count - 1)))?.id);
    expect((await employee(code(5)))?.manager.id).toBe((await employee(code(0)))?.id);
    expect(await employee(code(20))).toBeNull();
    // The rows without a code got the company's next codes, one after another in the order they were written.
    const generated: number[] = [];
    for (let i = count - 1; i >= 0; i--) {
      if (uncoded(i))
        generated.push(Number((await employee(`chunk${i + 1}@demo.test`))?.employee_id.slice(3)));
    }
    expect(generated.length).toBeGreaterThan(5);
    expect(generated).toEqual(generated.map((_, k) => (generated[0] as number) + k));
    // Each new employee's statutory details are in the audit trail, as the form records them.
    const trail = await get(
      `/api/audit-events?action=employee.statutory_details_changed&entity_type=employee&entity_id=${last?.id}`,
    );
    expect(trail.data).toHaveLength(1);
    expect(trail.data[0].changes).toMatchObject({ pan: { from: null }, bank_ifsc: { to: 'HDFC0001234' } });

    // The same file again: the same refusals, and every row written before is unchanged.
    const again = await validated(file);
    expect(again.errors).toEqual(refused);
    expect(await committed(again.id, 'valid_rows')).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: count - refused.length,
    });
  });

  it("writes again row by row a chunk the database refuses, the refusal on its own row and the chunk's other rows written", async () => {
    const before = await nextNumber();
    // The company's next generated code is one an employee already holds: no check foresees it, the unique
    // index refuses it, and the whole chunk's insert with it.
    await t.database.db.execute(sql`update companies set next_employee_number = 1 where id = ${demo.id}`);
    try {
      const rows = Array.from({ length: 41 }, (_, i) => ({
        employee_id: i === 19 ? '' : `DBR${pad(i + 1, 3)}`,
        first_name: 'Refused',
        last_name: `Chunk ${i + 1}`,
        email: `dbr${pad(i + 1, 3)}@demo.test`,
        job_title: 'Associate',
        company: DEMO_COMPANY,
        department: 'ENG',
      }));
      const imp = await validated(fileOf(rows));
      expect(imp).toMatchObject({ status: 'invalid', rows: 41, valid_rows: 40 });
      expect(imp.errors).toEqual([
        {
          row: 21,
          column: 'employee_id',
          message: expect.stringContaining('Key (employee_id)=(EMP0001) already exists'),
        },
      ]);
      expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 40, updated: 0, unchanged: 0 });
      expect(await employee('DBR021')).toMatchObject({ last_name: 'Chunk 21' });
      expect(await employee('dbr020@demo.test')).toBeNull();
      const [written] = await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from employees where employee_id like 'DBR%'`,
      );
      expect(written?.n).toBe(40);
    } finally {
      await t.database.db.execute(
        sql`update companies set next_employee_number = ${before} where id = ${demo.id}`,
      );
    }
  });

  it('sees within a chunk what its earlier rows wrote, as rows written one at a time would', async () => {
    const moved = await employee('DBR001');
    const next = await nextCode();
    const person = (email: string, first: string): Cells => ({
      email,
      first_name: first,
      last_name: 'Depends',
      company: DEMO_COMPANY,
      department: 'ENG',
    });
    const imp = await validated(
      fileOf([
        // A new person given the company's next code; the next row names that code: it updates them.
        person('seq.first@demo.test', 'Sequenced'),
        { employee_id: next, email: 'seq.second@demo.test', first_name: 'Renamed', job_title: 'Twice' },
        // DBR001 moves to a new email; the next row, without a code, names the old one: a new person.
        { employee_id: 'DBR001', email: 'dbr001.moved@demo.test', job_title: 'Mover' },
        person('dbr001@demo.test', 'Successor'),
      ]),
    );
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id, 'all')).toMatchObject({ created: 2, updated: 2, unchanged: 0 });
    expect(await employee('dbr001.moved@demo.test')).toMatchObject({ id: moved?.id, job_title: 'Mover' });
    expect(await employee('dbr001@demo.test')).toMatchObject({
      first_name: 'Successor',
      employee_id: `EMP${pad(Number(next.slice(3)) + 1, 4)}`,
    });
    expect((await employee('dbr001@demo.test'))?.id).not.toBe(moved?.id);
    expect(await employee(next)).toMatchObject({
      first_name: 'Renamed',
      last_name: 'Depends',
      email: 'seq.second@demo.test',
    });
    expect(await employee('seq.first@demo.test')).toBeNull();
  });

  it("leaves the form as it was: its codes follow the import's, its checks see imported employees", async () => {
    const imported = await get(`/api/employees/${(await employee('CHK0001'))?.id}`);
    const next = await nextCode();
    const form = {
      first_name: 'Form',
      last_name: 'After Import',
      email: 'form.after@demo.test',
      company_id: demo.id,
      department_id: imported.employee.department_id,
    };
    const taken = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: { ...form, pan: imported.employee.pan },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ pan: [PAN_TAKEN] });
    const created = await t.as(admin, { method: 'POST', url: '/api/employees', payload: form });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().employee.employee_id).toBe(next);

    const e = imported.employee;
    const edit = {
      first_name: e.first_name,
      last_name: e.last_name,
      email: 'chunk2@demo.test',
      job_title: e.job_title,
      company_id: e.company_id,
      department_id: e.department_id,
      manager_id: e.manager_id,
      hire_date: e.hire_date,
      employment_type: e.employment_type,
      status: e.status,
    };
    const clash = await t.as(admin, { method: 'PUT', url: `/api/employees/${e.id}`, payload: edit });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const loop = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${e.id}`,
      payload: { ...edit, email: e.email, manager_id: (await employee('CHK0006'))?.id },
    });
    expect(loop.json().errors).toEqual({
      manager_id: ['This manager reports to the employee, directly or indirectly.'],
    });
    const saved = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${e.id}`,
      payload: { ...edit, email: e.email, bank_account_number: '60209999999999' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().employee).toMatchObject({ bank_account_number: '60209999999999', email: e.email });
  });
});
