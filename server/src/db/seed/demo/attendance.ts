import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { and, eq, inArray } from 'drizzle-orm';
import { startApproval } from '../../../modules/approvals/public';
import {
  hoursOf,
  ordinaryMinutes,
  type ShiftRules,
  scoreDay,
  weekOvertime,
} from '../../../modules/attendance/public';
import { eachDate, isWeekend } from '../../../modules/leave/public';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../../modules/statutory/public';
import type { Tx } from '../../client';
import { attendanceRecords, shifts } from '../../schema/attendance';
import { employees } from '../../schema/employees';
import { leaveRequests, leaveTypes } from '../../schema/leave';

const ZONE = DEFAULT_TIME_ZONE;
const RULES: ShiftRules = {
  startTime: '09:30:00',
  endTime: '18:30:00',
  graceMinutes: 15,
  fullDayHours: 4.5,
  halfDayHours: 2.25,
  breakMinutes: 60,
};

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
 * The company's default shift and three months of attendance up to yesterday: most people on time and
 * leaving after their shift's eight hours of work (no overtime), some late (past the 15-minute grace), a few
 * absences and half days, approved leave for every seventh person, whose leave days have no attendance, and
 * a few evenings of overtime by employees eligible for it: approved when more than a week old, else pending.
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

  const eligible = new Set(
    (
      await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.company_id, companyId), eq(employees.overtime_eligible, true)))
    ).map((e) => e.id),
  );
  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  people.forEach((p, index) => {
    const next = random(p.id * 7919);
    const staysLate = eligible.has(p.id) && index % 6 === 2;
    for (const date of workdays) {
      if (date < p.hire_date || leaveDays.get(p.id)?.has(date)) continue;
      const roll = next();
      if (roll < 0.03) continue; // absent, no record
      const arrival = 9 * 60 + 5 + next() * (roll < 0.15 ? 60 : 35); // 09:05 to 09:40, later for some
      // A full day is the shift's nine hours less up to a quarter of an hour; an evening of overtime two more.
      const evening = staysLate && roll > 0.5 && roll < 0.6;
      const leaving = roll > 0.97 ? 13 * 60 + 30 : arrival + 540 - next() * 15 + (evening ? 120 : 0);
      const day = {
        clockIn: at(date, arrival),
        lunchStart: at(date, 13 * 60),
        lunchEnd: at(date, 13 * 60 + 30 + next() * 20),
        clockOut: at(date, leaving),
      };
      const half = leaving < 14 * 60;
      const hours = pickInForce(SEEDED_STATUTORY_RATES, date).hours;
      const rest = hours?.rest_interval_after_hours ?? Number.POSITIVE_INFINITY;
      const scored = scoreDay(half ? { ...day, lunchStart: null, lunchEnd: null } : day, RULES, ZONE, rest);
      if (!scored) continue;
      // Weekdays only, none over the day's limit beyond the overtime: the week's limit is never passed.
      const worked = Math.round(scored.workedHours * 60);
      const overtime = hours
        ? hoursOf(
            weekOvertime(
              [{ date, workedMinutes: worked, ordinaryMinutes: ordinaryMinutes(RULES, hours.daily_hours) }],
              hours.weekly_hours,
            ).get(date) ?? 0,
          )
        : 0;
      const decided = overtime > 0 && date < weekAgo;
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
        worked_hours: scored.workedHours.toFixed(2),
        overtime_hours: overtime.toFixed(2),
        overtime_status: overtime === 0 ? 'none' : decided ? 'approved' : 'pending',
        overtime_approved_hours: decided ? overtime.toFixed(2) : null,
        overtime_decided_by: decided ? adminUserId : null,
        overtime_decided_at: decided ? new Date(`${date}T14:00:00Z`) : null,
        late_minutes: scored.lateMinutes,
        method: 'web',
        is_approved: date < weekAgo,
        approved_by: date < weekAgo ? adminUserId : null,
        approved_at: date < weekAgo ? new Date(`${date}T14:00:00Z`) : null,
      });
    }
  });
  for (let i = 0; i < rows.length; i += 500) {
    const made = await tx
      .insert(attendanceRecords)
      .values(rows.slice(i, i + 500))
      .returning({
        id: attendanceRecords.id,
        employee_id: attendanceRecords.employee_id,
        overtime_status: attendanceRecords.overtime_status,
      });
    // Overtime still to decide waits in the approvals inbox as a clocked week's claim does.
    for (const day of made.filter((m) => m.overtime_status === 'pending')) {
      await startApproval(
        tx,
        { type: 'overtime', requestId: day.id, companyId, requesterEmployeeId: day.employee_id },
        { tell: false },
      );
    }
  }
}
