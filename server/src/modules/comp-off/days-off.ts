/**
 * The employee's days off between two dates and what attendance shows of them: the holidays they observe
 * (a restricted one once they opted in) and their working week's weekly offs, as leave counts them.
 */
import type { CompOffDayKind } from '@hrms/contracts/comp-off';
import type { DbOrTx } from '../../db/client';
import { holidaysBetween, observedHolidays } from '../holidays/public';
import { eachDate, isWeeklyOff, SATURDAY_SUNDAY, workWeeks } from '../leave/public';
import { dayOffKind, earnedDays } from './engine/earns';
import { attendanceBetween } from './queries';

export type WorkedDayOff = {
  date: string;
  dayKind: CompOffDayKind;
  holidayName: string | null;
  workedHours: number | null;
  /** 1, 0.5, or 0 when attendance shows no work. */
  earns: number;
};

/** Every day off between two dates (worked or not), the earliest first. */
export async function daysOffBetween(
  db: DbOrTx,
  employee: { id: number; company_id: number },
  from: string,
  to: string,
): Promise<WorkedDayOff[]> {
  const observed = (await observedHolidays(db, [employee.id], from, to)).get(employee.id) ?? new Set();
  // The name of an observed date's holiday: a fixed one before a restricted one on the same date.
  const names = new Map<string, string>();
  const listed = await holidaysBetween(db, [employee.company_id], from, to);
  for (const h of [...listed].sort((a, b) => Number(a.is_optional) - Number(b.is_optional))) {
    if (observed.has(h.date) && !names.has(h.date)) names.set(h.date, h.name);
  }
  const weekOn = (await workWeeks(db, [employee.id])).get(employee.id);
  const worked = new Map((await attendanceBetween(db, employee.id, from, to)).map((r) => [r.date, r]));
  const days: WorkedDayOff[] = [];
  for (const date of eachDate(from, to)) {
    const holidayName = names.get(date) ?? null;
    const kind = dayOffKind(holidayName, isWeeklyOff(weekOn?.(date).weeklyOffs ?? SATURDAY_SUNDAY, date));
    if (!kind) continue;
    const record = worked.get(date);
    const hours = record?.worked_hours ?? record?.total_hours ?? null;
    days.push({
      date,
      dayKind: kind,
      holidayName,
      workedHours: hours === null ? null : Number(hours),
      earns: earnedDays(record?.status),
    });
  }
  return days;
}
