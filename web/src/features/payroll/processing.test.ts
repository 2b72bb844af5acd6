import { describe, expect, it } from 'vitest';
import { processedMessage, processingMessage, summariseProcessing } from './processing';

const refusal = {
  employee_id: 3,
  payroll_run_id: null,
  status: null,
  action: null,
  error: 'No salary structure in force for the month',
};

describe('processing results', () => {
  it('adds up the results', () => {
    const summary = summariseProcessing([
      { employee_id: 1, payroll_run_id: 10, status: 'processed', action: 'created', error: null },
      { employee_id: 2, payroll_run_id: 11, status: 'draft', action: 'updated', error: null },
      refusal,
      { employee_id: 4, payroll_run_id: 12, status: 'processed', action: 'created', error: null },
    ]);
    expect(summary).toMatchObject({ processed: 3, created: 2, updated: 1, drafts: 1 });
    expect(summary.refused.map((r) => r.employee_id)).toEqual([3]);
    expect(processedMessage(summary.processed)).toBe('Successfully processed payroll for 3 employees');
    expect(processingMessage(summary)).toBe(
      'Successfully processed payroll for 3 employees (2 created, 1 updated). ' +
        '1 saved as draft, to be processed again before approval (each run says why). 1 skipped (each says why).',
    );
  });

  it('carries the drafts count in the message the list shows after the redirect', () => {
    const summary = summariseProcessing([
      { employee_id: 1, payroll_run_id: 10, status: 'draft', action: 'created', error: null },
      { employee_id: 2, payroll_run_id: 11, status: 'draft', action: 'created', error: null },
    ]);
    expect(processingMessage(summary)).toBe(
      'Successfully processed payroll for 2 employees (2 created, 0 updated). ' +
        '2 saved as draft, to be processed again before approval (each run says why).',
    );
  });

  it('leaves out the created/updated split for results that do not say (a job finished earlier)', () => {
    const old = { employee_id: 1, payroll_run_id: 10, status: 'processed', error: null } as never;
    expect(processingMessage(summariseProcessing([old]))).toBe(
      'Successfully processed payroll for 1 employee.',
    );
  });
});
