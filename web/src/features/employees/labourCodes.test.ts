import { describe, expect, it } from 'vitest';
import { firstOfNextMonth } from './labourCodes';

describe('when a proposed restructure takes effect by default', () => {
  it('is the first of the next month, over a year end too', () => {
    expect(firstOfNextMonth('2026-11-30')).toBe('2026-12-01');
    expect(firstOfNextMonth('2026-12-02')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-09-01')).toBe('2026-10-01');
  });
});
