import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';

/**
 * Today as YYYY-MM-DD in the company's zone (Asia/Kolkata), the same "today" the server uses for a
 * hire date left empty and for the salary structure in force.
 */
export function todayISO(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
