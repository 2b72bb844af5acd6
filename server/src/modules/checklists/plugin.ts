import { sweepPlugin } from '../../platform/sweep-plugin';
import { remindChecklistTasks } from './reminders';

/** Checklist task reminders on every instance; they fall due on a day, so an hourly pass is on time. */
export const checklistRemindersPlugin = sweepPlugin('checklist-reminders', (db) => remindChecklistTasks(db), {
  everyMs: 3_600_000,
  firstMs: 80_000,
  done: 'checklist reminders sent',
});
