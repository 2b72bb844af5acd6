import type { DbOrTx } from '../../db/client';
import { type BalanceEmployee, balancesOf } from '../leave/public';
import { encashableDays } from './engine/available';
import { encashedInYear } from './queries';

export type TypeFigures = {
  leaveType: { id: number; code: string; name: string };
  balance: number;
  pendingLeave: number;
  approved: number;
  pending: number;
  maxDaysPerYear: number | null;
  minBalance: number;
  available: number;
};

/**
 * The leave types the employee's policy in force today lets them encash while in service, each with its
 * balance of the year (as the leave module counts it), what is encashed or asked for this year and the days
 * that may be asked for now. `exceptId`: an encashment being approved, not counted against itself.
 */
export async function encashableFigures(
  db: DbOrTx,
  employee: BalanceEmployee,
  year: number,
  exceptId?: number,
): Promise<TypeFigures[]> {
  const { rules, balances } = await balancesOf(db, employee, year);
  const encashed = await encashedInYear(db, employee.id, year, exceptId);
  return rules.flatMap((rule) => {
    const balance = balances.find((b) => b.leave_type_id === rule.leave_type_id);
    if (!rule.encashable_in_service || !balance) return [];
    const sums = encashed.find((e) => e.leave_type_id === rule.leave_type_id);
    const approved = Number(sums?.approved ?? 0);
    const pending = Number(sums?.pending ?? 0);
    const maxDaysPerYear =
      rule.encash_max_days_per_year === null ? null : Number(rule.encash_max_days_per_year);
    const minBalance = Number(rule.encash_min_balance);
    return [
      {
        leaveType: {
          id: balance.leave_type.id,
          code: balance.leave_type.code,
          name: balance.leave_type.name,
        },
        balance: balance.remaining_days,
        pendingLeave: balance.pending_days,
        approved,
        pending,
        maxDaysPerYear,
        minBalance,
        available: encashableDays({
          balance: balance.remaining_days,
          pendingLeave: balance.pending_days,
          pendingEncashed: pending,
          encashedThisYear: approved + pending,
          maxDaysPerYear,
          minBalance,
        }),
      },
    ];
  });
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Why a request may ask for no more than it may: the limit that binds, with its figures. */
export function overMessage(f: TypeFigures): string {
  const most = `You may encash at most ${dayCount(f.available)} of ${f.leaveType.name} now`;
  const capLeft = f.maxDaysPerYear === null ? null : f.maxDaysPerYear - f.approved - f.pending;
  if (capLeft !== null && capLeft <= f.balance - f.pendingLeave - f.minBalance - f.pending) {
    return `${most}: this year's cap is ${dayCount(f.maxDaysPerYear as number)} and ${dayCount(f.approved + f.pending)} are encashed or asked for.`;
  }
  const kept = f.minBalance ? `, ${dayCount(f.minBalance)} must stay in the balance` : '';
  const waiting = f.pendingLeave + f.pending;
  return `${most}: the balance is ${dayCount(f.balance)}${kept}${waiting ? `, ${dayCount(waiting)} are asked for and waiting` : ''}.`;
}
