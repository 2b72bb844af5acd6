import { PAY_RUN_STEP_LABELS, PAY_RUN_STEPS, type PayRun, type PayRunStep } from '@hrms/contracts/pay-runs';

type Counts = PayRun['counts'];
type Input = PayRun['inputs'][number];
type StepState = PayRun['steps'][number]['state'];

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * Each step of the month and the first not done (pure). A step is done when nothing of it is left; to do
 * when it can be done now; waiting while an earlier step holds it (or the month has not ended); needs
 * attention when something must be settled first (inputs that block processing, drafts).
 */
export function payRunSteps(
  counts: Counts,
  inputs: readonly Input[],
  monthEnded: boolean,
  locked: boolean,
): { steps: PayRun['steps']; state: PayRun['state'] } {
  const runs = counts.draft + counts.processed + counts.approved + counts.paid;
  const settled = counts.approved + counts.paid;
  const unreleased = settled - counts.released;
  const blocking = inputs.filter((i) => i.blocking && i.count > 0);
  const toProcess = counts.not_processed + counts.draft;

  const of: Record<PayRunStep, { state: StepState; summary: string }> = {
    inputs: blocking.length
      ? {
          state: 'attention',
          summary: blocking.map((i) => `${i.label}: ${i.count.toLocaleString('en-IN')}`).join('; '),
        }
      : { state: 'done', summary: 'Nothing waits for a decision' },
    process: !monthEnded
      ? { state: 'waiting', summary: 'The month has not ended yet' }
      : toProcess === 0 && runs > 0
        ? { state: 'done', summary: `${plural(runs, 'run')} processed` }
        : counts.draft > 0
          ? {
              state: 'attention',
              summary: `${plural(counts.draft, 'draft')} to process again${counts.not_processed ? `, ${plural(counts.not_processed, 'employee')} not processed` : ''}`,
            }
          : { state: 'todo', summary: `${plural(counts.not_processed, 'employee')} not processed` },
    review:
      counts.processed === 0
        ? settled > 0
          ? { state: 'done', summary: 'Nothing left to review' }
          : { state: 'waiting', summary: 'Nothing processed to review' }
        : counts.flagged > 0
          ? { state: 'attention', summary: `${plural(counts.flagged, 'flagged run')} to check` }
          : { state: 'done', summary: 'No run flagged' },
    approve:
      counts.processed > 0
        ? { state: 'todo', summary: `${plural(counts.processed, 'run')} to approve` }
        : settled > 0
          ? { state: 'done', summary: `${plural(settled, 'run')} approved` }
          : { state: 'waiting', summary: 'Nothing processed to approve' },
    release:
      unreleased > 0
        ? { state: 'todo', summary: `${plural(unreleased, 'payslip')} to release` }
        : counts.released > 0
          ? { state: 'done', summary: `${plural(counts.released, 'payslip')} released` }
          : { state: 'waiting', summary: 'Nothing approved to release' },
    pay:
      counts.approved > 0
        ? { state: 'todo', summary: `${plural(counts.approved, 'run')} to pay` }
        : counts.paid > 0
          ? { state: 'done', summary: `${plural(counts.paid, 'run')} paid` }
          : { state: 'waiting', summary: 'Nothing approved to pay' },
    lock: locked
      ? { state: 'done', summary: 'Locked' }
      : runs > 0 && counts.draft + counts.processed === 0 && counts.not_processed === 0
        ? { state: 'todo', summary: 'Every run is approved: the month can be locked' }
        : { state: 'waiting', summary: 'Every employee’s run must be approved first' },
  };
  const steps = PAY_RUN_STEPS.map((key) => ({ key, label: PAY_RUN_STEP_LABELS[key], ...of[key] }));
  const open = steps.find((s) => s.state !== 'done');
  return { steps, state: locked ? 'closed' : (open?.key ?? 'lock') };
}

/** The inputs step's list, from the month's counts: what blocks processing, then what is for information. */
export function payRunInputs(c: {
  joiners: number;
  leavers: number;
  revisions: number;
  attendance_to_approve: number;
  overtime_to_approve: number;
  leave_to_decide: number;
  claims_to_decide: number;
  without_attendance: number;
}): Input[] {
  return [
    {
      key: 'without_attendance',
      label: 'No attendance or leave recorded',
      count: c.without_attendance,
      blocking: true,
      link: '/attendance',
    },
    {
      key: 'attendance_to_approve',
      label: 'Attendance to approve',
      count: c.attendance_to_approve,
      blocking: true,
      link: '/attendance',
    },
    {
      key: 'overtime_to_approve',
      label: 'Overtime to decide',
      count: c.overtime_to_approve,
      blocking: true,
      link: '/attendance/overtime',
    },
    {
      key: 'leave_to_decide',
      label: 'Leave requests to decide',
      count: c.leave_to_decide,
      blocking: true,
      link: '/leaves',
    },
    {
      key: 'claims_to_decide',
      label: 'Claims to decide',
      count: c.claims_to_decide,
      blocking: false,
      link: '/expense-claims',
    },
    { key: 'joiners', label: 'Joiners', count: c.joiners, blocking: false, link: '/employees' },
    { key: 'leavers', label: 'Leavers', count: c.leavers, blocking: false, link: '/exits' },
    { key: 'revisions', label: 'Salary revisions', count: c.revisions, blocking: false, link: null },
  ];
}
