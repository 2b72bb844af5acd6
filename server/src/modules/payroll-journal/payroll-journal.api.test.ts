import { DEFAULT_LEDGERS, NO_JOURNAL_RUNS } from '@hrms/contracts/payroll-journal';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCompany } from '../../../test/tds-company';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { branches, departments } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import { auditEvents } from '../../db/schema/platform';
import { todayIn } from '../../platform/dates';
import { addMonths, lastDayOf, type Period, periodOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** The demo's payroll: two months back approved and paid, last month processed with every sixth approved. */
const today = todayIn();
const DEMO_MONTHS = [-3, -2, -1, 0].map((back) => addMonths(periodOf(today), back));
const query = ({ year, month }: Period, format = 'csv', extra = '') =>
  `/api/reports/payroll-journal?year=${year}&month=${month}&format=${format}${extra}`;
const paise = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);

describe('the payroll journal', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let companyId: number;
  let otherCompanyId: number;
  const db = () => t.database.db;

  /** The CSV's rows as objects (the BOM dropped). */
  const csvRows = (body: string): Json[] => parse(body.replace(/^\uFEFF/, ''), { columns: true });
  const mappingOf = async (token: string, extra = '') =>
    t.as(token, { method: 'GET', url: `/api/ledger-mappings${extra}` });
  const save = (token: string, payload: Json) =>
    t.as(token, { method: 'PUT', url: '/api/ledger-mappings', payload });
  const countedRuns = (period: Period) =>
    db()
      .select({ net: payrollRuns.net_salary })
      .from(payrollRuns)
      .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
      .where(
        and(
          eq(employees.company_id, companyId),
          eq(payrollRuns.year, period.year),
          eq(payrollRuns.month, period.month),
          inArray(payrollRuns.status, ['approved', 'paid']),
        ),
      );

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    companyId = (await mappingOf(hr)).json().ledger_mapping.company_id;
    otherCompanyId = await fixtureCompany(db(), 'Other Books', 'OBL');
  });
  afterAll(() => t.close());

  describe('the ledger mapping', () => {
    it('answers the defaults a Tally user recognises until one is saved', async () => {
      const res = await mappingOf(hr);
      expect(res.statusCode).toBe(200);
      const mapping = res.json().ledger_mapping;
      expect(mapping).toMatchObject({
        company_id: companyId,
        cost_centre_basis: 'department',
        tally_company: null,
        voucher_type: 'Journal',
        cost_category: 'Primary Cost Category',
        saved: false,
        updated_at: null,
      });
      expect(mapping.ledgers).toEqual(DEFAULT_LEDGERS);
      expect(mapping.ledgers).toMatchObject({
        earning_basic_salary: 'Salaries & Wages',
        employer_pf_provident_fund: 'Employer PF Contribution',
        pf_payable: 'PF Payable',
        net_pay_payable: 'Salary Payable',
        tds_payable: 'TDS on Salary Payable',
        pt_payable: 'Professional Tax Payable',
      });
    });

    it('is refused to an employee, and the journal with it', async () => {
      expect((await mappingOf(employee)).statusCode).toBe(403);
      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      expect((await save(employee, mapping)).statusCode).toBe(403);
      const res = await t.as(employee, { method: 'GET', url: query(DEMO_MONTHS[1] as Period) });
      expect(res.statusCode).toBe(403);
    });

    it('answers another company’s mapping as not found, and lets a super admin name it', async () => {
      const theirs = `?company_id=${otherCompanyId}`;
      expect((await mappingOf(hr, theirs)).statusCode).toBe(404);
      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      expect((await save(hr, { ...mapping, company_id: otherCompanyId })).statusCode).toBe(404);
      const res = await t.as(hr, {
        method: 'GET',
        url: query(DEMO_MONTHS[1] as Period, 'csv', `&company_id=${otherCompanyId}`),
      });
      expect(res.statusCode).toBe(404);
      const asAdmin = await mappingOf(admin, theirs);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().ledger_mapping).toMatchObject({ company_id: otherCompanyId, saved: false });
      expect((await mappingOf(admin, '?company_id=99999')).statusCode).toBe(404);
    });

    it('refuses a mapping with a message under each field', async () => {
      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      const res = await save(hr, {
        ...mapping,
        cost_centre_basis: 'project',
        voucher_type: ' ',
        cost_category: 'x'.repeat(101),
        ledgers: {
          ...mapping.ledgers,
          earning_hra: '',
          earning_bonus: 'PF Payable',
          tds_payable: 'TDS\u0007',
        },
      });
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors;
      expect(errors).toMatchObject({
        cost_centre_basis: ['Choose where cost centres come from.'],
        voucher_type: ['Give the voucher type.'],
        cost_category: ['The cost category may be at most 100 characters.'],
        'ledgers.earning_hra': ['Give the ledger name.'],
        'ledgers.tds_payable': ['The ledger name may not hold control characters.'],
      });
      // The whole mapping is required: a ledger left out is named.
      const { net_pay_payable: _n, ...rest } = mapping.ledgers;
      const missing = await save(hr, { ...mapping, ledgers: rest });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toContain('ledgers.net_pay_payable');
      // An expense cannot share a liability's ledger (it carries cost centres, the liability none).
      const clash = await save(hr, {
        ...mapping,
        ledgers: { ...mapping.ledgers, earning_bonus: 'pf payable' },
      });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors['ledgers.earning_bonus'][0]).toMatch(/ledger of pf payable/i);
    });

    it('saves the whole mapping, answers it back and audits what changed', async () => {
      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      const res = await save(hr, {
        cost_centre_basis: 'branch',
        tally_company: '  Demo Industries Pvt Ltd  ',
        voucher_type: 'Payroll Journal',
        cost_category: 'Primary Cost Category',
        ledgers: { ...mapping.ledgers, earning_hra: 'House Rent Allowance' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Ledger mapping saved');
      const saved = (await mappingOf(hr)).json().ledger_mapping;
      expect(saved).toMatchObject({
        cost_centre_basis: 'branch',
        tally_company: 'Demo Industries Pvt Ltd',
        voucher_type: 'Payroll Journal',
        saved: true,
      });
      expect(saved.ledgers.earning_hra).toBe('House Rent Allowance');
      const [event] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'ledger_mapping.updated'));
      expect(event).toMatchObject({
        entity_type: 'ledger_mapping',
        entity_id: companyId,
        company_id: companyId,
      });
      expect(event?.changes).toMatchObject({
        cost_centre_basis: { from: 'department', to: 'branch' },
        voucher_type: { from: 'Journal', to: 'Payroll Journal' },
        'ledgers.earning_hra': { from: 'Salaries & Wages', to: 'House Rent Allowance' },
      });
      // Back to the defaults for the journal tests below.
      const back = await save(hr, { ...mapping, tally_company: null });
      expect(back.statusCode).toBe(200);
    });
  });

  describe('an employee’s own cost centre', () => {
    it('is set on create, kept when an update leaves it out, cleared when blank, and at most 50 characters', async () => {
      const [department] = await db()
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.company_id, companyId));
      const person = {
        first_name: 'Cost',
        last_name: 'Centre',
        email: 'cost.centre@journal.test',
        company_id: companyId,
        department_id: department?.id,
        job_title: 'Analyst',
        hire_date: '2026-01-05',
      };
      const created = await t.as(admin, {
        method: 'POST',
        url: '/api/employees',
        payload: { ...person, cost_centre: '  CC-42 ' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().employee.id;
      expect(created.json().employee.cost_centre).toBe('CC-42');
      const update = (extra: Json) =>
        t.as(admin, {
          method: 'PUT',
          url: `/api/employees/${id}`,
          payload: { ...person, status: 'active', ...extra },
        });
      expect((await update({})).json().employee.cost_centre).toBe('CC-42');
      const tooLong = await update({ cost_centre: 'x'.repeat(51) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors.cost_centre).toEqual(['The cost centre may be at most 50 characters.']);
      expect((await update({ cost_centre: '' })).json().employee.cost_centre).toBeNull();
    });
  });

  describe('the month’s journal', () => {
    it('balances, debits equal to credits, for every month of the demo data; a month without runs is refused', async () => {
      let months = 0;
      for (const period of DEMO_MONTHS) {
        const runs = await countedRuns(period);
        const csv = await t.as(hr, { method: 'GET', url: query(period) });
        if (!runs.length) {
          expect(csv.statusCode).toBe(422);
          expect(csv.json().errors.month).toEqual([NO_JOURNAL_RUNS]);
          continue;
        }
        months += 1;
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toMatch(/^text\/csv/);
        expect(csv.headers['content-disposition']).toContain(
          `payroll-journal-${period.year}-${String(period.month).padStart(2, '0')}.csv`,
        );
        const rows = csvRows(csv.body);
        const debit = rows.reduce((sum, r) => sum + paise(r.Debit), 0);
        const credit = rows.reduce((sum, r) => sum + paise(r.Credit), 0);
        expect(debit).toBeGreaterThan(0);
        expect(debit).toBe(credit);
        // Net pay payable is the runs' net pay, to the paisa.
        const net = rows
          .filter((r) => r.Ledger === 'Salary Payable')
          .reduce((s, r) => s + paise(r.Credit), 0);
        expect(net).toBe(runs.reduce((sum, r) => sum + paise(r.net), 0));
        expect(new Set(rows.map((r) => r.Date))).toEqual(new Set([lastDayOf(period)]));

        const tally = await t.as(hr, { method: 'GET', url: query(period, 'tally') });
        expect(tally.statusCode).toBe(200);
        expect(tally.headers['content-type']).toMatch(/^application\/xml/);
        const xml = tally.body;
        const entries = [...xml.matchAll(/<ALLLEDGERENTRIES\.LIST>([\s\S]*?)<\/ALLLEDGERENTRIES\.LIST>/g)];
        const amounts = entries.map((e) => paise(/^\s*<AMOUNT>(-?[\d.]+)<\/AMOUNT>/m.exec(e[1] ?? '')?.[1]));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
        expect(amounts.filter((a) => a < 0).reduce((a, b) => a - b, 0)).toBe(debit);
        expect(xml).toContain(`<DATE>${lastDayOf(period).replaceAll('-', '')}</DATE>`);
        expect(xml).toContain('<LEDGERNAME>Salaries &amp; Wages</LEDGERNAME>');
        expect(xml).not.toContain('SVCURRENTCOMPANY');
      }
      // Both demo months with approved or paid runs were checked.
      expect(months).toBe(2);
    });

    it('books the expenses by department, by branch, or by the employee’s own cost centre', async () => {
      const period = DEMO_MONTHS[1] as Period;
      const centresOf = async () =>
        new Set(
          csvRows((await t.as(hr, { method: 'GET', url: query(period) })).body)
            .filter((r) => r.Debit)
            .map((r) => r['Cost Centre']),
        );
      const liabilitiesHaveNoCentre = async () =>
        csvRows((await t.as(hr, { method: 'GET', url: query(period) })).body)
          .filter((r) => r.Credit)
          .every((r) => r['Cost Centre'] === '');
      const names = async (table: typeof departments | typeof branches) =>
        new Set((await db().select({ name: table.name }).from(table)).map((r) => r.name));

      const byDepartment = await centresOf();
      expect(byDepartment.size).toBeGreaterThan(1);
      const departmentNames = await names(departments);
      for (const centre of byDepartment) expect(departmentNames.has(centre)).toBe(true);
      expect(await liabilitiesHaveNoCentre()).toBe(true);

      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      await save(hr, { ...mapping, cost_centre_basis: 'branch' });
      const branchNames = await names(branches);
      for (const centre of await centresOf()) {
        expect(branchNames.has(centre) || centre === 'Unallocated').toBe(true);
      }

      // One employee with a cost centre of their own: booked there, everyone else by department.
      const [run] = await db()
        .select({ employee_id: payrollRuns.employee_id })
        .from(payrollRuns)
        .where(and(eq(payrollRuns.year, period.year), eq(payrollRuns.month, period.month)));
      await db()
        .update(employees)
        .set({ cost_centre: 'R&D <Labs>' })
        .where(eq(employees.id, run?.employee_id as number));
      await save(hr, { ...mapping, cost_centre_basis: 'employee' });
      const byEmployee = await centresOf();
      expect(byEmployee.has('R&D <Labs>')).toBe(true);
      for (const centre of byEmployee) {
        expect(centre === 'R&D <Labs>' || departmentNames.has(centre)).toBe(true);
      }
      const xml = (await t.as(hr, { method: 'GET', url: query(period, 'tally') })).body;
      expect(xml).toContain('<NAME>R&amp;D &lt;Labs&gt;</NAME>');
      expect(xml).toContain('cost centres by employee.');
      await save(hr, mapping);
    });

    it('names the company in Tally when the mapping gives it, escaped', async () => {
      const mapping = (await mappingOf(hr)).json().ledger_mapping;
      await save(hr, { ...mapping, tally_company: 'Demo & Co "Books"' });
      const xml = (await t.as(hr, { method: 'GET', url: query(DEMO_MONTHS[1] as Period, 'tally') })).body;
      expect(xml).toContain('<SVCURRENTCOMPANY>Demo &amp; Co &quot;Books&quot;</SVCURRENTCOMPANY>');
      await save(hr, mapping);
    });

    it('checks its query', async () => {
      const bad = await t.as(hr, { method: 'GET', url: '/api/reports/payroll-journal?year=2026&month=13' });
      expect(bad.statusCode).toBe(422);
      const format = await t.as(hr, {
        method: 'GET',
        url: '/api/reports/payroll-journal?year=2026&month=11&format=pdf',
      });
      expect(format.statusCode).toBe(422);
    });
  });
});
