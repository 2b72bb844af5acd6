import { financialYearOf } from '@hrms/contracts/tax-year';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { auditEvents } from '../../db/schema/platform';
import { employeeTaxYears } from '../../db/schema/tax-year';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;
type Person = { id: number; code: string };

const HEADER = [
  'employee_id',
  'tax_year',
  'employer_name',
  'employer_tan',
  'from',
  'to',
  'salary',
  'exempt_allowances',
  'pf',
  'professional_tax',
  'tds',
];

/** A CSV of `rows` in the template's columns, or in `header`. */
const fileOf = (rows: Cells[], header = HEADER) => csvOf(header, rows);

const year = financialYearOf(todayIn());
const start = Number(year.slice(0, 4));

/**
 * The previous-employment import: Form 12B figures of joiners, one row per employee and tax year, saved by the
 * tax-year module's own service for that part of the declaration, which TDS then counts.
 */
describe('imports: previous employment', () => {
  let t: TestApp;
  let admin: string;
  const { upload, validated, commit, committed, get } = importCalls('previous_employment', () => ({
    t,
    token: admin,
  }));
  /** Two demo employees with no tax year yet, and one on the old regime with declarations. */
  let joiner: Person;
  let other: Person;
  let declared: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const db = t.database.db;
    const [old] = await db
      .select({ id: employees.id, code: employees.employee_id })
      .from(employeeTaxYears)
      .innerJoin(employees, eq(employees.id, employeeTaxYears.employee_id))
      .where(and(eq(employeeTaxYears.financial_year, year), eq(employeeTaxYears.regime, 'old')))
      .limit(1);
    declared = old as Person;
    const withYear = (await db.select({ id: employeeTaxYears.employee_id }).from(employeeTaxYears)).map(
      (r) => r.id,
    );
    const free = (
      await db
        .select({ id: employees.id, code: employees.employee_id })
        .from(employees)
        .where(and(isNull(employees.archived_at), eq(employees.status, 'active')))
        .orderBy(desc(employees.id))
    ).filter((e) => !withYear.includes(e.id));
    [joiner, other] = free as [Person, Person];
    expect(declared && joiner && other).toBeTruthy();
  });
  afterAll(() => t.close());

  const declaration = async (person: Person): Promise<Json> =>
    (await get(`/api/employees/${person.id}/tax-declaration?financial_year=${year}`)).json().tax_declaration;

  const rows = (): Cells[] => [
    {
      employee_id: joiner.code,
      employer_name: 'Old Employer Pvt Ltd',
      employer_tan: 'muma12345b',
      from: `01-04-${start}`,
      to: `30/06/${start}`,
      salary: '₹3,00,000',
      exempt_allowances: '40,000.50',
      pf: '21,600',
      professional_tax: '600',
      tds: '12,000',
    },
    {
      employee_id: declared.code.toLowerCase(),
      tax_year: `FY ${start}-${start + 1}`,
      employer_name: 'Earlier Works',
      salary: '1,50,000',
      tds: '5,000',
    },
  ];

  it('gives a template with every column, its format and an example', async () => {
    const csv = await get('/api/imports/templates/previous_employment?format=csv');
    const [header, example] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(HEADER);
    expect(example).toEqual([
      'ACM0001',
      '2026-27',
      'Old Employer Pvt Ltd',
      'MUMA12345B',
      '01-04-2026',
      '30-06-2026',
      '3,00,000',
      '40,000',
      '21,600',
      '600',
      '12,000',
    ]);
  });

  it('validates writing nothing, then saves only the previous employment, which TDS counts', async () => {
    const before = await declaration(declared);
    const imp = await validated('previous.csv', fileOf(rows()));
    expect(imp).toMatchObject({ status: 'validated', rows: 2, valid_rows: 2, errors: [] });
    expect((await declaration(joiner)).previous_employment.employer_name).toBeNull();
    expect((await declaration(declared)).previous_employment.salary).toBe(0);

    expect(await committed(imp.id)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const saved = await declaration(joiner);
    expect(saved.previous_employment).toEqual({
      employer_name: 'Old Employer Pvt Ltd',
      employer_tan: 'MUMA12345B',
      from: `${start}-04-01`,
      to: `${start}-06-30`,
      salary: 300000,
      exempt_allowances: 40000.5,
      pf: 21600,
      professional_tax: 600,
      tds: 12000,
    });
    // Not a regime choice: the joiner has still not chosen one.
    expect(saved).toMatchObject({ regime: 'new', regime_chosen_at: null });
    // The rest of a declared year is left as it was.
    const after = await declaration(declared);
    expect(after.previous_employment).toMatchObject({
      employer_name: 'Earlier Works',
      salary: 150000,
      tds: 5000,
    });
    const { previous_employment: _a, ...restAfter } = after;
    const { previous_employment: _b, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    // TDS counts it.
    const position = (await get(`/api/employees/${joiner.id}/tax-position?financial_year=${year}`)).json()
      .tax_position;
    expect(position.previous_salary).toBe(300000);
    // In the trail, as the form's save of it is.
    const trail = await t.database.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'tax_declaration.previous_employment_updated'));
    expect(trail.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`(${joiner.code})'s previous employment for FY ${year}`),
      ]),
    );
  });

  it('imports the same file again as unchanged', async () => {
    const again = await validated('previous.csv', fileOf(rows()));
    expect(again.errors).toEqual([]);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('updates only the columns given', async () => {
    const before = (await declaration(joiner)).previous_employment;
    const file = fileOf(
      [{ employee_id: joiner.code, tax_year: year, tds: '15,000' }],
      ['employee_id', 'tax_year', 'tds'],
    );
    const imp = await validated('tds.csv', file);
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await declaration(joiner)).previous_employment).toEqual({ ...before, tds: 15000 });
    expect(await committed((await validated('tds.csv', file)).id)).toMatchObject({ unchanged: 1 });
  });

  it('exports every recorded year in the template columns, and the export imported again changes nothing', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/previous_employment?format=${format}`);
      if (format === 'csv') {
        const [header, ...exported] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
        expect(header).toEqual(HEADER);
        expect(exported).toEqual(
          expect.arrayContaining([
            [
              joiner.code,
              year,
              'Old Employer Pvt Ltd',
              'MUMA12345B',
              `${start}-04-01`,
              `${start}-06-30`,
              '300000.00',
              '40000.50',
              '21600.00',
              '600.00',
              '15000.00',
            ],
          ]),
        );
        // Years without previous employment are left out.
        expect(exported).toHaveLength(2);
      }
      const imp = await validated(`previous.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      expect(await committed(imp.id), format).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    }
  });

  it("gives the declaration form's messages on their columns; all or nothing, or the valid rows", async () => {
    const imp = await validated(
      'bad.csv',
      fileOf([
        { employee_id: 'NOBODY1', salary: '1,000' },
        { employee_id: other.code, tax_year: `${start}-${String((start + 2) % 100).padStart(2, '0')}` },
        { employee_id: other.code, tax_year: 'last year' },
        {
          employee_id: other.code,
          tax_year: `${start + 1}`,
          from: `${start + 1}-05-10`,
          to: `${start + 1}-05-01`,
        },
        { employee_id: other.code, tax_year: `${start - 1}`, from: `${start}-04-01` },
        { employee_id: other.code, tax_year: `${start - 2}`, employer_tan: 'NOTATAN', salary: '-500' },
        { employee_id: other.code, employer_name: 'Fine Co', salary: '2,00,000' },
        { employee_id: other.code, tax_year: year, employer_name: 'Twice' },
      ]),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 8, valid_rows: 1 });
    expect(imp.errors).toEqual([
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
      {
        row: 3,
        column: 'tax_year',
        message: 'The financial year must be two consecutive years, like 2025-26.',
      },
      { row: 4, column: 'tax_year', message: 'The financial year must be in the form 2025-26.' },
      { row: 5, column: 'to', message: 'The last day may not be before the first.' },
      {
        row: 6,
        column: 'from',
        message: `The date must fall in ${start - 1}-${String(start % 100).padStart(2, '0')}.`,
      },
      { row: 7, column: 'employer_tan', message: 'The TAN must look like MUMA12345B.' },
      { row: 7, column: 'salary', message: 'The amount may not be negative.' },
      {
        row: 9,
        column: 'employee_id',
        message: 'Row 8 has the same employee id: a record may appear once in a file.',
      },
    ]);
    expect((await commit(imp.id, 'all')).statusCode).toBe(422);
    expect((await declaration(other)).previous_employment.employer_name).toBeNull();
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect((await declaration(other)).previous_employment).toMatchObject({
      employer_name: 'Fine Co',
      salary: 200000,
    });
  });

  it('needs manage-tax-declarations besides import-data, to import and to export', async () => {
    const importer = await userWith(t, admin, 'tax_importer', ['import-data']);
    const refused = await upload('previous.csv', fileOf(rows()), importer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Importing previous employment needs the manage-tax-declarations permission.',
    );
    const exported = await t.as(importer, {
      method: 'GET',
      url: '/api/exports/previous_employment?format=csv',
    });
    expect(exported.statusCode).toBe(403);
  });
});
