import { sweepPlugin } from '../../platform/sweep-plugin';
import { remindDocuments } from './reminders';

/**
 * Documents' expiry and overdue-request reminders (reminders.ts) on every instance: each reminder is claimed
 * once whichever instance gets there first. They fall due on a day, so an hourly pass is on time.
 */
export const documentRemindersPlugin = sweepPlugin('document-reminders', (db) => remindDocuments(db), {
  everyMs: 3_600_000,
  firstMs: 75_000,
  done: 'document reminders sent',
});
