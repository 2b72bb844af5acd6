import * as XLSX from '@e965/xlsx';
import { STATE_MESSAGE } from '@hrms/contracts/organisation';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeTable } from './engine/write';
import { zipOf } from './engine/zip-fixture';

type Row = { id: number; [k: string]: unknown };

const csv = (rows: string[][]) => Buffer.from(stringify(rows));

/** A minimal workbook whose first sheet is `sheetXml`, built by hand (for files no library would write). */
const workbookWith = (sheetXml: Buffer, declaredSize?: number) =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declaredSize },
  ]);

const sheetXml = (rowsXml: string) =>
  Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`,
  );

describe('imports: organisation', () => {
  let t: TestApp;
  let admin: string;
  let demo: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const companies = await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' });
    demo = companies.json().data[0];
  });
  afterAll(() => t.close());

  const upload = (type: string, name: string, data: Buffer, token = admin, mime = 'text/csv') =>
    t.as(token, {
      method: 'POST',
      url: '/api/imports',
      ...multipartForm({ type }, { field: 'file', name, data, type: mime }),
    });

  const validated = async (type: string, name: string, data: Buffer) => {
    const res = await upload(type, name, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().import;
  };

  const commit = (id: number, mode?: 'all' | 'valid_rows') =>
    t.as(admin, { method: 'POST', url: `/api/imports/${id}/commit`, payload: mode ? { mode } : {} });

  const committed = async (id: number, mode?: 'all' | 'valid_rows') => {
    const res = await commit(id, mode);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().import;
  };

  const get = async (url: string) => {
    const res = await t.as(admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  const COMPANY_HEADER = [
    'name',
    'legal_name',
    'registration_number',
    'tax_id',
    'country',
    'email',
    'phone',
    'address_line1',
    'city',
    'state',
    'postal_code',
    'pan',
    'tan',
  ];
  const companyRow = (name: string, overrides: Partial<Record<string, string>> = {}) =>
    COMPANY_HEADER.map(
      (h) =>
        ({
          name,
          legal_name: `${name} Private Limited`,
          registration_number: 'U29100PN2019PTC000001',
          tax_id: '27AAACA0001A1Z5',
          country: 'india',
          email: 'hello@acme.test',
          phone: '+91 20 4000 0000',
          address_line1: '1 Industrial Estate',
          city: 'Pune',
          state: 'MH',
          postal_code: '411001',
          pan: 'AAACA0001A',
          tan: 'PNEA12345B',
          ...overrides,
        })[h] ?? '',
    );

  it('imports companies with their statutory identity: validate writes nothing, commit writes once, again is unchanged', async () => {
    const file = csv([COMPANY_HEADER, companyRow('Moving Co'), companyRow('Second Co', { pan: 'BAD' })]);
    const first = await validated('companies', 'companies.csv', file);
    expect(first).toMatchObject({
      type: 'companies',
      status: 'invalid',
      format: 'csv',
      rows: 2,
      valid_rows: 1,
      errors: [{ row: 3, column: 'pan', message: expect.stringContaining('PAN') }],
      created_by: { name: expect.any(String) },
    });
    // Nothing was written by validating.
    expect((await get('/api/companies?search=Moving')).json().data).toHaveLength(0);

    const all = await commit(first.id, 'all');
    expect(all.statusCode).toBe(422);
    expect(all.json().errors.mode[0]).toContain('fix them');

    const done = await committed(first.id, 'valid_rows');
    expect(done).toMatchObject({
      status: 'committed',
      mode: 'valid_rows',
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    const [company] = (await get('/api/companies?search=Moving')).json().data;
    expect(company).toMatchObject({
      legal_name: 'Moving Co Private Limited',
      pan: 'AAACA0001A',
      tan: 'PNEA12345B',
      address: { state: 'Maharashtra', country: 'India' },
      state_code: 'MH',
    });

    // Once only.
    expect((await commit(first.id, 'valid_rows')).statusCode).toBe(409);

    // The same content again: every row unchanged.
    const again = await validated(
      'companies',
      'companies.csv',
      csv([COMPANY_HEADER, companyRow('Moving Co')]),
    );
    expect(again).toMatchObject({ status: 'validated', rows: 1, valid_rows: 1, errors: [] });
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    // An update changes only the columns present.
    const update = await validated(
      'companies',
      'update.csv',
      csv([
        ['Name', ' CITY '],
        ['moving co', 'Nashik'],
      ]),
    );
    expect(await committed(update.id)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [changed] = (await get('/api/companies?search=Moving')).json().data;
    expect(changed).toMatchObject({
      address: { city: 'Nashik', line1: '1 Industrial Estate' },
      pan: 'AAACA0001A',
    });

    // The commit is in the audit trail.
    const audit = await get(`/api/audit-events?entity_type=import&entity_id=${done.id}`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'import.committed',
      summary: expect.stringContaining('1 created'),
    });
  });

  it('imports branches, refusing all-or-nothing on errors and reporting rows, columns and the forms’ messages', async () => {
    const header = [
      'company',
      'code',
      'name',
      'email',
      'phone',
      'street',
      'city',
      'state',
      'postal_code',
      'country',
      'lwf_applicable',
    ];
    const file = csv([
      header,
      [
        demo.name,
        'pnq',
        'Pune office',
        'pune@demo.test',
        '+91 20 1',
        '1 FC Road',
        'Pune',
        'Maharashtra',
        '411004',
        'India',
        'no',
      ],
      [
        demo.name,
        'xx1',
        'Nowhere',
        'not-an-email',
        '+91 1',
        '1 Road',
        'Town',
        'Atlantis',
        '1',
        'India',
        'maybe',
      ],
      ['No Such Company', 'yy', 'Y', 'y@demo.test', '1', '1', 'Pune', 'MH', '1', 'India', ''],
      [
        demo.name,
        'PNQ',
        'Pune again',
        'pune@demo.test',
        '+91 20 1',
        '1 FC Road',
        'Pune',
        'Maharashtra',
        '411004',
        'India',
        '',
      ],
    ]);
    const imp = await validated('branches', 'branches.csv', file);
    expect(imp.status).toBe('invalid');
    expect(imp.valid_rows).toBe(1);
    expect(imp.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'lwf_applicable', message: 'The lwf applicable must be yes or no.' },
        { row: 4, column: 'company', message: 'The selected company is invalid.' },
        { row: 5, column: 'code', message: 'Row 2 has the same code: a record may appear once in a file.' },
      ]),
    );
    // The form's own messages, once the cells read.
    const fixed = await validated(
      'branches',
      'b.csv',
      csv([
        header,
        [
          demo.name,
          'xx1',
          'Nowhere',
          'not-an-email',
          '+91 1',
          '1 Road',
          'Town',
          'Atlantis',
          '1',
          'India',
          '',
        ],
      ]),
    );
    expect(fixed.errors).toEqual([
      { row: 2, column: 'email', message: 'The email must be a valid email address.' },
    ]);
    const state = await validated(
      'branches',
      'b.csv',
      csv([
        header,
        [demo.name, 'xx1', 'Nowhere', 'x@demo.test', '+91 1', '1 Road', 'Town', 'Atlantis', '1', 'India', ''],
      ]),
    );
    expect(state.errors).toEqual([{ row: 2, column: 'state', message: STATE_MESSAGE }]);

    // The errors file: the file back with an error column, every row before the commit…
    const errorsFile = await get(`/api/imports/${imp.id}/errors`);
    expect(errorsFile.headers['content-type']).toContain('text/csv');
    const lines = errorsFile.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe([...header, 'error'].join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]?.endsWith(',')).toBe(true);
    expect(lines[3]).toContain('company: The selected company is invalid.');

    const done = await committed(imp.id, 'valid_rows');
    expect(done).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const branches = (await get(`/api/branches?company_id=${demo.id}&search=Pune office`)).json().data;
    expect(branches[0]).toMatchObject({ code: 'PNQ', lwf_applicable: false, state_code: 'MH' });

    // …and only the rows left out once committed with valid_rows.
    const leftOut = (await get(`/api/imports/${imp.id}/errors`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(leftOut).toHaveLength(4);
  });

  it('imports departments (a parent created by an earlier row, branch and head by code) and teams', async () => {
    const head = (await get(`/api/employees?company_id=${demo.id}&per_page=1`)).json().data[0];
    const file = csv([
      [
        'company',
        'code',
        'name',
        'branch',
        'parent_department',
        'head_of_department_employee_id',
        'description',
      ],
      [demo.name, 'RND', 'Research', 'BLR', '', head.employee_id, 'Long-range work'],
      [demo.name, 'RND-AI', 'AI research', 'blr', 'rnd', '', ''],
      [demo.name, 'RND-X', 'Broken', 'NOPE', 'MISSING', 'NOBODY', ''],
    ]);
    const imp = await validated('departments', 'departments.csv', file);
    expect(imp.errors).toEqual([
      { row: 4, column: 'branch', message: 'The selected branch is invalid.' },
      { row: 4, column: 'parent_department', message: 'The selected parent department is invalid.' },
      {
        row: 4,
        column: 'head_of_department_employee_id',
        message: 'The selected head of department is invalid.',
      },
    ]);
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 2 });
    const ai = (await get(`/api/departments?company_id=${demo.id}&search=AI research`)).json().data[0];
    expect(ai).toMatchObject({
      code: 'RND-AI',
      parent_department: { name: 'Research' },
      branch: { name: expect.any(String) },
    });

    const teams = await validated(
      'teams',
      'teams.csv',
      csv([
        ['company', 'department', 'code', 'name', 'status'],
        [demo.name, 'RND', 'ml', 'Machine learning', ''],
        [demo.name, 'Research', 'infra', 'Infrastructure', 'inactive'],
        [demo.name, 'RND', '', 'No code', ''],
        [demo.name, 'NOPE', 'x', 'X', 'archived'],
      ]),
    );
    expect(teams.errors).toEqual([
      { row: 4, column: 'code', message: 'The code field is required.' },
      { row: 5, column: 'department', message: 'The selected department is invalid.' },
      { row: 5, column: 'status', message: 'The selected status is invalid.' },
    ]);
    expect(await committed(teams.id, 'valid_rows')).toMatchObject({ created: 2 });
    const list = (await get(`/api/teams?company_id=${demo.id}&search=Infrastructure`)).json().data;
    expect(list[0]).toMatchObject({ code: 'INFRA', status: 'inactive', department: { name: 'Research' } });
  });

  it('exports every type in its template columns, and the export imported again changes nothing', async () => {
    for (const type of ['companies', 'branches', 'departments', 'teams']) {
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await get(`/api/exports/${type}?company_id=${demo.id}&format=${format}`);
        const data = res.rawPayload;
        const imp = await validated(type, `${type}.${format}`, data);
        expect(imp.errors, `${type} ${format}`).toEqual([]);
        expect(imp.rows, `${type} ${format}`).toBeGreaterThan(0);
        const done = await committed(imp.id);
        expect(done, `${type} ${format}`).toMatchObject({ created: 0, updated: 0, unchanged: imp.rows });
      }
    }
  });

  it('gives a template of every column with an example row that imports cleanly (an XLSX adds Notes)', async () => {
    const res = await get('/api/imports/templates/branches?format=csv');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'company,code,name,email,phone,status,street,city,state,postal_code,country,pt_registration_number,lwf_applicable',
    );
    expect(example).toContain('Bengaluru office');

    const xlsx = await get('/api/imports/templates/companies?format=xlsx');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Data', 'Notes']);
    const notes = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Notes as XLSX.WorkSheet, { header: 1 });
    expect(notes[0]).toEqual(['column', 'required for a new record', 'format', 'example']);
    expect(notes).toContainEqual(['tan', 'no', 'TAN, like MUMA12345B', 'MUMA12345B']);
    // The template itself re-imports: its example row is a valid company.
    const imp = await validated('companies', 'companies-template.xlsx', xlsx.rawPayload);
    expect(imp).toMatchObject({ status: 'validated', rows: 1, errors: [] });
  });

  it('refuses bad files with clear answers, never a 500', async () => {
    // Wrong type, by content.
    const pdf = await upload('branches', 'branches.csv', Buffer.from('%PDF-1.4\n\0\0\0'), admin, 'text/csv');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file[0]).toContain('CSV (UTF-8) or an Excel workbook');
    const renamed = await upload('branches', 'branches.xlsx', Buffer.from('company\n'), admin);
    expect(renamed.statusCode).toBe(422);
    const xls = await upload(
      'branches',
      'old.xlsx',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    );
    expect(xls.json().errors.file[0]).toContain('.xls');

    // No type, an unknown type, no file.
    const noType = await upload('', 'teams.csv', csv([['company'], ['x']]));
    expect(noType.statusCode).toBe(422);
    expect(Object.keys(noType.json().errors)).toEqual(['type']);
    expect((await upload('payslips', 'teams.csv', csv([['company'], ['x']]))).json().errors.type).toEqual([
      'The selected type is invalid.',
    ]);
    const noFile = await t.as(admin, {
      method: 'POST',
      url: '/api/imports',
      ...multipartForm({ type: 'teams' }),
    });
    expect(noFile.json().errors).toEqual({ file: ['Please select a file.'] });

    // 11 MB: refused with the limit.
    const big = await upload('branches', 'big.csv', Buffer.alloc(11 * 1024 * 1024, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file may not be greater than 10 MB.');

    // No header, unknown columns (listed), a formula cell.
    const noHeader = await validated('branches', 'n.csv', csv([[demo.name, 'MUM', 'Mumbai']]));
    expect(noHeader).toMatchObject({ status: 'invalid', valid_rows: 0 });
    expect(noHeader.errors[0]).toMatchObject({ row: 1, message: expect.stringContaining('no header') });
    const unknown = await validated(
      'teams',
      'u.csv',
      csv([
        ['company', 'name', 'colour', 'Size'],
        [demo.name, 'x', 'red', 'L'],
      ]),
    );
    expect(unknown.errors).toEqual([
      { row: 1, column: '', message: expect.stringMatching(/^Unknown columns: colour, Size\./) },
    ]);
    expect((await commit(unknown.id, 'valid_rows')).statusCode).toBe(422);
    const empty = await validated('teams', 'e.csv', csv([['company', 'department', 'code', 'name']]));
    expect(empty).toMatchObject({
      status: 'invalid',
      rows: 0,
      errors: [{ row: 2, message: expect.any(String) }],
    });

    const ws = XLSX.utils.aoa_to_sheet([['company', 'department', 'code', 'name']]);
    ws.A2 = { t: 's', v: demo.name };
    ws.B2 = { t: 's', v: 'ENG' };
    ws.C2 = { t: 's', v: 'F1' };
    ws.D2 = { t: 's', v: 'Formula', f: 'CONCAT("For","mula")' };
    ws['!ref'] = 'A1:D2';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, ws, 'Data');
    const formula = await validated(
      'teams',
      'f.xlsx',
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
    );
    expect(formula.errors).toEqual([
      { row: 2, column: 'name', message: 'Formulas are not accepted: enter the value itself.' },
    ]);
    const csvFormula = await validated(
      'teams',
      'f.csv',
      csv([
        ['company', 'department', 'code', 'name'],
        [demo.name, 'ENG', 'F2', '=1+1'],
      ]),
    );
    expect(csvFormula.errors).toEqual([
      { row: 2, column: 'name', message: 'Formulas are not accepted: enter the value itself.' },
    ]);
  });

  it('refuses a workbook that unpacks to gigabytes or holds a million rows, without unpacking it whole', async () => {
    // Declares 3 GB unpacked (the sizes are read before anything is inflated).
    const lying = workbookWith(sheetXml('<row><c t="inlineStr"><is><t>x</t></is></c></row>'), 0xfffffff0);
    const bomb = await upload('teams', 'bomb.xlsx', lying);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors.file[0]).toContain('unpacks to more than 100 MB');
    // Declares a small size but inflates to 120 MB of blanks: the inflating stops at the limit.
    const padded = Buffer.concat([sheetXml(''), Buffer.alloc(120 * 1024 * 1024, 0x20)]);
    const hidden = await upload('teams', 'hidden.xlsx', workbookWith(padded, 1000));
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors.file[0]).toContain('unpacks to more than 100 MB');
    // A million rows.
    const million = '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(1_000_000);
    const rows = await upload('teams', 'million.xlsx', workbookWith(sheetXml(million)));
    expect(rows.statusCode).toBe(422);
    expect(rows.json().errors.file[0]).toContain('more than 50,000 rows');
  });

  it('commits once when two commits arrive together', async () => {
    const imp = await validated(
      'teams',
      'race.csv',
      csv([
        ['company', 'department', 'code', 'name'],
        [demo.name, 'ENG', 'RACE', 'Race team'],
      ]),
    );
    const results = await Promise.all([commit(imp.id), commit(imp.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const list = (await get(`/api/teams?company_id=${demo.id}&search=Race team`)).json().data as Row[];
    expect(list).toHaveLength(1);
  });

  it('neutralises formula-like cells in the files it gives back, and reads them back unchanged', async () => {
    const header = ['company', 'department', 'code', 'name', 'description'];
    const imp = await validated(
      'teams',
      'inject.csv',
      csv([header, [demo.name, 'ENG', 'INJ', 'Injection', '\'=HYPERLINK("http://x")']]),
    );
    expect(imp.errors).toEqual([]);
    await committed(imp.id);
    const exported = await get(`/api/exports/teams?company_id=${demo.id}&format=csv`);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const again = await validated('teams', 'teams.csv', exported.rawPayload);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0 });
  });

  it('lists and shows imports to those who may import; others are refused', async () => {
    const list = await get('/api/imports?per_page=5&type=companies');
    expect(list.json()).toMatchObject({ current_page: 1, per_page: 5, total: expect.any(Number) });
    expect(list.json().data[0]).toMatchObject({ type: 'companies', filename: expect.any(String) });
    expect(list.json().data[0].errors).toBeUndefined();
    const one = await get(`/api/imports/${list.json().data[0].id}`);
    expect(one.json().import.errors).toEqual(expect.any(Array));
    expect((await t.as(admin, { method: 'GET', url: '/api/imports/999999' })).statusCode).toBe(404);

    const hr = await t.login('hr@demo.test');
    expect((await t.as(hr, { method: 'GET', url: '/api/imports' })).statusCode).toBe(403);
    const employee = await t.login('employee@demo.test');
    const refused = await upload('teams', 't.csv', csv([['company'], ['x']]), employee);
    expect(refused.statusCode).toBe(403);
  });

  it('gives an XLSX import’s errors back as an XLSX with an error column', async () => {
    const data = writeTable(
      'xlsx',
      ['company', 'department', 'code', 'name'],
      [
        [demo.name, 'ENG', 'XE1', 'Fine'],
        [demo.name, 'NOPE', 'XE2', 'Broken'],
      ],
    );
    const imp = await validated('teams', 'teams.xlsx', data);
    const res = await get(`/api/imports/${imp.id}/errors`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('teams-errors.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(
      book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
      {
        header: 1,
        defval: '',
      },
    );
    expect(rows).toEqual([
      ['company', 'department', 'code', 'name', 'error'],
      [demo.name, 'ENG', 'XE1', 'Fine', ''],
      [demo.name, 'NOPE', 'XE2', 'Broken', 'department: The selected department is invalid.'],
    ]);
  });

  it('an XLSX written by the product reads back the same (writeTable)', async () => {
    const data = writeTable(
      'xlsx',
      ['company', 'department', 'code', 'name'],
      [[demo.name, 'ENG', 'XL1', 'From xlsx']],
    );
    const imp = await validated('teams', 'x.xlsx', data);
    expect(imp).toMatchObject({ status: 'validated', format: 'xlsx', valid_rows: 1 });
  });
});
