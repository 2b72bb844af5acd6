/**
 * How many days of a leave type an employee may encash now (pure; days, half days allowed): what the balance
 * leaves once the leave already asked for, the balance the policy keeps back and the encashments still waiting
 * are set aside, and what the year's cap leaves after the days encashed or asked for this year — the lesser,
 * never below 0, rounded down to a half day (encashments are in whole or half days).
 */
export type EncashmentFigures = {
  /** The balance as the leave module counts it (approved encashments already out of it). */
  balance: number;
  /** Days of leave requests still waiting. */
  pendingLeave: number;
  /** Days of encashments still waiting. */
  pendingEncashed: number;
  /** Days encashed this leave year: approved and waiting. */
  encashedThisYear: number;
  /** The policy's cap a year (null: none) and the balance it keeps back. */
  maxDaysPerYear: number | null;
  minBalance: number;
};

/** Down to the half day, on hundredths (the balances' precision) so 2.9999… float noise cannot lose half a day. */
const downToHalfDay = (days: number) => Math.floor(Math.round(days * 100) / 50) / 2;

export function encashableDays(f: EncashmentFigures): number {
  const fromBalance = f.balance - f.pendingLeave - f.minBalance - f.pendingEncashed;
  const fromCap = f.maxDaysPerYear === null ? fromBalance : f.maxDaysPerYear - f.encashedThisYear;
  return Math.max(0, downToHalfDay(Math.min(fromBalance, fromCap)));
}
