import type { LoanKind, LoanLedgerEntry, LoanStatus } from '@hrms/contracts/enums';
import type {
  Loan,
  LoanCloseRequest,
  LoanDetail,
  LoanLedgerEntryView,
  LoanRequest,
  LoanUpdateRequest,
} from '@hrms/contracts/loans';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { loans } from '../../db/schema/loans';
import {
  assertInScope,
  companyCondition,
  companyScope,
  isInCompanyScope,
  isSelfOrHolds,
} from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { monthYearName, shortDate, todayIn } from '../../platform/dates';
import {
  conflict,
  type FieldErrors,
  notFound,
  validationFailed,
  violatesConstraint,
} from '../../platform/errors';
import { formatRupees, numericText, paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { firstDayOf, monthIndex, nextMonth, periodOf } from '../../platform/period';
import { closureAmount, monthInterest, projectSchedule, rateBasisPoints } from './engine/schedule';
import {
  balanceOf,
  closeActiveLoan,
  employeeForLoan,
  employeeLoanRows,
  findLoan,
  hasEmiIn,
  insertLedgerEntry,
  insertLoan,
  type LedgerRow,
  type LoanRow,
  ledgerOf,
  listLoanPage,
  updateActiveLoan,
} from './queries';

const CLOSED_ALREADY = 'This loan is already closed.';

function loanView(r: LoanRow): Loan {
  const balance = paise(r.principal) - paise(r.recovered_principal);
  return {
    id: r.id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    employee_code: r.employee_code,
    company_id: r.company_id,
    kind: r.kind as LoanKind,
    principal: rupees(paise(r.principal)),
    interest_rate: Number(r.interest_rate),
    emi: rupees(paise(r.emi)),
    disbursed_on: r.disbursed_on,
    start_year: r.start_year,
    start_month: r.start_month,
    status: r.status as LoanStatus,
    state: r.status === 'closed' ? 'closed' : balance <= 0 ? 'repaid' : 'active',
    purpose: r.purpose,
    perquisite_rate: r.perquisite_rate === null ? null : Number(r.perquisite_rate),
    medical: r.medical,
    closed_on: r.closed_on,
    balance: rupees(balance),
    recovered_principal: rupees(paise(r.recovered_principal)),
    recovered_interest: rupees(paise(r.recovered_interest)),
    created_at: r.created_at.toISOString(),
  };
}

function ledgerViews(r: LoanRow, rows: LedgerRow[]): LoanLedgerEntryView[] {
  let balance = paise(r.principal);
  return rows.map((e) => {
    if (e.entry !== 'disbursement') balance -= paise(e.principal);
    return {
      id: e.id,
      entry: e.entry as LoanLedgerEntry,
      year: e.year,
      month: e.month,
      on_date: e.on_date,
      principal: rupees(paise(e.principal)),
      interest: rupees(paise(e.interest)),
      balance_after: rupees(balance),
      payroll_run_id: e.payroll_run_id,
      payroll_run_status: e.payroll_run_status,
      final_settlement_id: e.final_settlement_id,
      note: e.note,
    };
  });
}

/** What closing the loan on a date recovers: the balance, and the month's interest if no EMI charged it. */
function closureQuote(r: LoanRow, rows: LedgerRow[], onDate: string) {
  const balance = paise(r.principal) - paise(r.recovered_principal);
  const at = periodOf(onDate);
  const started = monthIndex(at) >= monthIndex({ year: r.start_year, month: r.start_month });
  const emiThisMonth = rows.some((e) => e.entry === 'emi' && e.year === at.year && e.month === at.month);
  return closureAmount(balance, rateBasisPoints(r.interest_rate), { started, emiThisMonth });
}

function detailView(r: LoanRow, rows: LedgerRow[], today: string): LoanDetail {
  const view = loanView(r);
  const ledger = ledgerViews(r, rows);
  let schedule: LoanDetail['schedule'] = [];
  if (r.status === 'active') {
    // The projection starts the month after the latest EMI recorded, or at the start month.
    const lastEmi = rows.filter((e) => e.entry === 'emi').at(-1);
    const from = lastEmi ? nextMonth(lastEmi) : { year: r.start_year, month: r.start_month };
    schedule = projectSchedule(
      paise(view.balance.toFixed(2)),
      paise(r.emi),
      rateBasisPoints(r.interest_rate),
      from,
    ).map((s) => ({
      year: s.year,
      month: s.month,
      opening_balance: rupees(s.balanceBefore),
      principal: rupees(s.principal),
      interest: rupees(s.interest),
      emi: rupees(s.principal + s.interest),
      closing_balance: rupees(s.balanceAfter),
    }));
  }
  const quote = r.status === 'active' ? closureQuote(r, rows, today) : { principal: 0, interest: 0 };
  return {
    ...view,
    ledger,
    schedule,
    closure_quote: {
      on_date: today,
      principal: rupees(quote.principal),
      interest: rupees(quote.interest),
      total: rupees(quote.principal + quote.interest),
    },
  };
}

export async function listLoans(
  db: DbOrTx,
  principal: Principal,
  q: { employee_id?: number; status?: string; kind?: string; page: number; per_page: number },
) {
  const conditions: (SQL | undefined)[] = [companyCondition(companyScope(principal), employees.company_id)];
  if (q.employee_id !== undefined) conditions.push(eq(loans.employee_id, q.employee_id));
  if (q.status !== undefined) conditions.push(eq(loans.status, q.status));
  if (q.kind !== undefined) conditions.push(eq(loans.kind, q.kind));
  const { rows, total } = await listLoanPage(db, and(...conditions), {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return paged(rows.map(loanView), total, q.page, q.per_page);
}

async function loadRow(db: DbOrTx, principal: Principal, id: number) {
  const row = await findLoan(db, id);
  if (!row) throw notFound('Loan');
  assertInScope(companyScope(principal), row.company_id, 'Loan');
  return row;
}

export async function loadLoan(db: DbOrTx, principal: Principal, id: number): Promise<LoanDetail> {
  const row = await loadRow(db, principal, id);
  return detailView(row, await ledgerOf(db, [row.id]), todayIn());
}

/** An employee's own loans, read-only: the employee themselves, or whoever manages loans in their company. */
export async function employeeLoans(db: DbOrTx, principal: Principal, employeeId: number) {
  const employee = await employeeForLoan(db, employeeId);
  if (!employee || !isSelfOrHolds(principal, employee, 'manage-loans')) throw notFound('Employee');
  const rows = await employeeLoanRows(db, employeeId);
  const ledger = await ledgerOf(
    db,
    rows.map((r) => r.id),
  );
  const today = todayIn();
  return rows.map((r) =>
    detailView(
      r,
      ledger.filter((e) => e.loan_id === r.id),
      today,
    ),
  );
}

/** The request's rules its schema cannot see: amounts against each other, months, the employee. */
async function checkNewLoan(db: DbOrTx, principal: Principal, body: LoanRequest) {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const employee = await employeeForLoan(db, body.employee_id);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id)) {
    add('employee_id', 'The selected employee id is invalid.');
  } else if (employee.status !== 'active') {
    add('employee_id', `${employee.name} is not an active employee.`);
  }
  const principalPaise = paise(body.principal);
  const emiPaise = paise(body.emi);
  if (emiPaise > principalPaise) add('emi', 'The EMI may not be more than the amount lent.');
  const rateBp = rateBasisPoints(body.interest_rate);
  if (body.kind === 'advance' && rateBp > 0) add('interest_rate', 'A salary advance carries no interest.');
  const firstInterest = monthInterest(principalPaise, rateBp);
  if (emiPaise <= firstInterest) {
    add(
      'emi',
      `The EMI must be more than the first month’s interest of ${formatRupees(rupees(firstInterest))}, or the loan is never repaid.`,
    );
  }
  const start = { year: body.start_year, month: body.start_month };
  if (monthIndex(start) < monthIndex(periodOf(body.disbursed_on))) {
    add('start_month', 'Recovery cannot start before the month the amount is paid out.');
  }
  if (employee) {
    if (body.disbursed_on < employee.hire_date) {
      add(
        'disbursed_on',
        `The amount cannot be paid out before ${employee.name} joined (${shortDate(employee.hire_date)}).`,
      );
    }
    const startDay = firstDayOf(start);
    if (employee.last_working_day !== null && employee.last_working_day < startDay) {
      add(
        'start_month',
        `${employee.name} leaves on ${shortDate(employee.last_working_day)}, before recovery would start; recover it in the full and final settlement.`,
      );
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return employee as NonNullable<typeof employee>;
}

/** The disbursement's note on a loan brought in: the principal is what was still owed, not what was lent. */
const BROUGHT_IN_NOTE = 'Brought in: the balance still owed when the company moved in';

/**
 * Records a loan. `broughtIn`: a running loan imported from the system the company leaves — its principal is
 * the balance still owed and its start month the next to recover (docs/decisions/imports.md, "The loans type").
 */
export async function createLoan(
  db: DbOrTx,
  principal: Principal,
  body: LoanRequest,
  { broughtIn = false }: { broughtIn?: boolean } = {},
) {
  const employee = await checkNewLoan(db, principal, body);
  const disbursed = periodOf(body.disbursed_on);
  const values = {
    employee_id: body.employee_id,
    kind: body.kind,
    principal: numericText(paise(body.principal)),
    interest_rate: body.interest_rate.toFixed(2),
    emi: numericText(paise(body.emi)),
    disbursed_on: body.disbursed_on,
    start_year: body.start_year,
    start_month: body.start_month,
    purpose: body.purpose ?? null,
    perquisite_rate: body.perquisite_rate === null ? null : body.perquisite_rate.toFixed(2),
    medical: body.medical,
  };
  const id = await db.transaction(async (tx) => {
    const { id } = await insertLoan(tx, { ...values, created_by: principal.userId });
    await insertLedgerEntry(tx, {
      loan_id: id,
      entry: 'disbursement',
      year: disbursed.year,
      month: disbursed.month,
      on_date: body.disbursed_on,
      principal: values.principal,
      interest: '0',
      note: broughtIn
        ? `${BROUGHT_IN_NOTE}${body.purpose ? ` (${body.purpose})` : ''}`
        : (body.purpose ?? null),
      created_by: principal.userId,
    });
    const label = body.kind === 'advance' ? 'Salary advance' : 'Loan';
    const recovery = `EMI ${formatRupees(body.emi)} from ${monthYearName({ year: body.start_year, month: body.start_month })}`;
    await recordAudit(tx, principal, {
      action: 'loan.created',
      entity_type: 'loan',
      entity_id: id,
      company_id: employee.company_id,
      summary: broughtIn
        ? `${label} of ${employee.name} brought in with ${formatRupees(body.principal)} still owed, ${recovery}`
        : `${label} of ${formatRupees(body.principal)} to ${employee.name}, ${recovery}`,
      changes: broughtIn ? { ...values, brought_in: true } : values,
    });
    return id;
  });
  return loadLoan(db, principal, id);
}

export async function updateLoan(db: DbOrTx, principal: Principal, id: number, body: LoanUpdateRequest) {
  const before = await loadRow(db, principal, id);
  if (before.status !== 'active') throw conflict(CLOSED_ALREADY);
  const emiPaise = paise(body.emi);
  const errors: FieldErrors = {};
  if (emiPaise > paise(before.principal)) errors.emi = ['The EMI may not be more than the amount lent.'];
  const balance = paise(before.principal) - paise(before.recovered_principal);
  const interest = monthInterest(balance, rateBasisPoints(before.interest_rate));
  if (balance > 0 && emiPaise <= interest) {
    errors.emi = [
      `The EMI must be more than the month’s interest of ${formatRupees(rupees(interest))}, or the loan is never repaid.`,
    ];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const values = {
    emi: numericText(emiPaise),
    purpose: body.purpose ?? null,
    // Left out: unchanged (a client of the older shape sends only the EMI and purpose).
    ...(body.perquisite_rate === undefined
      ? {}
      : { perquisite_rate: body.perquisite_rate === null ? null : body.perquisite_rate.toFixed(2) }),
    ...(body.medical === undefined ? {} : { medical: body.medical }),
  };
  await db.transaction(async (tx) => {
    if (!(await updateActiveLoan(tx, id, values))) throw conflict(CLOSED_ALREADY);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (paise(before.emi) !== emiPaise) changes.emi = { from: before.emi, to: values.emi };
    if (before.purpose !== values.purpose) changes.purpose = { from: before.purpose, to: values.purpose };
    if (values.perquisite_rate !== undefined && before.perquisite_rate !== values.perquisite_rate)
      changes.perquisite_rate = { from: before.perquisite_rate, to: values.perquisite_rate };
    if (values.medical !== undefined && before.medical !== values.medical)
      changes.medical = { from: before.medical, to: values.medical };
    await recordAudit(tx, principal, {
      action: 'loan.updated',
      entity_type: 'loan',
      entity_id: id,
      company_id: before.company_id,
      summary: `Loan #${id} of ${before.employee_name} updated`,
      changes,
    });
  });
  return loadLoan(db, principal, id);
}

const CLOSURE_INDEX = 'loan_ledger_closure_unique';

/**
 * Early closure: the balance (and the month's interest if no EMI charged it) is recovered at once in a
 * `closure` entry and the loan closes — exactly once: the conditional update lets one request through and the
 * ledger's unique index backs it; the others answer 409.
 */
export async function closeLoan(db: DbOrTx, principal: Principal, id: number, body: LoanCloseRequest) {
  const row = await loadRow(db, principal, id);
  if (row.status !== 'active') throw conflict(CLOSED_ALREADY);
  const errors: FieldErrors = {};
  if (body.closed_on < row.disbursed_on) {
    errors.closed_on = ['The loan cannot be closed before it was paid out.'];
  } else if (body.closed_on > todayIn()) {
    errors.closed_on = ['The closure date cannot be in the future.'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  try {
    await db.transaction(async (tx) => {
      if (!(await closeActiveLoan(tx, id, body.closed_on, principal.userId))) throw conflict(CLOSED_ALREADY);
      // Read after the row is ours: no EMI can be added to a closed loan from here on.
      const state = await balanceOf(tx, id);
      const lastEmi = state?.last_emi ?? null;
      if (lastEmi !== null && monthIndex(periodOf(body.closed_on)) - 1 < lastEmi) {
        const y = Math.floor(lastEmi / 12);
        throw validationFailed({
          closed_on: [
            `An EMI of ${monthYearName({ year: y, month: (lastEmi % 12) + 1 })} is already recorded; the closure cannot be dated before that month.`,
          ],
        });
      }
      const at = periodOf(body.closed_on);
      const balance = paise(state?.balance ?? '0');
      const quote = closureAmount(balance, rateBasisPoints(row.interest_rate), {
        started: monthIndex(at) >= monthIndex({ year: row.start_year, month: row.start_month }),
        emiThisMonth: await hasEmiIn(tx, id, at.year, at.month),
      });
      await insertLedgerEntry(tx, {
        loan_id: id,
        entry: 'closure',
        year: at.year,
        month: at.month,
        on_date: body.closed_on,
        principal: numericText(quote.principal),
        interest: numericText(quote.interest),
        note: body.note ?? null,
        created_by: principal.userId,
      });
      await recordAudit(tx, principal, {
        action: 'loan.closed',
        entity_type: 'loan',
        entity_id: id,
        company_id: row.company_id,
        summary: `Loan #${id} of ${row.employee_name} closed early on ${shortDate(body.closed_on)}: ${formatRupees(rupees(quote.principal + quote.interest))} recovered`,
        changes: {
          closed_on: body.closed_on,
          principal: numericText(quote.principal),
          interest: numericText(quote.interest),
          note: body.note ?? null,
        },
      });
    });
  } catch (err) {
    if (violatesConstraint(err, CLOSURE_INDEX)) throw conflict(CLOSED_ALREADY);
    throw err;
  }
  return loadLoan(db, principal, id);
}
