import { describe, expect, it } from 'vitest';
import { percentDone, processedMessage, summariseProcessing } from './processing';

describe('processing results', () => {
  it('adds up the results', () => {
    const summary = summariseProcessing([
      { employee_id: 1, payroll_run_id: 10, status: 'processed', error: null },
      { employee_id: 2, payroll_run_id: 11, status: 'draft', error: null },
      {
        employee_id: 3,
        payroll_run_id: null,
        status: null,
        error: 'No salary structure in force for the month',
      },
      { employee_id: 4, payroll_run_id: 12, status: 'processed', error: null },
    ]);
    expect(summary.processed).toBe(3);
    expect(summary.drafts).toBe(1);
    expect(summary.refused.map((r) => r.employee_id)).toEqual([3]);
    expect(processedMessage(summary.processed)).toBe('Successfully processed payroll for 3 employees');
  });

  it('gives the share done as a whole percentage', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(250, 1000)).toBe(25);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(1000, 1000)).toBe(100);
  });
});
