import type { BonusDefaults, BonusEntry, BonusRun, BonusRunRequest } from '@hrms/contracts/bonus';
import type { BonusRates } from '@hrms/contracts/statutory';
import {
  financialYearDates,
  financialYearMonthSpan,
  financialYearOf,
  financialYearStart,
} from '@hrms/contracts/tax-year';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusRuns } from '../../db/schema/bonus';
import { assertInScope, companyCondition, companyScope, targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound, validationFailed, violatesConstraint } from '../../platform/errors';
import { numericText, paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { rateAllowed } from './engine/bonus';
import {
  type BonusEntryValues,
  companyOf,
  deleteDraftRun,
  type EntryRow,
  entriesOf,
  findRun,
  insertRun,
  type ListedBonusRun,
  listRunPage,
  replaceEntries,
  runTotals,
  settledLeavers,
  transitionRun,
} from './queries';
import { bonusRulesFor, companyBonusRate, companyYearBonus } from './year';

const UNIQUE_INDEX = 'bonus_runs_company_year_unique';
const DUPLICATE = 'This company already has a bonus run for the accounting year.';
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const periodLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The rules as the run keeps them (and shows them): the limits it was computed with. */
function storedRules(rules: BonusRates) {
  const { source: _source, ...kept } = rules;
  return kept;
}

function runView(
  row: ListedBonusRun,
  totals: { eligible: number; total: string; paid: number } | undefined,
): BonusRun {
  const r = row.run;
  const rules = r.rules as BonusRun['rules'];
  return {
    id: r.id,
    company_id: r.company_id,
    company_name: row.company_name,
    accounting_year: r.accounting_year,
    rate: Number(r.rate),
    pay_year: r.pay_year,
    pay_month: r.pay_month,
    status: r.status as BonusRun['status'],
    rules: { ...rules, minimum_wages: rules.minimum_wages ?? [] },
    employees: row.employees,
    eligible: totals?.eligible ?? 0,
    total_bonus: rupees(paise(totals?.total ?? '0')),
    paid: totals?.paid ?? 0,
    computed_at: r.computed_at.toISOString(),
    approved_at: r.approved_at?.toISOString() ?? null,
  };
}

function entryView(row: EntryRow): BonusEntry {
  const e = row.entry;
  const paidByRun = row.paid_run?.status === 'approved' || row.paid_run?.status === 'paid';
  const paidThrough = e.final_settlement_id
    ? 'Full and final settlement'
    : paidByRun && row.paid_run
      ? `Payroll ${periodLabel(row.paid_run.year, row.paid_run.month)}`
      : null;
  const paidAt = e.final_settlement_id ? row.settlement?.paid_at : paidByRun ? row.paid_run?.paid_at : null;
  return {
    id: e.id,
    employee_id: e.employee_id,
    employee_code: row.employee_code,
    employee_name: `${row.first_name} ${row.last_name}`,
    designation: row.designation,
    eligible: e.eligible,
    reason: e.reason,
    working_days: Number(e.working_days),
    salary_earned: Number(e.salary_earned),
    salary_for_bonus: Number(e.salary_for_bonus),
    bonus: Number(e.bonus),
    months: (e.months as BonusEntry['months']) ?? [],
    payroll_run_id: e.payroll_run_id,
    final_settlement_id: e.final_settlement_id,
    paid_through: paidThrough,
    paid_on: paidAt ? paidAt.toISOString().slice(0, 10) : null,
  };
}

async function loadRow(db: DbOrTx, principal: Principal, id: number) {
  const row = await findRun(db, id);
  if (!row) throw notFound('Bonus run');
  assertInScope(companyScope(principal), row.run.company_id, 'Bonus run');
  return row;
}

async function viewOf(db: DbOrTx, row: ListedBonusRun) {
  return runView(row, (await runTotals(db, [row.run.id])).get(row.run.id));
}

/** Computes and (re)writes a run's entries: each employee with a counted run in the year gets a line. */
async function writeEntries(
  tx: DbOrTx,
  runId: number,
  companyId: number,
  year: string,
  rules: BonusRates,
  rate: number,
) {
  const { from, to } = financialYearDates(year);
  const [results, settled] = await Promise.all([
    companyYearBonus(tx, companyId, year, rules, rate),
    settledLeavers(tx, companyId, from, to),
  ]);
  const values: BonusEntryValues[] = [...results].map(([employeeId, r]) => ({
    bonus_run_id: runId,
    employee_id: employeeId,
    eligible: r.eligible,
    reason: r.reason,
    working_days: String(r.workingDays),
    salary_earned: numericText(r.salaryEarned),
    salary_for_bonus: numericText(r.salaryForBonus),
    bonus: numericText(r.bonus),
    final_settlement_id: r.eligible && r.bonus > 0 ? (settled.get(employeeId) ?? null) : null,
    months: r.months.map((m) => ({
      year: m.year,
      month: m.month,
      salary: rupees(m.salary),
      rate: rupees(m.rate),
      days_paid: m.daysPaid,
      eligible: m.eligible,
      ceiling: rupees(m.ceiling),
      counted: rupees(m.counted),
    })),
  }));
  await replaceEntries(tx, runId, values);
  return { employees: values.length, eligible: values.filter((v) => v.eligible).length };
}

export async function listBonusRuns(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; accounting_year?: string; status?: string; page: number; per_page: number },
) {
  const scope = companyScope(principal);
  if (q.company_id !== undefined) assertInScope(scope, q.company_id, 'Company');
  const where = and(
    q.company_id !== undefined
      ? eq(bonusRuns.company_id, q.company_id)
      : companyCondition(scope, bonusRuns.company_id),
    q.accounting_year ? eq(bonusRuns.accounting_year, q.accounting_year) : undefined,
    q.status ? eq(bonusRuns.status, q.status) : undefined,
  );
  const { rows, total } = await listRunPage(db, where, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  const totals = await runTotals(
    db,
    rows.map((r) => r.run.id),
  );
  return paged(
    rows.map((r) => runView(r, totals.get(r.run.id))),
    total,
    q.page,
    q.per_page,
  );
}

export async function loadBonusRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await loadRow(db, principal, id);
  const [bonus_run, entries] = await Promise.all([viewOf(db, row), entriesOf(db, id)]);
  return { bonus_run, entries: entries.map(entryView) };
}

/** s.10–s.11: the rate must lie between the rules' minimum and maximum. */
function checkRate(rules: BonusRates, rate: number) {
  if (!rateAllowed(rules, rate))
    throw fieldError(
      'rate',
      `The bonus rate must be between ${rules.min_rate}% and ${rules.max_rate}% (Payment of Bonus Act s.10, s.11).`,
    );
}

/** The company's default rate and the year's rules, for the new-run form. */
export async function bonusDefaults(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; accounting_year?: string },
): Promise<BonusDefaults> {
  const companyId = targetCompany(principal, q.company_id);
  const company = await companyOf(db, companyId);
  if (!company) throw notFound('Company');
  const accountingYear = q.accounting_year ?? financialYearOf(todayIn());
  const rules = await bonusRulesFor(db, company.country_id, accountingYear);
  const rate = await companyBonusRate(db, companyId);
  return { company_id: companyId, accounting_year: accountingYear, rate, rules: storedRules(rules) };
}

export async function createBonusRun(db: DbOrTx, principal: Principal, body: BonusRunRequest) {
  const companyId = targetCompany(principal, body.company_id);
  const company = await companyOf(db, companyId);
  if (!company) throw notFound('Company');
  const errors: Record<string, string[]> = {};
  if (financialYearStart(body.accounting_year) > financialYearStart(financialYearOf(todayIn())))
    errors.accounting_year = ['The accounting year has not begun yet.'];
  if (body.pay_year * 12 + body.pay_month < financialYearMonthSpan(body.accounting_year).from)
    errors.pay_month = ['The bonus is paid in or after the accounting year it is for.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const rules = await bonusRulesFor(db, company.country_id, body.accounting_year);
  const rate = body.rate ?? (await companyBonusRate(db, companyId));
  checkRate(rules, rate);
  const [existing] = await db
    .select({ id: bonusRuns.id })
    .from(bonusRuns)
    .where(and(eq(bonusRuns.company_id, companyId), eq(bonusRuns.accounting_year, body.accounting_year)))
    .limit(1);
  if (existing) throw conflict(DUPLICATE);
  try {
    const id = await db.transaction(async (tx) => {
      const runId = await insertRun(tx, {
        company_id: companyId,
        accounting_year: body.accounting_year,
        rate: rate.toFixed(2),
        pay_year: body.pay_year,
        pay_month: body.pay_month,
        rules: storedRules(rules),
        computed_by: principal.userId,
      });
      const counts = await writeEntries(tx, runId, companyId, body.accounting_year, rules, rate);
      await recordAudit(tx, principal, {
        action: 'bonus_run.computed',
        entity_type: 'bonus_run',
        entity_id: runId,
        company_id: companyId,
        summary: `Computed the ${body.accounting_year} bonus of ${company.name} at ${rate}% for ${counts.employees} employees (${counts.eligible} eligible)`,
        changes: {
          accounting_year: body.accounting_year,
          rate,
          pay_year: body.pay_year,
          pay_month: body.pay_month,
          ...counts,
        },
      });
      return runId;
    });
    return loadBonusRun(db, principal, id);
  } catch (err) {
    if (violatesConstraint(err, UNIQUE_INDEX)) throw conflict(DUPLICATE);
    throw err;
  }
}

/** A draft computed again from the year's runs as they are now (and the rules now in force), at its rate. */
export async function recomputeBonusRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await loadRow(db, principal, id);
  if (row.run.status !== 'draft') throw conflict('Only a draft bonus run can be recomputed.');
  const company = await companyOf(db, row.run.company_id);
  if (!company) throw notFound('Company');
  const rules = await bonusRulesFor(db, company.country_id, row.run.accounting_year);
  const rate = Number(row.run.rate);
  checkRate(rules, rate);
  await db.transaction(async (tx) => {
    // Still a draft, and held so an approval waits for the recompute.
    const moved = await transitionRun(tx, id, 'draft', {
      rules: storedRules(rules),
      computed_by: principal.userId,
      computed_at: new Date(),
    });
    if (!moved.length) throw conflict('Only a draft bonus run can be recomputed.');
    const counts = await writeEntries(tx, id, row.run.company_id, row.run.accounting_year, rules, rate);
    await recordAudit(tx, principal, {
      action: 'bonus_run.computed',
      entity_type: 'bonus_run',
      entity_id: id,
      company_id: row.run.company_id,
      summary: `Recomputed the ${row.run.accounting_year} bonus of ${company.name} for ${counts.employees} employees (${counts.eligible} eligible)`,
      changes: { accounting_year: row.run.accounting_year, rate, recomputed: true, ...counts },
    });
  });
  return loadBonusRun(db, principal, id);
}

/** Approves a draft exactly once: the conditional UPDATE lets one of parallel requests through; others 409. */
export async function approveBonusRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await loadRow(db, principal, id);
  await db.transaction(async (tx) => {
    const moved = await transitionRun(tx, id, 'draft', {
      status: 'approved',
      approved_by: principal.userId,
      approved_at: new Date(),
    });
    if (!moved.length) throw conflict('The bonus run is already approved.');
    await recordAudit(tx, principal, {
      action: 'bonus_run.approved',
      entity_type: 'bonus_run',
      entity_id: id,
      company_id: row.run.company_id,
      summary: `Approved the ${row.run.accounting_year} bonus of ${row.company_name}, paid with the payroll of ${periodLabel(row.run.pay_year, row.run.pay_month)}`,
      changes: { status: { from: 'draft', to: 'approved' } },
    });
  });
  return loadBonusRun(db, principal, id);
}

export async function deleteBonusRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await loadRow(db, principal, id);
  if (row.run.status !== 'draft') throw conflict('An approved bonus run cannot be deleted.');
  await db.transaction(async (tx) => {
    const gone = await deleteDraftRun(tx, id);
    if (!gone.length) throw conflict('An approved bonus run cannot be deleted.');
    await recordAudit(tx, principal, {
      action: 'bonus_run.deleted',
      entity_type: 'bonus_run',
      entity_id: id,
      company_id: row.run.company_id,
      summary: `Deleted the draft ${row.run.accounting_year} bonus run of ${row.company_name}`,
      changes: { accounting_year: row.run.accounting_year, rate: Number(row.run.rate) },
    });
  });
}

/**
 * The bonus register (Payment of Bonus Rules 1975, Form C) as far as the system holds its columns: serial,
 * name, designation, days worked, salary for the year, bonus payable (s.10/s.11), deductions (none held:
 * puja/customary bonus, interim bonus, financial loss), net payable, amount paid and date — plus the code,
 * eligibility and the salary counted for bonus.
 */
export async function bonusRegister(db: DbOrTx, principal: Principal, id: number) {
  const { bonus_run, entries } = await loadBonusRun(db, principal, id);
  const header = [
    'Sl. No.',
    'Employee code',
    'Name of the employee',
    'Designation',
    'Number of days worked in the year',
    'Total salary or wage in respect of the accounting year',
    'Salary counted for bonus (s.12)',
    'Eligible',
    'Reason not eligible',
    `Amount of bonus payable under section 10 or 11 (${bonus_run.rate}%)`,
    'Puja bonus or other customary bonus paid during the year',
    'Interim bonus or bonus paid in advance',
    'Deduction on account of financial loss caused by misconduct',
    'Total sum deducted',
    'Net amount payable',
    'Amount actually paid',
    'Paid through',
    'Date on which paid',
  ];
  const rows = entries.map((e, i) => {
    const paid = e.paid_through ? e.bonus : 0;
    return [
      i + 1,
      e.employee_code,
      e.employee_name,
      e.designation ?? '',
      e.working_days,
      e.salary_earned.toFixed(2),
      e.salary_for_bonus.toFixed(2),
      e.eligible ? 'Yes' : 'No',
      e.reason ?? '',
      e.bonus.toFixed(2),
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      e.bonus.toFixed(2),
      paid.toFixed(2),
      e.paid_through ?? '',
      e.paid_on ?? '',
    ];
  });
  const slug = bonus_run.company_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company';
  return { filename: `bonus-register-form-c-${slug}-${bonus_run.accounting_year}.csv`, header, rows };
}
