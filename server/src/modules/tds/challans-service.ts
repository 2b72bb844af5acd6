import {
  financialYearMonths,
  financialYearOf,
  quarterOfMonth,
  type TdsChallan,
  type TdsChallanRequest,
  type TdsChallanSummary,
  type TdsMonthCoverage,
} from '@hrms/contracts/tax-year';
import { and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tdsChallans } from '../../db/schema/tax-year';
import { assertInScope, companyCondition, companyScope, targetCompany } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { fieldError, notFound, uniquely as uniquelyOn, validationFailed } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { financialYear, firstDayOf, lastDayOf } from '../../platform/period';
import { ratesInForceOn } from '../statutory/public';
import {
  type ChallanRow,
  companyCountry,
  deductedByMonth,
  deleteChallanRow,
  depositedByMonth,
  duplicateChallan,
  findChallan,
  insertChallan,
  listChallanPage,
  updateChallanRow,
  yearCondition,
} from './challans-queries';
import { tdsDueOn } from './engine/deposit-due';

const DUPLICATE = 'A challan with this BSR code, date and serial number is already recorded.';
const UNIQUE_INDEX = 'tds_challans_unique';

const key = (companyId: number, year: number, month: number) => `${companyId}|${year}|${month}`;

/** Each month's deducted and deposited paise and its due date, for the companies and year. */
async function yearLedger(db: DbOrTx, companyIds: number[], fy: string) {
  const [deducted, deposited] = await Promise.all([
    deductedByMonth(db, companyIds, fy),
    depositedByMonth(db, companyIds, fy),
  ]);
  const ledger = new Map<string, { deducted: number; deposited: number; challans: number }>();
  const entry = (k: string) => {
    let e = ledger.get(k);
    if (!e) {
      e = { deducted: 0, deposited: 0, challans: 0 };
      ledger.set(k, e);
    }
    return e;
  };
  for (const r of deducted) entry(key(r.company_id, r.year, r.month)).deducted += paise(r.amount);
  for (const r of deposited) {
    const e = entry(key(r.company_id, r.year, r.month));
    e.deposited += paise(r.amount);
    e.challans += r.challans;
  }
  return (companyId: number, year: number, month: number) =>
    ledger.get(key(companyId, year, month)) ?? { deducted: 0, deposited: 0, challans: 0 };
}

/** The TDS due date of each month of the year (India's TDS rules in force on each month's last day). */
async function dueDates(db: DbOrTx, countryId: number, fy: string) {
  const months = financialYearMonths(fy);
  const lasts = months.map(([year, month]) => lastDayOf({ year, month }));
  const rates = await ratesInForceOn(db, countryId, lasts);
  return new Map(
    months.map(([y, m], i) => [`${y}|${m}`, tdsDueOn(rates.get(lasts[i] as string)?.tds ?? null, y, m)]),
  );
}

function challanView(
  c: ChallanRow,
  month: { deducted: number; deposited: number },
  dueOn: string | null,
): TdsChallan {
  const amounts = [c.tax, c.surcharge, c.cess, c.interest, c.fee, c.others].map(paise);
  return {
    id: c.id,
    company_id: c.company_id,
    financial_year: c.financial_year,
    quarter: quarterOfMonth(c.month),
    year: c.year,
    month: c.month,
    bsr_code: c.bsr_code,
    deposited_on: c.deposited_on,
    challan_serial: c.challan_serial,
    tax: rupees(amounts[0] ?? 0),
    surcharge: rupees(amounts[1] ?? 0),
    cess: rupees(amounts[2] ?? 0),
    interest: rupees(amounts[3] ?? 0),
    fee: rupees(amounts[4] ?? 0),
    others: rupees(amounts[5] ?? 0),
    total: rupees(amounts.reduce((a, b) => a + b, 0)),
    minor_head: c.minor_head,
    notes: c.notes,
    deducted: rupees(month.deducted),
    month_deposited: rupees(month.deposited),
    covered: month.deposited >= month.deducted,
    due_on: dueOn,
    late: dueOn !== null && c.deposited_on > dueOn,
    created_at: c.created_at.toISOString(),
  };
}

/** Challans shaped with their month's coverage (one ledger per company and year among them). */
async function viewsOf(db: DbOrTx, rows: ChallanRow[]): Promise<TdsChallan[]> {
  const groups = new Map<string, ChallanRow[]>();
  for (const r of rows) {
    const k = `${r.company_id}|${r.financial_year}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const views = new Map<number, TdsChallan>();
  for (const group of groups.values()) {
    const first = group[0] as ChallanRow;
    const country = (await companyCountry(db, first.company_id))?.country_id ?? 1;
    const [ledger, dues] = await Promise.all([
      yearLedger(db, [first.company_id], first.financial_year),
      dueDates(db, country, first.financial_year),
    ]);
    for (const c of group) {
      views.set(
        c.id,
        challanView(c, ledger(c.company_id, c.year, c.month), dues.get(`${c.year}|${c.month}`) ?? null),
      );
    }
  }
  return rows.map((r) => views.get(r.id) as TdsChallan);
}

/** The one company a challan or summary is for: the caller's own, or the one a super admin names. */
export { targetCompany };

export async function listChallans(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; financial_year?: string; page: number; per_page: number },
) {
  const scope = companyScope(principal);
  if (q.company_id !== undefined) assertInScope(scope, q.company_id, 'Company');
  const fy = q.financial_year ?? financialYearOf(todayIn());
  const byCompany =
    q.company_id !== undefined
      ? companyCondition({ kind: 'company', companyId: q.company_id }, tdsChallans.company_id)
      : companyCondition(scope, tdsChallans.company_id);
  const where = and(byCompany, yearCondition(fy));
  const { rows, total } = await listChallanPage(db, where, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return paged(await viewsOf(db, rows), total, q.page, q.per_page);
}

async function loadRow(db: DbOrTx, principal: Principal, id: number) {
  const row = await findChallan(db, id);
  if (!row) throw notFound('TDS challan');
  assertInScope(companyScope(principal), row.company_id, 'TDS challan');
  return row;
}

export async function loadChallan(db: DbOrTx, principal: Principal, id: number) {
  const [view] = await viewsOf(db, [await loadRow(db, principal, id)]);
  return view as TdsChallan;
}

/** Rules the request's schema cannot see: the deposit's date against the month and today. */
function checkDates(body: TdsChallanRequest) {
  const first = firstDayOf(body);
  const errors: Record<string, string[]> = {};
  // Tax on a month's salary is deducted when it is paid, at the earliest in that month.
  if (body.deposited_on < first) errors.deposited_on = ['The deposit cannot be before the month it covers.'];
  else if (body.deposited_on > todayIn()) errors.deposited_on = ['The deposit date cannot be in the future.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function valuesOf(body: TdsChallanRequest) {
  return {
    financial_year: financialYear(body).label,
    year: body.year,
    month: body.month,
    bsr_code: body.bsr_code,
    deposited_on: body.deposited_on,
    challan_serial: body.challan_serial,
    tax: body.tax.toFixed(2),
    surcharge: body.surcharge.toFixed(2),
    cess: body.cess.toFixed(2),
    interest: body.interest.toFixed(2),
    fee: body.fee.toFixed(2),
    others: body.others.toFixed(2),
    minor_head: body.minor_head,
    notes: body.notes ?? null,
  };
}

const describe = (c: { bsr_code: string; deposited_on: string; challan_serial: string }) =>
  `TDS challan ${c.bsr_code}/${c.deposited_on}/${c.challan_serial}`;

/** Runs a write, answering the unique index's violation (a race the duplicate check lost) like the check. */
const uniquely = <T>(write: () => Promise<T>) => uniquelyOn(write, UNIQUE_INDEX, 'challan_serial', DUPLICATE);

export async function createChallan(db: DbOrTx, principal: Principal, body: TdsChallanRequest) {
  const companyId = targetCompany(principal, body.company_id);
  checkDates(body);
  const values = { ...valuesOf(body), company_id: companyId, created_by: principal.userId };
  if (await duplicateChallan(db, values, null)) throw fieldError('challan_serial', DUPLICATE);
  const row = await uniquely(() =>
    db.transaction(async (tx) => {
      const inserted = await insertChallan(tx, values);
      await recordAudit(tx, principal, {
        action: 'tds_challan.created',
        entity_type: 'tds_challan',
        entity_id: inserted.id,
        company_id: companyId,
        summary: `${describe(inserted)} recorded for ${inserted.year}-${String(inserted.month).padStart(2, '0')}`,
        changes: { ...valuesOf(body) },
      });
      return inserted;
    }),
  );
  return loadChallan(db, principal, row.id);
}

export async function updateChallan(db: DbOrTx, principal: Principal, id: number, body: TdsChallanRequest) {
  const before = await loadRow(db, principal, id);
  if (body.company_id !== undefined && body.company_id !== before.company_id) {
    throw fieldError('company_id', 'A challan stays with the company it was recorded for.');
  }
  checkDates(body);
  const values = valuesOf(body);
  if (await duplicateChallan(db, { ...values, company_id: before.company_id }, id)) {
    throw fieldError('challan_serial', DUPLICATE);
  }
  await uniquely(() =>
    db.transaction(async (tx) => {
      const after = await updateChallanRow(tx, id, values);
      if (!after) throw notFound('TDS challan');
      await recordAudit(tx, principal, {
        action: 'tds_challan.updated',
        entity_type: 'tds_challan',
        entity_id: id,
        company_id: before.company_id,
        summary: `${describe(after)} updated`,
        changes: changedFields(before as unknown as Record<string, unknown>, values),
      });
    }),
  );
  return loadChallan(db, principal, id);
}

export async function deleteChallan(db: DbOrTx, principal: Principal, id: number) {
  const row = await loadRow(db, principal, id);
  await db.transaction(async (tx) => {
    await deleteChallanRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'tds_challan.deleted',
      entity_type: 'tds_challan',
      entity_id: id,
      company_id: row.company_id,
      summary: `${describe(row)} deleted`,
      changes: {
        year: row.year,
        month: row.month,
        bsr_code: row.bsr_code,
        deposited_on: row.deposited_on,
        challan_serial: row.challan_serial,
        tax: row.tax,
        surcharge: row.surcharge,
        cess: row.cess,
        interest: row.interest,
        fee: row.fee,
        others: row.others,
      },
    });
  });
}

/**
 * The year month by month for one company: TDS deducted by approved and paid runs against the tax,
 * surcharge and cess its challans deposited, the shortfall, whether a deposit was late; and each quarter
 * covered when none of its months falls short (the check behind Form 24Q's validation).
 */
export async function challanSummary(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; financial_year?: string },
): Promise<TdsChallanSummary> {
  const companyId = targetCompany(principal, q.company_id);
  const country = await companyCountry(db, companyId);
  if (!country) throw notFound('Company');
  const fy = q.financial_year ?? financialYearOf(todayIn());
  const [ledger, dues, late] = await Promise.all([
    yearLedger(db, [companyId], fy),
    dueDates(db, country.country_id, fy),
    lateMonths(db, companyId, fy),
  ]);
  const months: TdsMonthCoverage[] = financialYearMonths(fy).map(([year, month]) => {
    const e = ledger(companyId, year, month);
    const dueOn = dues.get(`${year}|${month}`) ?? null;
    const shortfall = Math.max(e.deducted - e.deposited, 0);
    return {
      year,
      month,
      quarter: quarterOfMonth(month),
      deducted: rupees(e.deducted),
      deposited: rupees(e.deposited),
      shortfall: rupees(shortfall),
      challans: e.challans,
      due_on: dueOn,
      late: dueOn !== null && (late.get(`${year}|${month}`) ?? '') > dueOn,
      covered: shortfall === 0,
    };
  });
  const quarters = [1, 2, 3, 4].map((quarter) => {
    const of = months.filter((m) => m.quarter === quarter);
    const sum = (f: (m: TdsMonthCoverage) => number) => rupees(of.reduce((a, m) => a + paise(f(m)), 0));
    return {
      quarter,
      deducted: sum((m) => m.deducted),
      deposited: sum((m) => m.deposited),
      shortfall: sum((m) => m.shortfall),
      late: of.some((m) => m.late),
      covered: of.every((m) => m.covered),
    };
  });
  return { company_id: companyId, financial_year: fy, months, quarters };
}

/** The latest deposit date of each month's challans. */
async function lateMonths(db: DbOrTx, companyId: number, fy: string) {
  const { rows } = await listChallanPage(
    db,
    and(companyCondition({ kind: 'company', companyId }, tdsChallans.company_id), yearCondition(fy)),
    { limit: 1000, offset: 0 },
  );
  const latest = new Map<string, string>();
  for (const r of rows) {
    const k = `${r.year}|${r.month}`;
    if ((latest.get(k) ?? '') < r.deposited_on) latest.set(k, r.deposited_on);
  }
  return latest;
}
