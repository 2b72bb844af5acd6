import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { numericText, paise } from '../../platform/money';
import { lastDayOf, type Period } from '../../platform/period';
import type { AdditionSource, LoanRecovery, PerquisitesOfMonth } from '../payroll/public';
import { emiSplit, rateBasisPoints } from './engine/schedule';
import { loanPerquisites } from './perquisite-source';
import { recovered } from './queries';

type DueRow = {
  id: number;
  employee_id: number;
  kind: string;
  principal: string;
  interest_rate: string;
  emi: string;
  status: string;
  /** Principal recovered by entries of earlier months. */
  recovered: string;
  /** A closed loan's EMI this month's run already carries (kept: the closure counted on it). */
  kept_principal: string | null;
  kept_interest: string | null;
};

/**
 * Each loan's EMI for the month, in one query for any number of employees:
 * - an active loan whose start month has come: its balance after the entries of EARLIER months (this
 *   month's own EMI, of a run not yet approved, is what reprocessing replaces; a later month's run processed
 *   ahead does not count either) split into this month's interest and principal; a balance of 0 takes none;
 * - a loan closed (early or by a settlement) whose ledger holds an EMI of this month's run: that same EMI, as
 *   the closure's amount assumed it was recovered — a closed loan's ledger is final.
 */
async function load(db: DbOrTx, employeeIds: number[], period: Period) {
  const due = new Map<number, { loans: LoanRecovery[] }>();
  if (!employeeIds.length) return due;
  const at = period.year * 12 + period.month;
  const rows = await rawRows<DueRow>(
    db,
    sql`select l.id, l.employee_id, l.kind, l.principal::text, l.interest_rate::text, l.emi::text, l.status,
        ${recovered('principal', sql`l.id`, at)} as recovered,
        k.principal::text as kept_principal, k.interest::text as kept_interest
      from loans l
      left join lateral (
        select ll.principal, ll.interest from loan_ledger ll
        join payroll_runs pr on pr.id = ll.payroll_run_id
        where ll.loan_id = l.id and ll.entry = 'emi' and pr.year = ${period.year} and pr.month = ${period.month}
        limit 1
      ) k on l.status = 'closed'
      where ${anyId(sql`l.employee_id`, employeeIds)}
        and l.start_year * 12 + l.start_month <= ${at}
        and (l.status = 'active' or k.principal is not null)
      order by l.employee_id, l.id`,
  );
  for (const r of rows) {
    const balance = paise(r.principal) - paise(r.recovered);
    let recovery: LoanRecovery | null = null;
    if (r.kept_principal !== null) {
      const principal = paise(r.kept_principal);
      recovery = {
        loanId: r.id,
        kind: r.kind,
        principal,
        interest: paise(r.kept_interest ?? '0'),
        balanceAfter: balance - principal,
      };
    } else {
      const split = emiSplit(balance, paise(r.emi), rateBasisPoints(r.interest_rate));
      if (split && split.principal + split.interest > 0) {
        recovery = { loanId: r.id, kind: r.kind, ...split };
      }
    }
    if (!recovery) continue;
    const entry = due.get(r.employee_id) ?? { loans: [] };
    entry.loans.push(recovery);
    due.set(r.employee_id, entry);
  }
  // Each employee's taxable perquisites of concessional loans (after the month's EMIs, which set the balances ahead).
  const withPerquisites = new Map<number, { loans: LoanRecovery[]; perquisites?: PerquisitesOfMonth }>(due);
  for (const [employeeId, perquisites] of await loanPerquisites(db, employeeIds, period, due)) {
    withPerquisites.set(employeeId, { loans: due.get(employeeId)?.loans ?? [], perquisites });
  }
  return withPerquisites;
}

/**
 * Ties each saved run's EMIs to it: the `emi` entries its earlier processing wrote for active loans go, and
 * this processing's are written (principal, interest, the run, the month, dated the month's last day). A
 * closed loan's entries stay as they are (its ledger is final); none is written for a loan closed meanwhile —
 * the loans are read FOR SHARE, so a closure in flight is waited for and then seen. Two statements for any
 * number of runs.
 */
async function attach(
  tx: DbOrTx,
  saved: readonly { id: number; employee_id: number }[],
  additions: ReadonlyMap<number, { loans: readonly LoanRecovery[] }>,
  period: Period,
) {
  const runIds = saved.map((r) => r.id);
  await tx.execute(sql`delete from loan_ledger
    where entry = 'emi' and ${anyId(sql`payroll_run_id`, runIds)}
      and loan_id in (select id from loans
        where ${anyId(
          sql`employee_id`,
          saved.map((r) => r.employee_id),
        )} and status = 'active' for share)`);
  // The month's last day: the date of its EMIs in the ledger.
  const onDate = lastDayOf(period);
  const entries = saved.flatMap((run) =>
    (additions.get(run.employee_id)?.loans ?? []).map((l) => ({
      loan_id: l.loanId,
      payroll_run_id: run.id,
      principal: numericText(l.principal),
      interest: numericText(l.interest),
    })),
  );
  if (!entries.length) return;
  await tx.execute(sql`insert into loan_ledger (loan_id, entry, year, month, on_date, principal, interest, payroll_run_id)
    select r.loan_id, 'emi', ${period.year}, ${period.month}, ${onDate}::date, r.principal, r.interest, r.payroll_run_id
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      as r(loan_id integer, payroll_run_id integer, principal numeric, interest numeric)
    join loans l on l.id = r.loan_id and l.status = 'active'
    for share of l
    on conflict (loan_id, payroll_run_id) where payroll_run_id is not null do nothing`);
}

/** What payroll pays through this source: each active loan's EMI. */
export const loanSource: AdditionSource = { load, attach };
