import { todayISO } from './dates';

/** The footers' line, its year the clock's (in IST, like every date shown) so that it never goes stale. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${todayISO(now).slice(0, 4)} HRMS. All rights reserved.`;
}
