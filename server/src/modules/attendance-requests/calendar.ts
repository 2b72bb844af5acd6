import type { DbOrTx } from '../../db/client';
import { observedHolidays } from '../holidays/public';
import { eachDate, SATURDAY_SUNDAY, workWeeks } from '../leave/public';
import { countedDates, type DayCalendar } from './engine/days';
import { leaveDatesBetween } from './queries';

/**
 * The employee's calendar between two dates as requests count it: the week in force on each date (their
 * leave policy's, else their shift's), the holidays they observe and whole days of approved leave; with the
 * policy's monthly request limits on a date.
 */
export async function calendarOf(db: DbOrTx, employeeId: number, from: string, to: string) {
  const week = (await workWeeks(db, [employeeId])).get(employeeId);
  const holidays = (await observedHolidays(db, [employeeId], from, to)).get(employeeId) ?? new Set<string>();
  const leave = new Set<string>();
  for (const l of await leaveDatesBetween(db, employeeId, from, to)) {
    for (const date of eachDate(l.start, l.end)) leave.add(date);
  }
  const calendar: DayCalendar = {
    weeklyOffsOn: (date) => week?.(date).weeklyOffs ?? SATURDAY_SUNDAY,
    holidays,
    leave,
  };
  return { calendar, limitsOn: (date: string) => week?.(date).requestLimits ?? null };
}

/** The working days a request counts, on the employee’s calendar as it stands. */
export async function requestDates(db: DbOrTx, employeeId: number, from: string, to: string) {
  return countedDates(from, to, (await calendarOf(db, employeeId, from, to)).calendar);
}
