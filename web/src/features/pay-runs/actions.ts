import type { PayRun, PayRunStep } from '@hrms/contracts/pay-runs';
import type { Permission } from '@hrms/contracts/permissions';
import { formatINR, plural } from '@/lib/format';
import type { PayRunVerb } from './api';

/** A step's action on the pay run screen: the button, who may press it, and what its confirmation says. */
export type StepAction = {
  verb: PayRunVerb;
  label: string;
  permission: Permission;
  tone: 'primary' | 'danger';
  confirm: (run: PayRun, month: string) => string;
};

const runs = (n: number, one = 'run') => plural(n, one);

/** The bulk action each step offers (inputs and processing are done on their own screens). */
export const STEP_ACTIONS: Partial<Record<PayRunStep, StepAction>> = {
  approve: {
    verb: 'approve',
    label: 'Approve all',
    permission: 'approve-payroll',
    tone: 'primary',
    confirm: (r, month) =>
      `Approve ${runs(r.counts.processed)} of ${month}? Runs you may not approve (your own, or ones you processed) are skipped and listed.${r.counts.flagged ? ` ${runs(r.counts.flagged)} ${r.counts.flagged === 1 ? 'is' : 'are'} flagged by the review: say why they are right as they are.` : ''}`,
  },
  release: {
    verb: 'release',
    label: 'Release payslips',
    permission: 'approve-payroll',
    tone: 'primary',
    confirm: (r, month) =>
      `Release ${runs(r.counts.approved + r.counts.paid - r.counts.released, 'payslip')} of ${month}? Each employee sees their payslip and is told.`,
  },
  pay: {
    verb: 'mark-paid',
    label: 'Mark all paid',
    permission: 'mark-payroll-paid',
    tone: 'primary',
    confirm: (r, month) =>
      `Mark ${runs(r.counts.approved)} of ${month} as paid? Do this once the bank has credited the salaries; each employee is mailed their payslip.`,
  },
  lock: {
    verb: 'lock',
    label: 'Lock month',
    permission: 'approve-payroll',
    tone: 'danger',
    confirm: (_r, month) =>
      `Lock ${month}? Its runs cannot be processed again, nor attendance corrected or salaries revised into it, until an admin unlocks it.`,
  },
};

/** An amount with its sign, as a cause's effect on net pay reads: "+₹3,000.00", "−₹900.00". */
export const signedINR = (amount: number) => `${amount < 0 ? '−' : '+'}${formatINR(Math.abs(amount))}`;

/** The month's money in one line, for the screen's summary. */
export const totalsLine = (r: PayRun) =>
  `Gross ${formatINR(r.totals.gross)} · Deductions ${formatINR(r.totals.deductions)} · Net ${formatINR(r.totals.net)}`;
