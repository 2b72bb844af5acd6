import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('copyrightLine', () => {
  it('names the year of the given day in India', () => {
    expect(copyrightLine(new Date('2027-06-01T00:00:00Z'))).toBe('© 2027 HRMS. All rights reserved.');
    // 31 December 20:00 UTC is already 1 January in IST.
    expect(copyrightLine(new Date('2026-12-31T20:00:00Z'))).toBe('© 2027 HRMS. All rights reserved.');
  });
});
