import { todayIn } from '../src/platform/dates';
import { addMonths, firstDayOf, monthDay, type Period, periodOf } from '../src/platform/period';

/** A calendar month: the year and the month of it (1 to 12). */
export type { Period };

/** The month `back` months before this one, India time (0: this month). */
export const monthsAgo = (back: number): Period => addMonths(periodOf(todayIn()), -back);

/** Day `day` of the month, as YYYY-MM-DD. */
export const dayOf = monthDay;

/** The first of the month, as YYYY-MM-DD. */
export const firstOf = firstDayOf;
