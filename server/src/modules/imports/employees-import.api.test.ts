import { verhoeffDigit } from '@hrms/contracts/statutory';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeTable } from './engine/write';

type Cells = Record<string, string>;

/** A CSV of `rows` in the columns `header` (cells a row leaves out are blank). */
const fileOf = (header: string[], rows: Cells[]) =>
  Buffer.from(stringify([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]));

/** The demo database's company (server/src/db/seed/demo/seed.ts). */
const DEMO_COMPANY = 'Demo Industries';

const withCheck = (digits: string) => `${digits}${verhoeffDigit(digits)}`;

const NEW_HEADER = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'company',
  'branch',
  'department',
  'team',
  'manager_employee_id',
  'hire_date',
  'date_of_birth',
  'job_title',
  'employment_type',
  'contract_end_date',
  'grade',
  'marital_status',
  'pan',
  'uan',
  'aadhaar',
  'bank_account_number',
  'bank_ifsc',
  'pf_name',
  'cost_centre',
  'overtime_eligible',
  'vpf_percentage',
];

describe('imports: employees', () => {
  let t: TestApp;
  let admin: string;
  let demo: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const companies = await t.as(admin, { method: 'GET', url: `/api/companies?search=${DEMO_COMPANY}` });
    demo = companies.json().data[0];
    expect(demo.name).toBe(DEMO_COMPANY);
  });
  afterAll(() => t.close());

  const upload = (name: string, data: Buffer, token = admin) =>
    t.as(token, {
      method: 'POST',
      url: '/api/imports',
      ...multipartForm({ type: 'employees' }, { field: 'file', name, data, type: 'text/csv' }),
    });

  const validated = async (name: string, data: Buffer, token = admin) => {
    const res = await upload(name, data, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().import;
  };

  const commit = (id: number, mode?: 'all' | 'valid_rows', token = admin) =>
    t.as(token, { method: 'POST', url: `/api/imports/${id}/commit`, payload: mode ? { mode } : {} });

  const committed = async (id: number, mode?: 'all' | 'valid_rows') => {
    const res = await commit(id, mode);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().import;
  };

  const get = async (url: string, token = admin) => {
    const res = await t.as(token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  /** The employee list item found by code or email (null when none). */
  const employee = async (search: string) => {
    const data = (await get(`/api/employees?search=${encodeURIComponent(search)}`)).json().data;
    return (
      data.find((e: { employee_id: string; email: string }) => [e.employee_id, e.email].includes(search)) ??
      null
    );
  };
  const detail = async (id: number) => (await get(`/api/employees/${id}`)).json().employee;

  const person = (code: string, first: string, overrides: Cells = {}): Cells => ({
    employee_id: code,
    first_name: first,
    last_name: 'Mover',
    email: `${first.toLowerCase()}.mover@demo.test`,
    company: DEMO_COMPANY,
    department: 'ENG',
    ...overrides,
  });

  // Managers come after the people who report to them, and one row has no code (given the next one).
  const moving = [
    person('MOV0003', 'Chitra', {
      manager_employee_id: 'mov0002',
      team: 'Platform',
      hire_date: '2026-04-03',
      job_title: 'Engineer',
    }),
    person('MOV0002', 'Bala', {
      manager_employee_id: 'MOV0001',
      branch: 'BLR',
      hire_date: '02/04/2026',
      date_of_birth: '15-08-1994',
      employment_type: 'fixed_term',
      contract_end_date: '31-03-2027',
    }),
    person('MOV0001', 'Anil', {
      manager_employee_id: 'EMP0001',
      department: 'Engineering',
      branch: 'Mumbai Head Office',
      hire_date: '01-04-2026',
      pan: 'abcpm1234f',
      uan: withCheck('10012345678'),
      aadhaar: `${withCheck('23456789012').slice(0, 4)} ${withCheck('23456789012').slice(4, 8)} ${withCheck('23456789012').slice(8)}`,
      bank_account_number: '50100123456789',
      bank_ifsc: 'HDFC0001234',
      pf_name: 'Anil Mover',
      cost_centre: 'CC-ENG',
      overtime_eligible: 'no',
      vpf_percentage: '12.5',
      job_title: 'Head of Moving',
      grade: 'M2',
      marital_status: 'Married',
    }),
    person('', 'Dev', { manager_employee_id: 'MOV0003', hire_date: '05-04-2026' }),
  ];
  const movingFile = fileOf(NEW_HEADER, moving);

  it('validates new employees writing nothing, then commits them with managers in any order of the file', async () => {
    const imp = await validated('employees.csv', movingFile);
    expect(imp).toMatchObject({ type: 'employees', status: 'validated', rows: 4, valid_rows: 4, errors: [] });
    expect(await employee('MOV0001')).toBeNull();

    expect(await committed(imp.id)).toMatchObject({
      status: 'committed',
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    const anil = await employee('MOV0001');
    const bala = await employee('MOV0002');
    const chitra = await employee('MOV0003');
    const dev = await employee('dev.mover@demo.test');
    const ceo = await employee('EMP0001');
    expect(anil).toMatchObject({
      manager: { id: ceo.id },
      department: { name: 'Engineering' },
      branch: { name: 'Mumbai Head Office' },
      hire_date: '2026-04-01',
      job_title: 'Head of Moving',
      cost_centre: 'CC-ENG',
    });
    expect(bala).toMatchObject({
      manager: { id: anil.id },
      branch: { name: 'Bengaluru Branch' },
      hire_date: '2026-04-02',
      date_of_birth: '1994-08-15',
      employment_type: 'fixed_term',
      contract_end_date: '2027-03-31',
    });
    expect(chitra).toMatchObject({ manager: { id: bala.id }, team: { name: 'Platform' } });
    // No code given: the company's next one, as the form gives it.
    expect(dev).toMatchObject({
      manager: { id: chitra.id },
      employee_id: expect.stringMatching(/^EMP\d{4}$/),
    });
    expect(await detail(anil.id)).toMatchObject({
      pan: 'ABCPM1234F',
      uan: withCheck('10012345678'),
      aadhaar_last4: withCheck('23456789012').slice(-4),
      bank_account_number: '50100123456789',
      bank_ifsc: 'HDFC0001234',
      pf_name: 'Anil Mover',
      overtime_eligible: false,
      vpf_percentage: 12.5,
      grade: 'M2',
      marital_status: 'married', // given as Married: any case
    });
    expect(bala).toMatchObject({ grade: null, marital_status: null });
  });

  it('imports the same file again as unchanged, the row without a code found by its email', async () => {
    const again = await validated('employees.csv', movingFile);
    expect(again.errors).toEqual([]);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it('updates by code, or by email without one, changing only the columns given', async () => {
    const before = await detail((await employee('MOV0001')).id);
    const file = fileOf(
      ['employee_id', 'email', 'job_title', 'cost_centre', 'phone'],
      [
        { employee_id: 'MOV0001', job_title: 'Chief Mover', cost_centre: 'CC-9' },
        { email: 'CHITRA.MOVER@demo.test', phone: '+91 98200 11111' },
      ],
    );
    const imp = await validated('update.csv', file);
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const after = await detail(before.id);
    expect(after).toMatchObject({ job_title: 'Chief Mover', cost_centre: 'CC-9' });
    const { job_title: _j, cost_centre: _c, ...rest } = after;
    const { job_title: _bj, cost_centre: _bc, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(await employee('MOV0003')).toMatchObject({
      phone: '+91 98200 11111',
      team: { name: 'Platform' },
    });

    const again = await validated('update.csv', file);
    expect(await committed(again.id)).toMatchObject({ updated: 0, unchanged: 2 });

    // Bala was created without a job title, which the edit form requires to save a change.
    const untitled = await validated(
      'untitled.csv',
      fileOf(['employee_id', 'phone'], [{ employee_id: 'MOV0002', phone: '+91 98200 22222' }]),
    );
    expect(untitled.errors).toEqual([
      { row: 2, column: 'job_title', message: 'The job title field is required.' },
    ]);
  });

  it('keeps a code given with the company prefix and moves the sequence past it', async () => {
    const imp = await validated('prefixed.csv', fileOf(NEW_HEADER, [person('EMP0700', 'Esha')]));
    expect(await committed(imp.id)).toMatchObject({ created: 1 });
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Form',
        last_name: 'Made',
        email: 'form.made@demo.test',
        company_id: demo.id,
        department_id: (await employee('MOV0001')).department_id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().employee.employee_id).toBe('EMP0701');
  });

  it('refuses a manager cycle, in the file or through the records, with a clear error on the row', async () => {
    const imp = await validated(
      'cycle.csv',
      fileOf(NEW_HEADER, [
        person('CYC1', 'Cyc', { manager_employee_id: 'CYC2' }),
        person('CYC2', 'Cyd', { manager_employee_id: 'CYC1' }),
        person('CYC3', 'Cye', { manager_employee_id: 'CYC1' }),
        person('CYC4', 'Cyf', { manager_employee_id: 'cyc4' }),
        person('CYC5', 'Cyg', { manager_employee_id: 'NOBODY' }),
        // Anil's manager would be Chitra, who reports to Bala, who reports to Anil.
        { employee_id: 'MOV0001', manager_employee_id: 'MOV0003' },
        person('CYC6', 'Cyh', { manager_employee_id: 'MOV0001' }),
        person('CYC7', 'Cyi', { manager_employee_id: 'CYC8' }),
        person('CYC8', 'Cyj'),
      ]),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 9, valid_rows: 2 });
    expect(imp.errors).toEqual([
      {
        row: 2,
        column: 'manager_employee_id',
        message:
          'The managers form a cycle (CYC1 → CYC2 → CYC1): an employee cannot report to themselves, directly or indirectly.',
      },
      {
        row: 3,
        column: 'manager_employee_id',
        message:
          'The managers form a cycle (CYC2 → CYC1 → CYC2): an employee cannot report to themselves, directly or indirectly.',
      },
      {
        row: 4,
        column: 'manager_employee_id',
        message: "The manager's row (row 2) has errors: fix it first.",
      },
      { row: 5, column: 'manager_employee_id', message: 'An employee cannot be their own manager.' },
      { row: 6, column: 'manager_employee_id', message: 'The selected manager is invalid.' },
      {
        row: 7,
        column: 'manager_employee_id',
        message: 'This manager reports to the employee, directly or indirectly.',
      },
      {
        row: 8,
        column: 'manager_employee_id',
        message: "The manager's row (row 7) has errors: fix it first.",
      },
    ]);
  });

  it("gives the form's messages: bad PAN, impossible dates, unknown department; all or nothing, or the valid rows", async () => {
    const imp = await validated(
      'bad.csv',
      fileOf(NEW_HEADER, [
        person('BAD1', 'Pan', { pan: 'ABCDE12345' }),
        person('BAD2', 'Date', { hire_date: '31-02-2026', date_of_birth: '1990-13-01' }),
        person('BAD3', 'Dept', { department: 'Nowhere', team: 'Platform' }),
        person('BAD4', 'Fixed', { employment_type: 'fixed_term' }),
        person('BAD5', '', { email: 'not-an-email', company: 'No Such Co' }),
        person('GOOD1', 'Fine'),
        person('BAD1', 'Twice'),
        person('BAD6', 'Same', { email: 'fine.mover@demo.test' }),
        person('BAD7', 'Taken', { email: 'admin@demo.test' }),
        person('bad code', 'Code'),
        person('BAD8', 'Marital', { marital_status: 'engaged', grade: 'G'.repeat(31) }),
      ]),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 11, valid_rows: 1 });
    expect(imp.errors).toEqual([
      {
        row: 2,
        column: 'pan',
        message: 'The PAN must be five letters, four digits and a letter, like ABCDE1234F.',
      },
      {
        row: 3,
        column: 'hire_date',
        message: 'The hire date must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      {
        row: 3,
        column: 'date_of_birth',
        message: 'The date of birth must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      { row: 4, column: 'department', message: 'The selected department is invalid.' },
      {
        row: 5,
        column: 'contract_end_date',
        message: 'A fixed-term employee needs the day the contract ends.',
      },
      { row: 6, column: 'company', message: 'The selected company is invalid.' },
      { row: 6, column: 'first_name', message: 'The first name field is required.' },
      { row: 6, column: 'email', message: 'The email must be a valid email address.' },
      {
        row: 8,
        column: 'employee_id',
        message: 'Row 2 has the same employee id: a record may appear once in a file.',
      },
      { row: 9, column: 'email', message: 'Row 7 has the same email: a person may appear once in a file.' },
      { row: 10, column: 'email', message: 'The email has already been taken.' },
      {
        row: 11,
        column: 'employee_id',
        message:
          'The employee id may hold letters, digits and . _ / - only, starting with a letter or digit (at most 30).',
      },
      { row: 12, column: 'marital_status', message: 'The selected marital status is invalid.' },
      { row: 12, column: 'grade', message: 'The grade may not be greater than 30 characters.' },
    ]);

    const all = await commit(imp.id, 'all');
    expect(all.statusCode).toBe(422);
    expect(await employee('GOOD1')).toBeNull();
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await employee('GOOD1')).toMatchObject({ first_name: 'Fine' });
    expect(await employee('BAD1')).toBeNull();

    const errorsFile = await get(`/api/imports/${imp.id}/errors`);
    expect(errorsFile.body).toContain('pan: The PAN must be five letters');
    expect(errorsFile.body).not.toContain('GOOD1');
  });

  // Four passes over the demo company's 60-odd employees (validate and commit, CSV and XLSX): a generous
  // limit for a machine loaded with other test files.
  it('exports every employee in the template columns, and the export imported again changes nothing', {
    timeout: 120_000,
  }, async () => {
    const template = await get('/api/imports/templates/employees?format=csv');
    const header = template.body
      .replace(/^\uFEFF/, '')
      .split('\n')[0]
      ?.split(',');
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/employees?company_id=${demo.id}&format=${format}`);
      if (format === 'csv') {
        expect(
          res.body
            .replace(/^\uFEFF/, '')
            .split('\n')[0]
            ?.split(','),
        ).toEqual(header);
        expect(res.body).toContain('MOV0003');
        // Whole identity numbers (the caller may see them); Aadhaar is never kept whole, so blank.
        expect(res.body).toContain('ABCPM1234F');
      }
      const imp = await validated(`employees.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      expect(imp.rows).toBeGreaterThan(60);
      expect(await committed(imp.id), format).toMatchObject({ created: 0, updated: 0, unchanged: imp.rows });
    }
  });

  it('takes an XLSX and the template as it is', async () => {
    const data = writeTable('xlsx', NEW_HEADER, [NEW_HEADER.map((h) => person('XLS1', 'Excel')[h] ?? '')]);
    const imp = await validated('employees.xlsx', data);
    expect(imp).toMatchObject({ status: 'validated', format: 'xlsx', valid_rows: 1 });

    const template = await get('/api/imports/templates/employees?format=xlsx');
    const res = await upload('employees-template.xlsx', template.rawPayload);
    expect(res.statusCode).toBe(201);
    // The example names a company of its own (Acme India): here it is not there to be found.
    expect(res.json().import.errors).toEqual([
      { row: 2, column: 'company', message: 'The selected company is invalid.' },
    ]);
  });

  it('exports whole identity numbers only to those who may see them; imports need the employee permissions', async () => {
    const role = await t.as(admin, { method: 'POST', url: '/api/roles', payload: { name: 'importer' } });
    expect(role.statusCode, role.body).toBe(201);
    const roleId = role.json().role.id;
    const granted = await t.as(admin, {
      method: 'POST',
      url: `/api/roles/${roleId}/assign-permissions`,
      payload: { permissions: ['import-data', 'create-employees', 'view-employees'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const password = 'Importer@12345';
    const user = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Importer',
        email: 'importer@demo.test',
        password,
        password_confirmation: password,
        employee_id: (await employee('GOOD1')).id,
      },
    });
    expect(user.statusCode, user.body).toBe(201);
    await t.as(admin, {
      method: 'POST',
      url: `/api/users/${user.json().user.id}/assign-roles`,
      payload: { roles: ['importer'] },
    });
    const importer = await t.login('importer@demo.test', password);

    const refused = await t.as(importer, { method: 'GET', url: '/api/exports/employees?format=csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('view-statutory-details');

    // Creating is allowed; updating needs update-employees (a row that changes nothing needs no write).
    const imp = await validated(
      'importer.csv',
      fileOf(
        ['employee_id', 'first_name', 'last_name', 'email', 'company', 'department', 'job_title'],
        [
          person('IMP1', 'Imran'),
          { employee_id: 'MOV0003', job_title: 'Staff Engineer' },
          { employee_id: 'MOV0002', first_name: 'Bala' },
        ],
      ),
      importer,
    );
    expect(imp.errors).toEqual([
      { row: 3, column: 'employee_id', message: 'Updating employees needs the update-employees permission.' },
    ]);
  });
});
