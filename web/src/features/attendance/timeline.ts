import type { AttendanceRecord } from '@hrms/contracts/attendance';

export type TimelineStep = { key: string; label: string; at: string | null };

/** The day's four moments in order: clock in, lunch start, lunch end, clock out (null: not recorded). */
export function timelineOf(
  record: Pick<AttendanceRecord, 'clock_in' | 'lunch_break_start' | 'lunch_break_end' | 'clock_out'>,
): TimelineStep[] {
  return [
    { key: 'clock_in', label: 'Clock In', at: record.clock_in },
    { key: 'lunch_start', label: 'Lunch Start', at: record.lunch_break_start },
    { key: 'lunch_end', label: 'Lunch End', at: record.lunch_break_end },
    { key: 'clock_out', label: 'Clock Out', at: record.clock_out },
  ];
}
