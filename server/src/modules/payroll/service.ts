import { plural } from '@hrms/contracts/formats';
import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type PayrollBreakdown,
  type PayrollRun,
} from '@hrms/contracts/payroll';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, type Driver, driverOf } from '../../db/client';
import { payrollRuns } from '../../db/schema/payroll';
import { companyScope, isInCompanyScope, recordScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { chunksOf } from '../../platform/chunks';
import { isoOrNull, monthYearName, todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { lastDayOf, type Period, yearMonth } from '../../platform/period';
import { accountLast4, identityAsSeen } from '../employees/public';
import { lockedCompanies, lockedMonthMessage } from '../month-locks/public';
import { companyBrand, loadCompany, segregationOfDutiesIn } from '../organisation/public';
import { attachAdditions } from './additions';
import { runReview } from './approval-review';
import { type Batch, loadBatch, monthlyInput, PayrollRefusal, tdsInputs } from './batch';
import type { MonthAdditions } from './engine/additions';
import { computeMonthlyPayroll } from './engine/monthly';
import { rupeesInWords } from './engine/words';
import {
  figuresFromEngine,
  NOTHING_PAID_THROUGH,
  runColumns,
  type StoredBreakdown,
  type WholeBreakdown,
} from './figures';
import { runToTell, tellPayrollProcessed, tellRunPaid } from './notifications';
import { payslipPdf } from './payslip';
import { payslipYear } from './payslip-year';
import {
  findRun,
  type ListedRunRow,
  listRuns,
  type RunFilters,
  type RunRow,
  type RunValues,
  recordEvents,
  saveRuns,
  transitionRun,
} from './queries';

const VIEW_ALL = ['process-payroll', 'approve-payroll', 'mark-payroll-paid'] as const;
/** Runs saved per statement: a bounded number of rows keeps it within PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
/**
 * Employees computed and saved together, by driver: one set of queries and one transaction (with one
 * audit event) per chunk. On PostgreSQL a chunk's transaction holds one pooled connection while the others
 * serve requests. PGlite is one connection on the server's own thread: a request waits for the statement
 * or the transaction under way, so its chunks are smaller (docs/decisions/platform.md,
 * "The embedded database stays responsive during a job").
 */
export const PROCESS_CHUNK: Readonly<Record<Driver, number>> = { postgres: 500, pglite: 100 };

export type ProcessResult = {
  employee_id: number;
  payroll_run_id: number | null;
  status: PayrollRun['status'] | null;
  action: 'created' | 'updated' | null;
  error: string | null;
};

/**
 * One employee's run from the batch. A run is a draft (it cannot be approved until reprocessed) while its
 * month has not ended, or, when pay follows recorded attendance, nothing at all was recorded for the month (no
 * attendance and no leave: the whole month would be unpaid); otherwise processed.
 */
function engineRun(batch: Batch, principal: Principal, employeeId: number, today: string): RunValues {
  const { person, attendance, input, regimeCode, monthsRemaining, statutory, facts } = monthlyInput(
    batch,
    employeeId,
  );
  if (!isInCompanyScope(companyScope(principal), person.company_id))
    throw new PayrollRefusal('Employee not found');
  const result = computeMonthlyPayroll(input);
  // A leaver's month ends on their last working day.
  const lastPaidDay =
    person.last_working_day && person.last_working_day < lastDayOf(batch.period)
      ? person.last_working_day
      : lastDayOf(batch.period);
  const draftReason =
    lastPaidDay >= today
      ? 'The month has not ended yet'
      : attendance.pay_basis === 'recorded_attendance' &&
          attendance.days_present === 0 &&
          attendance.on_leave_days === 0
        ? 'No attendance or leave recorded for the month'
        : null;
  return {
    employee_id: employeeId,
    year: batch.period.year,
    month: batch.period.month,
    status: draftReason ? 'draft' : 'processed',
    draft_reason: draftReason,
    ...runColumns(figuresFromEngine(result, regimeCode)),
    inputs: {
      attendance,
      structure: input.structure,
      pf_on_full_basic: input.pf.onFullBasic,
      esic_covered: input.esic.covered,
      ...tdsInputs(facts, regimeCode, input.tds.age),
      earned_before_month: result.tds.earned_before_month / 100,
      tds_before_month: result.tds.tds_before_month / 100,
      months_remaining: monthsRemaining,
      vpf_percentage: input.pf.vpfPercentage,
      ...statutory,
    },
    processed_by: principal.userId,
    processed_at: new Date(),
    approved_by: null,
    approved_at: null,
  };
}

/** How a batch of runs came to be saved, for the audit trail (a CSV upload adds its file and row counts). */
export type RunsSource = {
  action: 'payroll_run.processed' | 'payroll_run.csv_uploaded';
  details?: Record<string, unknown>;
};

type SavedRun = Awaited<ReturnType<typeof saveRuns>>[number];

/**
 * Saves runs for one month in one transaction: a run that is approved or paid is never replaced (the
 * upsert leaves it and reports it locked), what each saved run pays besides its structure is tied to it
 * (arrears, claims, loan EMIs, bonus: none for an uploaded run), every saved run gets a run event, and the
 * batch one audit event (none when `source` is null: the caller audits several batches as one).
 */
export async function saveMonthRuns(
  db: DbOrTx,
  principal: Principal,
  runs: RunValues[],
  previous: ReadonlyMap<number, string>,
  source: RunsSource | null = { action: 'payroll_run.processed' },
  additions: ReadonlyMap<number, MonthAdditions> = new Map(),
) {
  return db.transaction(async (tx) => {
    const saved: SavedRun[] = [];
    for (const chunk of chunksOf(runs, CHUNK)) saved.push(...(await saveRuns(tx, chunk)));
    const [head] = runs;
    if (head) await attachAdditions(tx, saved, additions, { year: head.year, month: head.month });
    await recordEvents(
      tx,
      saved.map((r) => ({
        runId: r.id,
        from: previous.get(r.employee_id) ?? null,
        to: r.status,
        userId: principal.userId,
      })),
    );
    if (head && source) await auditSavedRuns(tx, principal, source, head, saved);
    return saved;
  });
}

/** One audit event for runs of a month saved together (`period` names the month). */
export async function auditSavedRuns(
  db: DbOrTx,
  principal: Principal,
  source: RunsSource,
  period: Period,
  saved: Pick<SavedRun, 'id' | 'status' | 'created'>[],
) {
  if (!saved.length) return;
  const label = yearMonth(period);
  const byStatus: Record<string, number> = {};
  for (const r of saved) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  await recordAudit(db, principal, {
    action: source.action,
    entity_type: 'payroll_run',
    entity_id: saved.length === 1 ? (saved[0]?.id ?? null) : null,
    // A batch may span companies only for a super admin; theirs is then recorded as none.
    company_id: principal.isSuperAdmin ? null : principal.companyId,
    summary: `${source.action === 'payroll_run.csv_uploaded' ? 'Uploaded' : 'Processed'} ${plural(saved.length, 'payroll run')} for ${monthYearName(period)}`,
    changes: {
      pay_period: label,
      saved: saved.length,
      created: saved.filter((r) => r.created).length,
      updated: saved.filter((r) => !r.created).length,
      by_status: byStatus,
      ...source.details,
    },
  });
}

/** A paid run is released to its employee, if it was not already (its first release is kept). */
export const releasedWhenPaid = (userId: number) => ({
  released_at: sql`coalesce(${payrollRuns.released_at}, now())`,
  released_by: sql`coalesce(${payrollRuns.released_by}, ${userId})`,
});

export const LOCKED_RUN = 'This month’s run is already approved or paid and cannot be reprocessed';
/** A month brought in as an opening balance (docs/decisions/import-types.md) stays as it was paid. */
export const IMPORTED_RUN =
  'This month was paid before the company moved to HRMS (an imported opening balance): it is not processed here';

/**
 * Processes employees in chunks; a refusal for one employee is reported for them and never stops the rest.
 * Each chunk is saved in its own transaction and `onProgress` hears after each one (a job's progress bar);
 * processing again from the start is safe, as runs are upserted. With `tell` (a person's processing
 * request, not the demo seed, an attendance correction or a settlement) the approvers hear of all the
 * chunks' runs once, in the last chunk's transaction; a bulk job tells them when it finishes
 * (docs/decisions/notifications.md, "Payroll processed").
 */
export async function processPayroll(
  db: DbOrTx,
  principal: Principal,
  employeeIds: number[],
  year: number,
  month: number,
  options: { onProgress?: (done: number, total: number) => Promise<void>; tell?: boolean } = {},
): Promise<ProcessResult[]> {
  const ids = [...new Set(employeeIds)];
  const results = new Map<number, ProcessResult>();
  const refuse = (employeeId: number, error: string) =>
    results.set(employeeId, {
      employee_id: employeeId,
      payroll_run_id: null,
      status: null,
      action: null,
      error,
    });
  const today = todayIn();
  const scope = companyScope(principal);
  let done = 0;
  const chunks = chunksOf(ids, PROCESS_CHUNK[driverOf(db)]);
  for (const [c, chunk] of chunks.entries()) {
    const batch = await loadBatch(db, chunk, { year, month });
    const companies = [...new Set([...batch.people.values()].map((p) => p.company_id))];
    const locked = await lockedCompanies(db, companies, { year, month });
    const runs: RunValues[] = [];
    for (const employeeId of chunk) {
      try {
        const companyId = batch.people.get(employeeId)?.company_id;
        // Out of scope is "not found" (engineRun), whether locked or not.
        if (companyId !== undefined && locked.has(companyId) && isInCompanyScope(scope, companyId))
          throw new PayrollRefusal(lockedMonthMessage({ year, month }, 'its payroll'));
        if (['approved', 'paid'].includes(batch.statuses.get(employeeId) ?? ''))
          throw new PayrollRefusal(LOCKED_RUN);
        if (batch.statuses.get(employeeId) === 'imported') throw new PayrollRefusal(IMPORTED_RUN);
        runs.push(engineRun(batch, principal, employeeId, today));
      } catch (err) {
        if (!(err instanceof PayrollRefusal)) throw err;
        refuse(employeeId, err.message);
      }
    }
    const save = (tx: DbOrTx) =>
      saveMonthRuns(tx, principal, runs, batch.statuses, undefined, batch.additions);
    const saved =
      options.tell && c === chunks.length - 1
        ? await db.transaction(async (tx) => {
            const last = await save(tx);
            const earlier = [...results.values()].filter((r) => r.payroll_run_id !== null);
            await tellPayrollProcessed(tx, principal.userId, { year, month }, [...earlier, ...last]);
            return last;
          })
        : await save(db);
    for (const run of saved) {
      results.set(run.employee_id, {
        employee_id: run.employee_id,
        payroll_run_id: run.id,
        status: run.status as PayrollRun['status'],
        action: run.created ? 'created' : 'updated',
        error: null,
      });
    }
    // Approved between loading and saving: the upsert left it alone.
    for (const run of runs) if (!results.has(run.employee_id)) refuse(run.employee_id, LOCKED_RUN);
    done += chunk.length;
    await options.onProgress?.(done, ids.length);
  }
  return ids.map((id) => results.get(id) as ProcessResult);
}

function toRun({ run: r, employee }: ListedRunRow): PayrollRun {
  return {
    id: r.id,
    employee,
    pay_period: yearMonth(r),
    month: r.month,
    year: r.year,
    status: r.status as PayrollRun['status'],
    draft_reason: r.draft_reason,
    basic_salary: Number(r.basic_salary),
    gross_salary: Number(r.gross_salary),
    net_salary: Number(r.net_salary),
    total_deductions: Number(r.total_deductions),
    days_paid: Number(r.days_paid),
    total_days: r.total_days,
    pf_deduction: Number(r.pf_deduction),
    professional_tax: Number(r.professional_tax),
    tds_deduction: Number(r.tds_deduction),
    processed_at: isoOrNull(r.processed_at),
    approved_at: isoOrNull(r.approved_at),
    paid_at: isoOrNull(r.paid_at),
  };
}

export async function listPayrollRuns(
  db: Db,
  principal: Principal,
  q: RunFilters & { page: number; per_page: number },
) {
  const { rows, stats } = await listRuns(db, recordScope(principal, ...VIEW_ALL), q, q.page, q.per_page);
  const summary = {
    total: stats?.total ?? 0,
    draft: stats?.draft ?? 0,
    processed: stats?.processed ?? 0,
    approved: stats?.approved ?? 0,
    paid: stats?.paid ?? 0,
    total_net: Number(stats?.total_net ?? 0),
  };
  return { ...paged(rows.map(toRun), summary.total, q.page, q.per_page), summary };
}

async function loadRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await findRun(db, recordScope(principal, ...VIEW_ALL), id);
  if (!row) throw notFound('Payroll run');
  return row;
}

export const getPayrollRun = async (db: DbOrTx, principal: Principal, id: number) =>
  toRun(await loadRun(db, principal, id));

/**
 * Every line a breakdown leaves out reads as zero: earnings and deductions are stored without their zero lines,
 * and a breakdown stored before a line existed lacks it (DA, VPF, LWF, EDLI and PF administration charges,
 * among others). The statutory wages of a run stored before them read null.
 */
function withLaterFields(stored: StoredBreakdown): WholeBreakdown {
  const zeros = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, 0]));
  return {
    // A run saved before the breakdown kept additions paid nothing besides its structure
    // (docs/decisions/payroll.md, "The breakdown's new earnings and detail lists").
    ...NOTHING_PAID_THROUGH,
    ...stored,
    earnings: { ...zeros(EARNING_FIELDS), ...stored.earnings } as WholeBreakdown['earnings'],
    deductions: { ...zeros(DEDUCTION_FIELDS), ...stored.deductions } as WholeBreakdown['deductions'],
    employer_contributions: {
      ...zeros(EMPLOYER_CONTRIBUTION_FIELDS),
      ...stored.employer_contributions,
    } as StoredBreakdown['employer_contributions'],
    statutory: stored.statutory ?? null,
    // A run saved before the TDS workings were kept recorded only the regime, the projected income and the
    // annual tax (docs/decisions/income-tax.md, "The breakdown's TDS workings").
    tds: stored.tds && { ...TDS_FIGURES_BEFORE_ISSUE_18, ...stored.tds },
  };
}

const TDS_FIGURES_BEFORE_ISSUE_18 = {
  regime_kind: null,
  earned_before_month: null,
  previous_employment_income: null,
  this_month: null,
  rest_of_year: null,
  other_income: null,
  exemptions: null,
  deductions: null,
  taxable_income: null,
  tds_before_month: null,
  months_remaining: null,
  lines: [],
} satisfies Partial<NonNullable<StoredBreakdown['tds']>>;

/** The run's breakdown with its employee's header; identity numbers as the caller may see them. */
export function breakdownOf(row: RunRow, principal: Principal): PayrollBreakdown {
  const { taxable_earnings: _, ...stored } = withLaterFields(row.run.breakdown as StoredBreakdown);
  const run = toRun(row);
  const identity = identityAsSeen(principal, {
    pan: row.details.pan,
    uan: row.details.uan,
    esic_ip_number: row.details.esic_ip_number,
  });
  return {
    employee_name: `${row.employee.first_name} ${row.employee.last_name}`,
    employee_code: row.employee.employee_id,
    ...identity,
    bank_account_last4: accountLast4(row.details.bank_account_number),
    join_date: row.details.join_date,
    department: row.details.department,
    designation: row.details.designation,
    status: run.status,
    pay_period: run.pay_period,
    ...stored,
    // Spec 1 §3 lists ot_hours among the earnings; the top-level field stays for earlier clients.
    earnings: { ...stored.earnings, ot_hours: stored.ot_hours },
  };
}

export async function getPayrollBreakdown(db: Db, principal: Principal, id: number) {
  const row = await loadRun(db, principal, id);
  return { payroll_run: toRun(row), breakdown: breakdownOf(row, principal), inputs: row.run.inputs };
}

export async function getPayrollSummary(db: Db, principal: Principal, id: number) {
  const row = await loadRun(db, principal, id);
  const b = breakdownOf(row, principal);
  const employer = b.employer_contributions;
  return {
    summary: {
      id: row.run.id,
      employee_name: b.employee_name,
      employee_code: b.employee_code,
      pay_period: b.pay_period,
      status: b.status,
      gross_salary: b.total_earnings,
      total_deductions: b.total_deductions,
      net_salary: b.net_salary,
      net_salary_in_words: rupeesInWords(paise(b.net_salary)),
      // Gross and every employer contribution: EPS, EPF, EDLI, PF administration charges, ESIC and LWF.
      employer_cost: rupees(
        paise(b.total_earnings) + EMPLOYER_CONTRIBUTION_FIELDS.reduce((n, f) => n + paise(employer[f]), 0),
      ),
    },
  };
}

/**
 * The run's payslip as a PDF, with the company's logo, the tax year to date, leave balances and the CTC
 * (payslip-year.ts), and the file name the client saves it under; with `password`, encrypted (the payslip a
 * paid run's mail carries, mailed-payslip.ts).
 */
export async function payslipFor(
  db: Db,
  principal: Principal,
  id: number,
  options: { password?: string } = {},
) {
  const row = await loadRun(db, principal, id);
  if (row.run.status === 'imported')
    throw conflict(
      'This month was paid before the move to HRMS: its payslip is the one the old system gave.',
    );
  const company = await loadCompany(db, principal, row.details.company_id);
  const brand = await companyBrand(db, row.details.company_id);
  const breakdown = breakdownOf(row, principal);
  const year = await payslipYear(db, row.run);
  return {
    filename: `payslip_${breakdown.employee_code}_${breakdown.pay_period}.pdf`,
    pdf: await payslipPdf(
      { name: company.name, address: company.address, logo: brand.logo, brand_colour: brand.brand_colour },
      breakdown,
      year,
      options,
    ),
  };
}

/** Segregation of duties (a company setting, on by default): nobody approves or pays their own pay. */
async function assertDutiesApart(
  db: DbOrTx,
  principal: Principal,
  row: Awaited<ReturnType<typeof loadRun>>,
  to: 'approved' | 'paid',
) {
  if (!(await segregationOfDutiesIn(db, row.details.company_id))) return;
  if (row.run.employee_id === principal.employeeId) {
    throw forbidden(
      to === 'approved'
        ? 'You cannot approve your own payroll run'
        : 'You cannot mark your own payroll run as paid',
    );
  }
  if (to === 'approved' && row.run.processed_by === principal.userId) {
    throw forbidden('You processed this payroll run; someone else must approve it');
  }
}

/**
 * A person's approval of a run the review before approval flags needs a note (422 on `note` naming the
 * flags), kept on the run; the demo seed asks for no review.
 */
async function reviewNote(
  db: DbOrTx,
  row: Awaited<ReturnType<typeof loadRun>>,
  review: { note?: string } | undefined,
) {
  if (!review) return null;
  const flags = await runReview.get()(db, {
    id: row.run.id,
    companyId: row.details.company_id,
    year: row.run.year,
    month: row.run.month,
  });
  if (flags.length && !review.note)
    throw fieldError(
      'note',
      `The review flags this run (${flags.join('; ')}): give a note to approve it as it is.`,
    );
  return review.note || null;
}

/**
 * processed → approved, approved → paid; atomic, audited. Paying a run releases it to its employee. With
 * `tell` (a person's request, not the demo seed) the employee hears that it was paid in the same
 * transaction, the mail carrying their payslip; approval tells them nothing: they hear when the month's
 * payslips are released (month-runs.ts).
 */
export async function advanceRun(
  db: DbOrTx,
  principal: Principal,
  id: number,
  to: 'approved' | 'paid',
  options: { tell?: boolean; review?: { note?: string } } = {},
) {
  const from = to === 'approved' ? 'processed' : 'approved';
  await db.transaction(async (tx) => {
    const row = await loadRun(tx, principal, id);
    // Out of order is a 409 whoever asks; in order, the duties must be apart.
    if (row.run.status === from) await assertDutiesApart(tx, principal, row, to);
    const note =
      to === 'approved' && row.run.status === from ? await reviewNote(tx, row, options.review) : null;
    const now = new Date();
    const changed = await transitionRun(
      tx,
      id,
      from,
      to === 'approved'
        ? {
            status: to,
            approved_by: principal.userId,
            approved_at: now,
            ...(note ? { approval_note: note } : {}),
          }
        : { status: to, paid_by: principal.userId, paid_at: now, ...releasedWhenPaid(principal.userId) },
    );
    if (!changed) {
      throw conflict(
        `Only ${from} payroll runs can be ${to === 'approved' ? 'approved' : 'marked as paid'}; this one is ${row.run.status}`,
      );
    }
    await recordEvents(tx, [{ runId: id, from, to, userId: principal.userId }]);
    const period = monthYearName(row.run);
    await recordAudit(tx, principal, {
      action: to === 'approved' ? 'payroll_run.approved' : 'payroll_run.paid',
      entity_type: 'payroll_run',
      entity_id: id,
      company_id: row.details.company_id,
      summary: `${to === 'approved' ? 'Approved' : 'Marked as paid'} the ${period} payroll run of ${row.employee.employee_id}`,
      changes: { status: { from, to }, net_salary: Number(row.run.net_salary), ...(note ? { note } : {}) },
    });
    if (options.tell && to === 'paid') await tellRunPaid(tx, runToTell(row));
  });
  return getPayrollRun(db, principal, id);
}

/** One employee's run of a month recomputed, or why not: what an attendance correction asks for. */
export async function recomputeEmployeeMonth(
  tx: DbOrTx,
  principal: Principal,
  employeeId: number,
  year: number,
  month: number,
): Promise<{ id: number; status: string } | { error: string }> {
  const [result] = await processPayroll(tx, principal, [employeeId], year, month);
  if (result?.payroll_run_id && result.status) return { id: result.payroll_run_id, status: result.status };
  return { error: result?.error ?? LOCKED_RUN };
}
