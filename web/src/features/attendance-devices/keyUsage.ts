import { DEVICE_KEY_HEADER, type PunchBatch } from '@hrms/contracts/attendance-devices';
import { zonedParts } from '@/lib/dates';

/** Where a device (or the middleware beside it) sends its punches. */
export const PUNCH_ENDPOINT = 'POST /api/attendance/punches';

/** The header as devices' documentation writes it: "X-Device-Key" (header names are case-blind). */
export const KEY_HEADER = DEVICE_KEY_HEADER.replace(
  /(^|-)([a-z])/g,
  (_, dash: string, c: string) => dash + c.toUpperCase(),
);

/** An instant as the company's wall clock, the way a device logs it: "2026-12-05 09:02:00". */
export function wallClock(instant: Date): string {
  const p = zonedParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A body to send: one punch of device user 1001 at `instant`, formatted as the API reads it. */
export function sampleBody(instant: Date): string {
  const body: PunchBatch = { punches: [{ device_user_id: '1001', punched_at: wallClock(instant) }] };
  return JSON.stringify(body, null, 2);
}

/** A whole request, ready to paste into a terminal: the address of this server, the key, the sample body. */
export function sampleRequest(origin: string, key: string, instant: Date): string {
  const body = JSON.stringify(JSON.parse(sampleBody(instant)));
  return [
    `curl -X POST ${origin}/api/attendance/punches \\`,
    `  -H '${KEY_HEADER}: ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}
