import { describe, expect, it } from 'vitest';
import { exitRequest, NOTICE_AFTER_LWD_MESSAGE } from './exits';

describe('the exit request', () => {
  it('refuses a body that is not an object without comparing its dates (found by the hostile-payload test)', () => {
    for (const body of [null, 7, 'exit', []]) expect(exitRequest.safeParse(body).success).toBe(false);
  });

  it('compares the dates once both are valid, answering under notice_date', () => {
    const base = { exit_type: 'resignation', reason: 'Moving on' };
    const late = exitRequest.safeParse({
      ...base,
      notice_date: '2026-12-02',
      last_working_day: '2026-12-01',
    });
    expect(late.success).toBe(false);
    expect(late.error?.issues).toEqual([
      expect.objectContaining({ path: ['notice_date'], message: NOTICE_AFTER_LWD_MESSAGE }),
    ]);
    const same = exitRequest.safeParse({
      ...base,
      notice_date: '2026-12-01',
      last_working_day: '2026-12-01',
    });
    expect(same.success).toBe(true);
  });
});
