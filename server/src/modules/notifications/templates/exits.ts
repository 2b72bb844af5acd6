import { longDate } from '../../../platform/dates';
import type { Message } from './mail';

/** A leaver whose full and final settlement is due or overdue. */
export type SettlementDueFacts = {
  employeeId: number;
  name: string;
  code: string;
  lastWorkingDay: string;
  dueOn: string;
  /** The settlement's status, or null when none has been computed yet. */
  status: string | null;
};

const where = (f: SettlementDueFacts) =>
  f.status === null ? 'No settlement has been computed yet.' : `The settlement is ${f.status}.`;

const facts = (f: SettlementDueFacts): Message['facts'] => [
  ['Employee', `${f.name} (${f.code})`],
  ['Last working day', longDate(f.lastWorkingDay)],
  ['Due by', longDate(f.dueOn)],
  ['Settlement', f.status ?? 'Not computed'],
];

/** The full and final settlement's reminders (exits/reminders.ts sends them). */
export const EXIT_TEMPLATES = {
  'settlement.due_soon': (f: SettlementDueFacts): Message => ({
    title: `Full and final settlement of ${f.name} due ${longDate(f.dueOn)}`,
    body:
      `${f.name}'s full and final settlement must be paid by ${longDate(f.dueOn)}, two working days after ` +
      `their last working day (Code on Wages s.17(2)). ${where(f)}`,
    facts: facts(f),
    link: `/exits?search=${encodeURIComponent(f.code)}`,
  }),
  'settlement.overdue': (f: SettlementDueFacts): Message => ({
    title: `Full and final settlement of ${f.name} is overdue`,
    body:
      `${f.name}'s full and final settlement was due by ${longDate(f.dueOn)} and has not been paid ` +
      `(Code on Wages s.17(2)). ${where(f)}`,
    facts: facts(f),
    link: `/exits?search=${encodeURIComponent(f.code)}`,
  }),
};
