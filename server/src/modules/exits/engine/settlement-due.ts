import type { WeeklyOff } from '@hrms/contracts/leave-policies';
import { isWeeklyOff } from '../../leave/public';

/**
 * When a leaver's full and final settlement is due (pure): the Code on Wages 2019 s.17(2) — wages payable on
 * removal, dismissal, retrenchment or resignation are paid within two working days of it. The days are counted
 * from the day after the last working day, over the employee's working days (their working week's weekly offs and the
 * holidays they observe are not working days). The reminder goes out on the working day before the due day.
 */
export function settlementDue(
  lastWorkingDay: string,
  workingDays: number,
  isWorkingDay: (date: string) => boolean,
): { dueOn: string; remindOn: string } {
  const found: string[] = [];
  let day = lastWorkingDay;
  // A year of days is more than any calendar of weekly offs and holidays can hold back.
  for (let i = 0; i < 366 && found.length < workingDays; i += 1) {
    day = nextDay(day);
    if (isWorkingDay(day)) found.push(day);
  }
  const dueOn = found.at(-1) ?? nextDay(lastWorkingDay);
  return { dueOn, remindOn: found.at(-2) ?? lastWorkingDay };
}

function nextDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A working-day test from a working week's weekly offs and holiday dates. */
export const workingDayOf =
  (weeklyOffs: readonly WeeklyOff[], holidays: ReadonlySet<string>) => (date: string) =>
    !isWeeklyOff(weeklyOffs, date) && !holidays.has(date);
