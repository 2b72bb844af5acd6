import type { PunchOutcome } from '@hrms/contracts/attendance-devices';
import { formatNumber, plural } from '@/lib/format';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The outcome's figures, labelled, in the order a reader checks them. */
export function outcomeFigures(outcome: PunchOutcome): { label: string; value: string; hint: string }[] {
  return [
    { label: 'Received', value: formatNumber(outcome.received), hint: 'Punches read' },
    { label: 'Recorded', value: formatNumber(outcome.recorded), hint: 'New punches kept' },
    { label: 'Duplicates', value: formatNumber(outcome.duplicates), hint: 'Already kept before' },
    { label: 'Unmatched', value: formatNumber(outcome.unmatched), hint: 'No employee matched yet' },
    { label: 'Days updated', value: formatNumber(outcome.days_updated), hint: 'Attendance days written' },
    {
      label: 'Days skipped',
      value: formatNumber(outcome.days_skipped),
      hint: 'Locked, paid or entered by hand',
    },
  ];
}

/** "24 attendance days updated; 2 days left as they were (…)": the days some punches wrote. */
function daysWritten(outcome: PunchOutcome): string {
  const days = `${plural(outcome.days_updated, 'attendance day')} updated`;
  if (outcome.days_skipped === 0) return days;
  const were = outcome.days_skipped === 1 ? 'it was' : 'they were';
  return `${days}; ${plural(outcome.days_skipped, 'day')} left as ${were} (month locked or paid, or entered by hand)`;
}

/**
 * What a batch or a file did, in words: "Received 120 punches: 100 new, 20 already kept. 5 are of device users
 * not matched to an employee yet. 24 attendance days updated; 2 left as they were (…)."
 */
export function outcomeSentence(outcome: PunchOutcome): string {
  if (outcome.received === 0) return 'The file held no punches.';
  const parts = [
    `Received ${plural(outcome.received, 'punch')}: ${formatNumber(outcome.recorded)} new, ${formatNumber(outcome.duplicates)} already kept.`,
  ];
  if (outcome.unmatched > 0) {
    parts.push(
      `${count(outcome.unmatched, 'is of a device user', 'are of device users')} not matched to an employee yet.`,
    );
  }
  parts.push(`${daysWritten(outcome)}.`);
  return parts.join(' ');
}

/** Something needs a look: punches no employee is matched to, or lines the server could not read. */
export const outcomeNeedsAttention = (outcome: PunchOutcome, problems: number) =>
  outcome.unmatched > 0 || problems > 0;

/**
 * What matching a device user did: the punches kept so far that now count for the employee, and the days they
 * wrote ("3 punches kept so far now count for Priya Nair: 2 attendance days updated.").
 */
export function matchSentence(outcome: PunchOutcome, employee: string): string {
  if (outcome.recorded === 0)
    return `No punches waited for this id; its punches from now on count for ${employee}.`;
  const verb = outcome.recorded === 1 ? 'counts' : 'count';
  return `${plural(outcome.recorded, 'punch')} kept so far now ${verb} for ${employee}: ${daysWritten(outcome)}.`;
}
