import { SETUP_STEPS } from '@hrms/contracts/setup';
import { describe, expect, it } from 'vitest';
import { setupProgress } from './progress';

const steps = (done: string[]) => SETUP_STEPS.map((s) => ({ ...s, done: done.includes(s.key) }));

describe('setup progress', () => {
  it('counts the steps every company needs and names the next one', () => {
    const p = setupProgress(steps(['company', 'branches']));
    expect(p.needed).toBe(SETUP_STEPS.filter((s) => !s.optional).length);
    expect(p.done).toBe(2);
    expect(p.complete).toBe(false);
    expect(p.next?.key).toBe('payroll_settings');
  });

  it('is complete without the optional steps, and an optional step done counts for nothing', () => {
    const needed = SETUP_STEPS.filter((s) => !s.optional).map((s) => s.key);
    expect(setupProgress(steps(needed))).toMatchObject({ complete: true, next: undefined });
    expect(setupProgress(steps(['loans'])).done).toBe(0);
  });
});
