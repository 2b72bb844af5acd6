import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { RECRUITMENT_MESSAGES } from '@hrms/contracts/recruitment';
import { zonedParts } from '@/lib/dates';

/** Spec 3 §9: the API takes the interview date as YYYY-MM-DD HH:MM (the company's wall-clock time). */
const INTERVIEW_INPUT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

/** Now as YYYY-MM-DD HH:MM in the company's zone, comparable as text with a typed interview time. */
export function nowInZone(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day, hour, minute } = zonedParts(now, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

export type InterviewInput = { value: string; error: null } | { value: null; error: string };

const FORMAT_PROBLEM = { value: null, error: RECRUITMENT_MESSAGES.interviewDateFormat } as const;

/**
 * Reads what was typed in the interview prompt: a real date and time, later than now, with the
 * server's messages (it checks both again). The answer is normalised to "YYYY-MM-DD HH:MM".
 */
export function readInterviewInput(text: string, now: string = nowInZone()): InterviewInput {
  if (!text.trim()) return { value: null, error: RECRUITMENT_MESSAGES.interviewDateRequired };
  const match = INTERVIEW_INPUT.exec(text.trim());
  if (!match) return FORMAT_PROBLEM;
  const [, date, time] = match;
  const value = `${date} ${time}`;
  // A date that does not exist (30 February, 24:00) comes back from Date as another one.
  const parsed = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 16) !== `${date}T${time}`) {
    return FORMAT_PROBLEM;
  }
  if (value <= now) return { value: null, error: RECRUITMENT_MESSAGES.interviewDateFuture };
  return { value, error: null };
}

/** Which picker a problem belongs under. */
export type InterviewField = 'date' | 'time';

export const INTERVIEW_TIME_REQUIRED = 'Interview time is required';

/**
 * Reads the date and time pickers (YYYY-MM-DD and HH:MM, India time) into the API's "YYYY-MM-DD HH:MM",
 * naming the picker a problem is about.
 */
export function readInterviewPickers(
  date: string,
  time: string,
  now: string = nowInZone(),
): { value: string; error: null; field: null } | { value: null; error: string; field: InterviewField } {
  if (date.trim() && !time.trim()) return { value: null, error: INTERVIEW_TIME_REQUIRED, field: 'time' };
  const input = readInterviewInput(date.trim() ? `${date.trim()} ${time.trim()}` : '', now);
  return input.value === null
    ? { value: null, error: input.error, field: 'date' }
    : { value: input.value, error: null, field: null };
}
