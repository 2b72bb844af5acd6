import type { AttendanceStatusEntity } from '@hrms/contracts/attendance';
import type { ClockAction } from '@hrms/contracts/enums';
import type { BadgeTone } from '@/components/ui/Badge';
import { plural } from '@/lib/format';
import { CLOCK_ACTION_LABELS } from './labels';

/** `allowed`: the server allows the action now; `enabled`: allowed and no request is running. */
export type ClockButton = { action: ClockAction; label: string; allowed: boolean; enabled: boolean };

const ABILITY: Record<ClockAction, keyof AttendanceStatusEntity> = {
  clock_in: 'can_clock_in',
  clock_out: 'can_clock_out',
  lunch_start: 'can_start_lunch',
  lunch_end: 'can_end_lunch',
};

/**
 * The four buttons of the clock screen (spec §2, §4): each enabled only when the server's status
 * allows its action, and none while a request runs or before the status is known.
 */
export function clockButtons(
  status: AttendanceStatusEntity | null | undefined,
  busy: boolean,
): ClockButton[] {
  return (Object.keys(ABILITY) as ClockAction[]).map((action) => {
    const allowed = status?.[ABILITY[action]] === true;
    return { action, label: CLOCK_ACTION_LABELS[action], allowed, enabled: allowed && !busy };
  });
}

export type DayState = {
  key: 'not_started' | 'working' | 'on_lunch' | 'done';
  label: string;
  tone: BadgeTone;
};

/** Where the employee's day stands, for the status panel. */
export function dayState(status: AttendanceStatusEntity): DayState {
  if (status.is_on_lunch_break) return { key: 'on_lunch', label: 'On lunch break', tone: 'yellow' };
  if (status.is_clocked_in) return { key: 'working', label: 'Clocked in', tone: 'green' };
  if (status.todays_attendance?.clock_out) return { key: 'done', label: 'Clocked out', tone: 'blue' };
  return { key: 'not_started', label: 'Not clocked in', tone: 'gray' };
}

/** Where the browser says the user is; `denied` when the user refused location access. */
export type GeoState =
  | { kind: 'locating' }
  | { kind: 'ready'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'denied' }
  | { kind: 'unavailable'; reason: string };

/** GeolocationPositionError.code: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geoFailure(code: number): GeoState {
  if (code === 1) return { kind: 'denied' };
  if (code === 3) return { kind: 'unavailable', reason: 'Finding your location took too long.' };
  return { kind: 'unavailable', reason: 'Your location could not be determined.' };
}

export type ClockPayload = {
  employee_id: number;
  action: ClockAction;
  method: 'web';
  latitude?: number;
  longitude?: number;
};

/** POST /attendance/clock-in-out's body: coordinates only when the browser gave them. */
export function clockPayload(employeeId: number, action: ClockAction, geo: GeoState): ClockPayload {
  const payload: ClockPayload = { employee_id: employeeId, action, method: 'web' };
  if (geo.kind === 'ready') {
    payload.latitude = geo.latitude;
    payload.longitude = geo.longitude;
  }
  return payload;
}

/**
 * How the day's clock-in stood against the shift, in words: "Late by 25 minutes", or "On time" (an early
 * clock-in, even at 2:09 am for a 09:30 shift, is not late: "Late 0" read as if it were).
 */
export function arrivalWords(lateMinutes: number): string {
  return lateMinutes > 0 ? `Late by ${plural(lateMinutes, 'minute')}` : 'On time';
}
