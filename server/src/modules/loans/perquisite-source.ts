import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { paise } from '../../platform/money';
import { firstDayOf, lastDayOf, type Period } from '../../platform/period';
import type { LoanRecovery, PerquisitesOfMonth } from '../payroll/public';
import { ratesInForce } from '../statutory/public';
import { type LoanAhead, loanPerquisiteOfMonth, perquisitesAhead } from './engine/perquisite';
import { rateBasisPoints } from './engine/schedule';
import { recovered } from './queries';

type Row = {
  id: number;
  employee_id: number;
  country_id: number;
  principal: string;
  interest_rate: string;
  perquisite_rate: string | null;
  medical: boolean;
  emi: string;
  start_year: number;
  start_month: number;
  /** Principal recovered by the entries of earlier months. */
  recovered: string;
};

/** The March that ends the financial year holding a month. */
const marchOf = (p: Period): Period => ({ year: p.month >= 4 ? p.year + 1 : p.year, month: 3 });

/**
 * Each employee's loan perquisites for the month (those with a loan outstanding in it: paid out by its last
 * day, not closed before its first): the month's largest balance is the balance before its EMI, and the
 * months after it follow the EMIs as scheduled. The limit and the medical exemption are the PERQUISITE rates
 * in force on the month's last day. One query for any number of employees.
 */
export async function loanPerquisites(
  db: DbOrTx,
  employeeIds: number[],
  period: Period,
  recoveries: ReadonlyMap<number, { loans: readonly LoanRecovery[] }>,
): Promise<Map<number, PerquisitesOfMonth>> {
  const result = new Map<number, PerquisitesOfMonth>();
  if (!employeeIds.length) return result;
  const at = period.year * 12 + period.month;
  const rows = await rawRows<Row>(
    db,
    sql`select l.id, l.employee_id, c.country_id, l.principal::text, l.interest_rate::text,
        l.perquisite_rate::text, l.medical, l.emi::text, l.start_year, l.start_month,
        ${recovered('principal', sql`l.id`, at)} as recovered
      from loans l join employees e on e.id = l.employee_id join companies c on c.id = e.company_id
      where ${anyId(sql`l.employee_id`, employeeIds)}
        and l.disbursed_on <= ${lastDayOf(period)}
        and (l.status = 'active' or l.closed_on >= ${firstDayOf(period)})
      order by l.employee_id, l.id`,
  );
  const rules = new Map<number, { exemptUpTo: number; medicalExempt: boolean } | null>();
  for (const country of new Set(rows.map((r) => r.country_id))) {
    const loan = (await ratesInForce(db, country, lastDayOf(period))).perquisites?.loan;
    rules.set(
      country,
      loan ? { exemptUpTo: paise(loan.exempt_up_to), medicalExempt: loan.medical_exempt } : null,
    );
  }
  const byEmployee = new Map<number, Row[]>();
  for (const r of rows) byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), r]);
  for (const [employeeId, own] of byEmployee) {
    const rule = rules.get(own[0]?.country_id ?? 0);
    // No rates on record, or no loan with a benchmark: nothing to value.
    if (!rule || own.every((r) => r.perquisite_rate === null)) continue;
    const paid = recoveries.get(employeeId)?.loans ?? [];
    const loans: (LoanAhead & { balance: number })[] = own.map((r) => {
      const balance = Math.max(0, paise(r.principal) - paise(r.recovered));
      const thisMonth = paid.find((l) => l.loanId === r.id)?.principal ?? 0;
      return {
        loanId: r.id,
        balance,
        balanceAfterMonth: balance - thisMonth,
        chargedBp: rateBasisPoints(r.interest_rate),
        benchmarkBp: r.perquisite_rate === null ? null : rateBasisPoints(r.perquisite_rate),
        medical: r.medical,
        emi: paise(r.emi),
        startsAt: { year: r.start_year, month: r.start_month },
      };
    });
    const month = loanPerquisiteOfMonth(loans, rule);
    const ahead = perquisitesAhead(loans, period, marchOf(period), rule);
    if (!month.lines.length && ahead.every((m) => m.total === 0)) continue;
    result.set(employeeId, { total: month.total, exempt: month.exempt, loans: month.lines, ahead });
  }
  return result;
}
