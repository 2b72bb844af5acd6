import { describe, expect, it } from 'vitest';
import { filingState, monthBlockers, paymentProgress, transferProgress } from './filing-state';

const month = { ended: true, name: 'November 2026', link: '/pay-run?company_id=1&month=11&year=2026' };
const counts = { not_processed: 0, draft: 0, processed: 0, approved: 40, paid: 5 };

describe('the filing checklist’s states', () => {
  it('measures a payment against what is due, to the paisa', () => {
    expect(paymentProgress(12_805, 0)).toEqual({ started: false, complete: false });
    expect(paymentProgress(12_805, 12_000)).toEqual({ started: true, complete: false });
    expect(paymentProgress(0.3, 0.1 + 0.2)).toEqual({ started: true, complete: true });
    expect(paymentProgress(12_805, 13_000)).toEqual({ started: true, complete: true });
    // Nothing due is never "paid": there is nothing to pay, only a return to file.
    expect(paymentProgress(0, 0)).toEqual({ started: false, complete: false });
  });

  it('counts the bank transfer done once every counted run is marked paid', () => {
    expect(transferProgress({ approved: 45, paid: 0 })).toEqual({ started: false, complete: false });
    expect(transferProgress({ approved: 40, paid: 5 })).toEqual({ started: true, complete: false });
    expect(transferProgress({ approved: 0, paid: 45 })).toEqual({ started: true, complete: true });
    expect(transferProgress({ approved: 0, paid: 0 })).toEqual({ started: false, complete: false });
  });

  it('is paid only once complete in a settled month, filed once begun, else blocked or ready', () => {
    const none = { started: false, complete: false };
    const part = { started: true, complete: false };
    const whole = { started: true, complete: true };
    expect(filingState({ progress: none, settled: true, blockers: 0 })).toBe('ready');
    expect(filingState({ progress: none, settled: false, blockers: 1 })).toBe('blocked');
    expect(filingState({ progress: none, settled: true, blockers: 2 })).toBe('blocked');
    expect(filingState({ progress: part, settled: true, blockers: 0 })).toBe('filed');
    // A return filed stays filed when a detail goes missing afterwards.
    expect(filingState({ progress: part, settled: true, blockers: 1 })).toBe('filed');
    expect(filingState({ progress: whole, settled: true, blockers: 0 })).toBe('paid');
    // Covering the approved runs' amount while others wait for approval is not the month paid.
    expect(filingState({ progress: whole, settled: false, blockers: 1 })).toBe('filed');
  });

  it('holds every filing while the month runs on or an employee has no approved run', () => {
    expect(monthBlockers(counts, month)).toEqual([]);
    expect(monthBlockers(counts, { ...month, ended: false })).toEqual([
      { kind: 'pay-run', message: 'November 2026 has not ended yet.', link: month.link },
    ]);
    expect(monthBlockers({ ...counts, processed: 37, draft: 1, not_processed: 2 }, month)).toEqual([
      {
        kind: 'pay-run',
        message:
          '40 employees have no approved run for November 2026 yet (37 to approve, 1 draft to process again, 2 not processed).',
        link: month.link,
      },
    ]);
    expect(monthBlockers({ ...counts, processed: 1 }, month)[0]?.message).toBe(
      '1 employee has no approved run for November 2026 yet (1 to approve).',
    );
  });
});
