import type { PayDateRule } from '@hrms/contracts/enums';
import type { Statute } from '@hrms/contracts/statute';
import { quarterMonths } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { paise, rupees } from '../../platform/money';
import { payrollSettingsOf } from '../payroll-settings/public';
import { bankWorkingDayOf, monthsAllocated, payDateOf } from '../tds/public';
import { type FiltersOf, loadedSource } from './definition';

type Quarter = FiltersOf<'form-24q'>;
type Row = Record<string, string | number | null>;
export type AnnexureOne = { rows: Row[]; problems: Row[] };

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
/** "Oct 2025": a month as the problems name it. */
const monthOf = (m: { year: number; month: number }) =>
  `${shortMonth.format(new Date(Date.UTC(m.year, m.month - 1, 1)))} ${m.year}`;

/** The company-wide holidays of the months (the pay date moves back over them). */
async function companyHolidays(db: DbOrTx, companyId: number, from: string, to: string) {
  const rows = await rawRows<{ date: string }>(
    db,
    sql`select h.date::text as date from holidays h join holiday_calendars c on c.id = h.calendar_id
      where h.company_id = ${companyId} and c.state is null and c.branch_id is null and not h.is_optional
        and h.date between ${from}::date and ${to}::date`,
  );
  return new Set(rows.map((r) => r.date));
}

/**
 * Annexure I of a quarter, company by company: one row per deductee under the challan that paid it (HR's
 * allocation, else the default split; tds/engine/allocation.ts), numbered by challan and by deductee within
 * it as the statement numbers them; the date of payment and of deduction the month's pay date (the company's
 * rule, tds/engine/pay-date.ts), the date of deposit the challan's. A run with no TDS is listed under the
 * month's first challan with nothing deposited. What stops the statement — an over-allocated challan, a
 * month its challans do not cover — comes back as `problems`.
 */
export async function loadAnnexureOne(
  db: DbOrTx,
  f: Quarter,
  company: SQL,
  statute: Pick<Statute, 'salary_code'>,
): Promise<AnnexureOne> {
  const months = quarterMonths(f.financial_year, f.quarter).map(([year, month]) => ({ year, month }));
  const companies = await rawRows<{ id: number }>(
    db,
    sql`select distinct ${employees.company_id} as id from ${employees} where ${company} order by 1`,
  );
  const settings = await payrollSettingsOf(
    db,
    companies.map((c) => c.id),
  );
  const rows: Row[] = [];
  const problems: Row[] = [];
  const first = months[0] as { year: number; month: number };
  const last = months[2] as { year: number; month: number };
  for (const { id } of companies) {
    const { runs, challans, allocations, problems: found } = await monthsAllocated(db, id, months);
    if (!runs.length) continue;
    const setting = settings.get(id);
    const holidays = await companyHolidays(
      db,
      id,
      `${first.year}-${String(first.month).padStart(2, '0')}-01`,
      `${last.year + 1}-12-31`,
    );
    const working = bankWorkingDayOf(holidays);
    const payDate = new Map(
      months.map((m) => [
        m.year * 12 + m.month,
        payDateOf(
          m,
          (setting?.pay_date_rule ?? 'last_working_day') as PayDateRule,
          setting?.pay_day ?? null,
          working,
        ),
      ]),
    );
    const runById = new Map(runs.map((r) => [r.run_id, r]));
    // Each run's amount paid is split over its challans in proportion to the tax each paid; the last part
    // takes what rounding left, so the parts add up to the run's gross.
    const grossLeft = new Map(runs.map((r) => [r.run_id, paise(r.gross)]));
    const tdsLeft = new Map(runs.map((r) => [r.run_id, paise(r.tds)]));
    const ordered = [...challans];
    let challanNo = 0;
    const byChallan = new Map<number, typeof allocations>();
    for (const a of allocations) {
      const list = byChallan.get(a.challanId) ?? [];
      list.push(a);
      byChallan.set(a.challanId, list);
    }
    for (const challan of ordered) {
      const here = byChallan.get(challan.id) ?? [];
      const monthKey = challan.year * 12 + challan.month;
      // The month's runs without TDS go under its first challan, with nothing deposited.
      const firstOfMonth = ordered.find((c) => c.year * 12 + c.month === monthKey)?.id === challan.id;
      const nil = firstOfMonth
        ? runs.filter((r) => r.year * 12 + r.month === monthKey && paise(r.tds) === 0)
        : [];
      if (!here.length && !nil.length) continue;
      challanNo += 1;
      let deducteeNo = 0;
      const line = (run: (typeof runs)[number], tds: number, gross: number) => {
        deducteeNo += 1;
        const paidOn = ddmmyyyy(payDate.get(run.year * 12 + run.month) as string);
        rows.push({
          sr_no: rows.length + 1,
          challan_no: challanNo,
          deductee_no: deducteeNo,
          employee_code: run.employee_code,
          pan: run.pan,
          employee_name: `${run.first_name} ${run.last_name}`,
          section_code: statute.salary_code,
          payment_date: paidOn,
          amount_paid: rupees(gross),
          tds: rupees(tds),
          surcharge: 0,
          cess: 0,
          total_deducted: rupees(tds),
          total_deposited: rupees(tds),
          deduction_date: tds > 0 ? paidOn : null,
          deposit_date: ddmmyyyy(challan.deposited_on),
          bsr_code: challan.bsr_code,
          challan_serial: challan.challan_serial,
          remarks: null,
        });
      };
      for (const a of here) {
        const run = runById.get(a.runId);
        if (!run) continue;
        const remainingTds = tdsLeft.get(run.run_id) ?? 0;
        const remainingGross = grossLeft.get(run.run_id) ?? 0;
        const gross =
          a.amount >= remainingTds
            ? remainingGross
            : Math.round((paise(run.gross) * a.amount) / paise(run.tds));
        tdsLeft.set(run.run_id, remainingTds - a.amount);
        grossLeft.set(run.run_id, remainingGross - gross);
        line(run, a.amount, gross);
      }
      for (const run of nil) line(run, 0, paise(run.gross));
    }
    for (const p of found) {
      if (p.kind === 'over_allocated') {
        const c = challans.find((x) => x.id === p.challanId);
        problems.push({
          field: 'challans',
          employee_code: c ? `${c.bsr_code}/${c.challan_serial}` : String(p.challanId),
          employee_name: c ? `Challan of ${monthOf(c)}` : 'Challan',
          missing: `credited ₹${rupees(p.allocated).toFixed(2)} to deductees but paid in ₹${rupees(p.deposited).toFixed(2)}`,
          // Its Deductees dialog on TDS Challans, where HR moves what it credits.
          link: `/tds-challans?financial_year=${f.financial_year}&allocate=${p.challanId}`,
        });
      } else {
        problems.push({
          field: 'challans',
          employee_code: monthOf(p),
          employee_name: 'TDS deposit',
          missing: `challan for ₹${rupees(p.deducted - p.allocated).toFixed(2)} (deducted ₹${rupees(p.deducted).toFixed(2)}, covered ₹${rupees(p.allocated).toFixed(2)})`,
          // TDS Challans opens the form to record the month's challan.
          link: `/tds-challans?financial_year=${f.financial_year}&record=${p.year}-${String(p.month).padStart(2, '0')}`,
        });
      }
    }
  }
  return { rows, problems };
}

/** The loaded rows as the report's recordset. */
export const annexureOne = (columns: Parameters<typeof loadedSource>[0], loaded: unknown) =>
  loadedSource(columns, (loaded as AnnexureOne | undefined)?.rows ?? [], {
    sr_no: 'int',
    challan_no: 'int',
    deductee_no: 'int',
  });

/** The loaded problems as blocker rows (employee_code, employee_name, missing text[], field). */
export const annexureOneProblems = (loaded: unknown): SQL =>
  sql`select null::int as employee_id, field, employee_code, employee_name, array[missing] as missing, link
    from jsonb_to_recordset(${JSON.stringify((loaded as AnnexureOne | undefined)?.problems ?? [])}::jsonb)
      as x(field text, employee_code text, employee_name text, missing text, link text)`;
