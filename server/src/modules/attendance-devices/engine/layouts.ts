import type { PunchImportLayout } from '@hrms/contracts/attendance-devices';
import { parse } from 'csv-parse/sync';

/**
 * The punch logs device software exports, read into rows (pure). Times are wall-clock times of the device,
 * returned as "YYYY-MM-DD HH:MM:SS" for the caller to place in the company's zone.
 *
 * - `zkteco_attlog`: ZKTeco's USB download (`<n>_attlog.dat`), one punch a line, tab-separated: the user id
 *   (PIN, often right-aligned with spaces), "YYYY-MM-DD HH:MM:SS", then the device's status codes (verify
 *   mode, in/out state, work code), which are not needed: the day's shift decides in and out.
 * - `essl_device_logs`: eSSL eTimeTrackLite's device log, as its DeviceLogs tables and its Log Records report
 *   export it to CSV: a header naming the user id (UserId, User ID, Employee Code, EmpCode) and the time
 *   (LogDate, Log Date, Punch Time, DateTime); dates as YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY, seconds optional.
 */
export type PunchRow = { line: number; deviceUserId: string; wallTime: string };
export type RowProblem = { line: number; message: string };
export type ReadLog = { rows: PunchRow[]; problems: RowProblem[] };

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;
const DAY_FIRST = /^(\d{2})[-/](\d{2})[-/](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A device's date and time as "YYYY-MM-DD HH:MM:SS", or null when it is not one (or not a real date). */
export function wallTimeOf(text: string): string | null {
  const t = text.trim();
  const iso = ISO_TIME.exec(t);
  const dayFirst = iso ? null : DAY_FIRST.exec(t);
  const parts = iso
    ? { y: iso[1], mo: iso[2], d: iso[3], h: iso[4], mi: iso[5], s: iso[6] }
    : dayFirst
      ? { y: dayFirst[3], mo: dayFirst[2], d: dayFirst[1], h: dayFirst[4], mi: dayFirst[5], s: dayFirst[6] }
      : null;
  if (!parts) return null;
  const date = `${parts.y}-${parts.mo}-${parts.d}`;
  const real = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== date) return null;
  if (Number(parts.h) > 23 || Number(parts.mi) > 59 || Number(parts.s ?? 0) > 59) return null;
  return `${date} ${parts.h}:${parts.mi}:${parts.s ?? '00'}`;
}

const USER_ID_MAX = 30;

function rowOf(line: number, userId: string | undefined, time: string | undefined): PunchRow | RowProblem {
  const deviceUserId = (userId ?? '').trim();
  if (!deviceUserId) return { line, message: 'The user id is missing.' };
  if (deviceUserId.length > USER_ID_MAX)
    return { line, message: `The user id is longer than ${USER_ID_MAX} characters.` };
  if (!time?.trim()) return { line, message: 'The date and time are missing.' };
  const wallTime = wallTimeOf(time);
  if (!wallTime) return { line, message: `“${time.trim()}” is not a date and time.` };
  return { line, deviceUserId, wallTime };
}

const collect = (results: (PunchRow | RowProblem)[]): ReadLog => ({
  rows: results.filter((r): r is PunchRow => 'deviceUserId' in r),
  problems: results.filter((r): r is RowProblem => 'message' in r),
});

export function readZktecoAttlog(text: string): ReadLog {
  const results: (PunchRow | RowProblem)[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const [userId, time] = raw.split('\t');
    results.push(rowOf(i + 1, userId, time));
  });
  return collect(results);
}

const USER_ID_HEADERS = ['userid', 'user id', 'employee code', 'empcode', 'emp code', 'employeecode'];
const TIME_HEADERS = ['logdate', 'log date', 'punch time', 'punchtime', 'datetime', 'date time', 'log time'];
const normal = (header: string) => header.trim().toLowerCase().replace(/[_]+/g, ' ').replace(/\s+/g, ' ');

export function readEsslDeviceLogs(text: string): ReadLog | RowProblem {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const [header, ...body] = records;
  const names = (header ?? []).map(normal);
  const userCol = names.findIndex((n) => USER_ID_HEADERS.includes(n));
  const timeCol = names.findIndex((n) => TIME_HEADERS.includes(n));
  if (userCol < 0 || timeCol < 0) {
    return {
      line: 1,
      message: 'The first row must name the user id column (UserId) and the time column (LogDate).',
    };
  }
  return collect(body.map((cells, i) => rowOf(i + 2, cells[userCol], cells[timeCol])));
}

/** The layout a file looks like: a tab after the first field and a date → ZKTeco; else a CSV with a header. */
export function layoutOf(text: string): PunchImportLayout {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return /^\s*\S+\t\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(first) ? 'zkteco_attlog' : 'essl_device_logs';
}

export function readPunchLog(text: string, layout: PunchImportLayout): ReadLog | RowProblem {
  return layout === 'zkteco_attlog' ? readZktecoAttlog(text) : readEsslDeviceLogs(text);
}
