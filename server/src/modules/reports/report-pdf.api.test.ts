import { foreignFormat } from '@hrms/contracts/formats';
import { REPORT_KEYS, REPORTS, type ReportFilterKind, type ReportKey } from '@hrms/contracts/reports';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Principal } from '../../platform/auth/principal';
import { principalForUser } from '../../platform/auth/sessions';
import { todayIn } from '../../platform/dates';
import { formatRupees } from '../../platform/money';
import type { ClippedCell } from '../../platform/pdf-table';
import { REPORT_DEFINITIONS } from './catalogue';
import { reportPdf } from './pdf';
import { type ReportQuery, reportFile } from './service';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const today = todayIn();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const lastMonth =
  thisMonth === 1 ? { year: thisYear - 1, month: 12 } : { year: thisYear, month: thisMonth - 1 };
const fyStart = lastMonth.month >= 4 ? lastMonth.year : lastMonth.year - 1;
const financialYear = `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
const monthOf = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** Filters of each kind covering last month, which the demo payroll (and our big run) falls in. */
const FILTERS: Record<ReportFilterKind, Record<string, string | number>> = {
  'payroll-period': lastMonth,
  'ecr-period': lastMonth,
  period: lastMonth,
  'date-range': { start_date: `${fyStart}-04-01`, end_date: today },
  'financial-year': { financial_year: financialYear },
  // Form 24Q serves the 1961 Act's years: the last quarter of 2025-26; Form 138 the 2025 Act's.
  'financial-quarter': { financial_year: '2025-26', quarter: 4, annexure: '1' },
  'tax-quarter': {
    tax_year: financialYear,
    quarter: Math.floor((((lastMonth.month + 8) % 12) + 3) / 3),
    annexure: '1',
  },
  'month-range': { start_month: `${fyStart}-04`, end_month: monthOf(lastMonth) },
  'group-by': { group_by: 'department' },
};
const queryString = (filters: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The PDF of a report as the route writes it, and the cells its layout could not fit. */
async function pdfOf(file: Awaited<ReturnType<typeof reportFile>>) {
  let clipped: ClippedCell[] | undefined;
  const doc = reportPdf(file, today, (c) => {
    clipped = c;
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: true });
  return { clipped, text };
}

/**
 * The PDFs once cut their amounts ("₹2,17,7…"). One employee of the demo company is paid crores last
 * month (through the payroll engine), so the register's and the TDS report's totals run to 9 digits; every
 * report's PDF must print every cell whole.
 */
describe('report PDFs fit their numbers', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let principal: Principal;
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const me = (await get(admin, '/api/me')).json().user;
    principal = (await principalForUser(t.database.db, me.id)) as Principal;

    const own = await Promise.all(
      [hr, admin].map(async (token) => (await get(token, '/api/me')).json().user.employee?.id),
    );
    const runs = (await get(hr, `/api/payroll-runs?${queryString(lastMonth)}&per_page=100`)).json()
      .data as Json[];
    const run = runs.find((r) => r.status === 'processed' && !own.includes(r.employee.id)) as Json;
    const components = (await get(admin, '/api/salary-components?per_page=100')).json().data as Json[];
    const id = (code: string) => components.find((c) => c.code === code)?.id;
    const saved = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${run.employee.id}/salary-structure`,
      payload: {
        effective_from: `${monthOf(lastMonth)}-01`,
        components: [
          { salary_component_id: id('BASIC'), amount: 1_23_45_678.9 },
          { salary_component_id: id('HRA'), percentage: 40 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const processed = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [run.employee.id], ...lastMonth },
    });
    expect(processed.json().processed).toBe(1);
    // Approved, it counts towards Form 24Q, whose months must then be covered by challans.
    const approved = await t.as(admin, {
      method: 'PUT',
      url: `/api/payroll-runs/${run.id}/approve`,
      payload: { note: 'Checked against the review' },
    });
    expect(approved.statusCode).toBe(200);
    const summary = (
      await get(admin, `/api/tds-challans/summary?company_id=1&financial_year=${financialYear}`)
    ).json().tds_challan_summary as Json;
    for (const [i, m] of (summary.months as Json[]).filter((m) => m.shortfall > 0).entries()) {
      const deposited = await t.as(admin, {
        method: 'POST',
        url: '/api/tds-challans',
        payload: {
          company_id: 1,
          year: m.year,
          month: m.month,
          bsr_code: '0510308',
          deposited_on: today,
          challan_serial: String(90000 + i),
          tax: m.shortfall,
        },
      });
      expect(deposited.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it.each(REPORT_KEYS)('prints every cell of the %s whole', async (key) => {
    const filters = FILTERS[REPORTS[key].filters];
    const file = await reportFile(t.database.db, principal, key, {
      ...filters,
      company_id: 1,
      format: 'pdf',
    } as unknown as ReportQuery);
    const { clipped, text } = await pdfOf(file);
    expect(clipped).toEqual([]);
    expect(text).toContain(REPORTS[key].title);
    // A PDF for people (docs/decisions/accessibility-and-ui.md, "Indian formats") has no ISO date, no "₹4.6M" and no "1 days".
    expect(foreignFormat(text)).toBeNull();
  });

  it.each(REPORT_KEYS.filter((key) => !REPORT_DEFINITIONS[key].csvForImport))(
    'writes the %s CSV for people, dates day first',
    async (key) => {
      const filters = queryString({ ...FILTERS[REPORTS[key].filters], company_id: 1 });
      const res = await get(admin, `/api/reports/${key}?${filters}&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(foreignFormat(res.body)).toBeNull();
    },
  );

  it.each([
    ['payroll-register', ['gross_salary', 'total_deductions', 'net_salary', 'tds_deduction']],
    ['tds-deducted', ['total_tds']],
  ] as [ReportKey, string[]][])('prints the %s totals exactly', async (key, columns) => {
    const filters = queryString({ ...FILTERS[REPORTS[key].filters], company_id: 1 });
    const totals = (await get(admin, `/api/reports/${key}?${filters}`)).json().totals as Json;
    // Crores of pay and tens of lakhs of tax: figures as wide as those that were cut.
    expect(totals[columns[0] as string]).toBeGreaterThan(10_00_000);
    const res = await get(admin, `/api/reports/${key}?${filters}&format=pdf`);
    expect(res.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    for (const column of columns) expect(text).toContain(formatRupees(totals[column]));
    expect(text).not.toContain('…');
  });
});
