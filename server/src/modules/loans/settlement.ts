import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { loanLedger } from '../../db/schema/loans';
import { auditEvents } from '../../db/schema/platform';
import { numericText, paise } from '../../platform/money';
import type { LoanOwed, SettlementSource } from '../exits/public';
import { closeActiveLoan, recovered } from './queries';

async function activeBalances(
  db: DbOrTx,
  employeeId: number,
  lock: boolean,
): Promise<(LoanOwed & { companyId: number })[]> {
  const rows = await rawRows<{ id: number; kind: string; balance: string; company_id: number }>(
    db,
    sql`select l.id, l.kind, (select e.company_id from employees e where e.id = l.employee_id) as company_id,
        (l.principal - ${recovered('principal', sql`l.id`)}::numeric)::text as balance
      from loans l
      where l.employee_id = ${employeeId} and l.status = 'active'
      order by l.id
      ${lock ? sql`for update` : sql``}`,
  );
  return rows.map((r) => ({
    loanId: r.id,
    kind: r.kind,
    balance: paise(r.balance),
    companyId: r.company_id,
  }));
}

/**
 * The employee's active loans and what each still owes (paise) after every ledger entry, including the EMIs of
 * runs not yet approved (the final month's run) — what a full and final settlement recovers. A loan its EMIs
 * already repaid (balance 0) is not listed.
 */
export async function outstandingLoans(db: DbOrTx, employeeId: number): Promise<LoanOwed[]> {
  return (await activeBalances(db, employeeId, false))
    .filter((l) => l.balance > 0)
    .map(({ loanId, kind, balance }) => ({ loanId, kind, balance }));
}

/**
 * Records the settlement's recovery of each active loan (a `settlement` ledger entry for its balance, dated
 * `onDate`) and closes it, in the transaction that approves the settlement. A loan already repaid by its EMIs
 * is closed with no entry. The closure is once-only (the loan must still be active, and the ledger's unique
 * index allows one closure or settlement per loan). Each loan closed is audited as `loan.closed`.
 */
export async function settleLoans(
  tx: DbOrTx,
  employeeId: number,
  settlementId: number,
  onDate: string,
  userId: number,
): Promise<void> {
  const [year, month] = onDate.split('-').map(Number) as [number, number];
  for (const loan of await activeBalances(tx, employeeId, true)) {
    if (!(await closeActiveLoan(tx, loan.loanId, onDate, userId))) continue;
    if (loan.balance > 0) {
      await tx.insert(loanLedger).values({
        loan_id: loan.loanId,
        entry: 'settlement',
        year,
        month,
        on_date: onDate,
        principal: numericText(loan.balance),
        interest: '0',
        final_settlement_id: settlementId,
        note: `Recovered in the full and final settlement #${settlementId}`,
        created_by: userId,
      });
    }
    await tx.insert(auditEvents).values({
      user_id: userId,
      action: 'loan.closed',
      entity_type: 'loan',
      entity_id: loan.loanId,
      company_id: loan.companyId,
      summary: `Loan #${loan.loanId} closed by the full and final settlement #${settlementId}`,
      changes: { closed_on: onDate, settled: numericText(loan.balance), final_settlement_id: settlementId },
    });
  }
}

/**
 * The loans' part of a full and final settlement (exits/settlement-sources.ts): the balances it recovers; a
 * draft whose recovery no longer matches what the loans owe is stale; approval closes them (settleLoans).
 */
export const loanSettlement: SettlementSource = {
  async due(db, employeeId) {
    return { loans: await outstandingLoans(db, employeeId) };
  },
  async changed(tx, employeeId, recorded) {
    const owed = (await outstandingLoans(tx, employeeId)).reduce((n, l) => n + l.balance, 0);
    const recovered = recorded.loans.reduce((n, l) => n + l.balance, 0);
    return owed === recovered
      ? null
      : 'The employee’s loans have changed since this settlement was computed; recompute it';
  },
  async settle(tx, employeeId, settlementId, { onDate, userId }) {
    await settleLoans(tx, employeeId, settlementId, onDate, userId);
  },
};
