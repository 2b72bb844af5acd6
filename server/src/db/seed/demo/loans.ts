import { nextMonth, periodOf } from '../../../platform/period';
import type { Tx } from '../../client';
import { loanLedger, loans } from '../../schema/loans';

/**
 * A few loans and salary advances so the register is not empty: a loan at interest, an
 * interest-free loan and a salary advance, paid out today to employees near the end of the demo list (no demo
 * sign-in, no browser journey, no other seeded workflow), each recovered from NEXT month's payroll — so no run
 * of a past or the current month, which journeys and tests process, deducts anything.
 */
export async function seedDemoLoans(tx: Tx, employeeIds: readonly number[], hrUserId: number, today: string) {
  const now = periodOf(today);
  const next = nextMonth(now);
  const start = { start_year: next.year, start_month: next.month };
  const seeded = [
    {
      index: 45,
      kind: 'loan',
      principal: '150000.00',
      interest_rate: '8.00',
      emi: '7500.00',
      purpose: 'Home renovation',
    },
    {
      index: 47,
      kind: 'advance',
      principal: '30000.00',
      interest_rate: '0',
      emi: '10000.00',
      purpose: 'Medical expenses',
    },
    {
      index: 51,
      kind: 'loan',
      principal: '60000.00',
      interest_rate: '0',
      emi: '5000.00',
      purpose: 'Two-wheeler',
    },
  ];
  for (const loan of seeded) {
    const employeeId = employeeIds[loan.index];
    if (employeeId === undefined) continue;
    const [row] = await tx
      .insert(loans)
      .values({
        employee_id: employeeId,
        kind: loan.kind,
        principal: loan.principal,
        interest_rate: loan.interest_rate,
        emi: loan.emi,
        disbursed_on: today,
        ...start,
        purpose: loan.purpose,
        created_by: hrUserId,
      })
      .returning({ id: loans.id });
    if (!row) continue;
    await tx.insert(loanLedger).values({
      loan_id: row.id,
      entry: 'disbursement',
      year: now.year,
      month: now.month,
      on_date: today,
      principal: loan.principal,
      note: loan.purpose,
      created_by: hrUserId,
    });
  }
}
