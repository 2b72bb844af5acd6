import { sweepPlugin } from '../../platform/sweep-plugin';
import { escalateOverdue } from './escalation';

/** Escalation is counted in days: an hourly pass is on time, on every instance (each step moves once). */
export const approvalEscalationPlugin = sweepPlugin('approval-escalation', (db) => escalateOverdue(db), {
  everyMs: 3_600_000,
  firstMs: 90_000,
  done: 'approval levels escalated',
});
