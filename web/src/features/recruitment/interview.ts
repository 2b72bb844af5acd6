import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { RECRUITMENT_MESSAGES } from '@hrms/contracts/recruitment';

/** Spec 3 §9: the interview date is typed as YYYY-MM-DD HH:MM (the company's wall-clock time). */
export const INTERVIEW_FORMAT = 'YYYY-MM-DD HH:MM';

const INTERVIEW_INPUT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

/** Now as YYYY-MM-DD HH:MM in the company's zone, comparable as text with a typed interview time. */
export function nowInZone(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
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
