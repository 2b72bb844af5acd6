import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { inArray } from 'drizzle-orm';
import { type ShiftRules, scoreDay } from '../../../modules/attendance/public';
import { eachDate, isWeekend } from '../../../modules/leave/public';
import type { Tx } from '../../client';
import { attendanceRecords, shifts } from '../../schema/attendance';
import { leaveRequests, leaveTypes } from '../../schema/leave';

const ZONE = DEFAULT_TIME_ZONE;
const RULES: ShiftRules = { startTime: '09:30:00', endTime: '18:30:00', graceMinutes: 15, halfDayHours: 4.5 };

/** A small deterministic generator, so every demo database has the same history. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const at = (date: string, minutes: number) => {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(Math.floor(minutes % 60)).padStart(2, '0');
  return new Date(`${date}T${h}:${m}:00+05:30`);
};

/**
 * The company's default shift and three months of attendance up to yesterday: most people on time,
 * some late (past the 15-minute grace), a few absences and half days, and approved leave for every
 * seventh person, whose leave days have no attendance.
 */
export async function seedDemoAttendance(
  tx: Tx,
  companyId: number,
  people: { id: number; hire_date: string }[],
  holidayDates: ReadonlySet<string>,
  adminUserId: number,
  today: string,
) {
  const [shift] = await tx
    .insert(shifts)
    .values({
      company_id: companyId,
      name: 'General Shift',
      start_time: RULES.startTime,
      end_time: RULES.endTime,
      is_default: true,
    })
    .returning({ id: shifts.id });
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 3);
  const from = start.toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const workdays = [...eachDate(from, yesterday)].filter((d) => !isWeekend(d) && !holidayDates.has(d));

  const [annual] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(inArray(leaveTypes.code, ['AL']));
  const leaveDays = new Map<number, Set<string>>();
  const leaves: (typeof leaveRequests.$inferInsert)[] = [];
  people.forEach((p, i) => {
    if (i % 7 !== 3 || !annual) return;
    const first = workdays[(i * 11) % Math.max(1, workdays.length - 2)];
    const second = workdays[workdays.indexOf(first ?? '') + 1];
    if (!first || !second) return;
    leaveDays.set(p.id, new Set([first, second]));
    leaves.push({
      employee_id: p.id,
      leave_type_id: annual.id,
      start_date: first,
      end_date: second,
      days_requested: '2.0',
      reason: 'Family function',
      status: 'approved',
      approved_by: adminUserId,
      approved_on: new Date(`${first}T04:00:00Z`),
      applied_on: new Date(Date.parse(`${first}T04:00:00Z`) - 14 * 86_400_000),
    });
  });
  if (leaves.length) await tx.insert(leaveRequests).values(leaves);

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  for (const p of people) {
    const next = random(p.id * 7919);
    for (const date of workdays) {
      if (date < p.hire_date || leaveDays.get(p.id)?.has(date)) continue;
      const roll = next();
      if (roll < 0.03) continue; // absent, no record
      const arrival = 9 * 60 + 5 + next() * (roll < 0.15 ? 60 : 35); // 09:05 to 09:40, later for some
      const leaving = roll > 0.97 ? 13 * 60 + 30 : 18 * 60 + 20 + next() * 70;
      const day = {
        clockIn: at(date, arrival),
        lunchStart: at(date, 13 * 60),
        lunchEnd: at(date, 13 * 60 + 30 + next() * 20),
        clockOut: at(date, leaving),
      };
      const half = leaving < 14 * 60;
      const scored = scoreDay(half ? { ...day, lunchStart: null, lunchEnd: null } : day, RULES, ZONE);
      if (!scored) continue;
      rows.push({
        employee_id: p.id,
        attendance_date: date,
        shift_id: shift?.id ?? null,
        clock_in: day.clockIn,
        clock_out: day.clockOut,
        lunch_break_start: half ? null : day.lunchStart,
        lunch_break_end: half ? null : day.lunchEnd,
        status: scored.status,
        total_hours: scored.totalHours.toFixed(2),
        overtime_hours: scored.overtimeHours.toFixed(2),
        late_minutes: scored.lateMinutes,
        method: 'web',
        is_approved: date < weekAgo,
        approved_by: date < weekAgo ? adminUserId : null,
        approved_at: date < weekAgo ? new Date(`${date}T14:00:00Z`) : null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(attendanceRecords).values(rows.slice(i, i + 500));
}
