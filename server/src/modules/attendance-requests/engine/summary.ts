import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequestType } from '@hrms/contracts/attendance-requests';
import { shortDate } from '../../../platform/dates';

export type SummaryFacts = {
  type: AttendanceRequestType;
  from: string;
  to: string;
  days: number;
  clockIn: string | null;
  clockOut: string | null;
};

/**
 * A request in a line, as the approver's inbox shows it: "Regularisation, 3 Dec 2026 (09:30–18:00)",
 * "Work from home, 1 Dec 2026 to 5 Dec 2026 (5 days)". A single day with times needs no count.
 */
export function requestSummary(r: SummaryFacts): string {
  const span = r.from === r.to ? shortDate(r.from) : `${shortDate(r.from)} to ${shortDate(r.to)}`;
  const times = r.clockIn && r.clockOut ? `${r.clockIn.slice(0, 5)}–${r.clockOut.slice(0, 5)}` : null;
  const count = `${r.days} ${r.days === 1 ? 'day' : 'days'}`;
  const detail = times && r.from === r.to ? times : times ? `${count}, ${times}` : count;
  return `${ATTENDANCE_REQUEST_LABELS[r.type]}, ${span} (${detail})`;
}
