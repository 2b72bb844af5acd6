import { describe, expect, it } from 'vitest';
import { shortDate } from './dates';

describe('shortDate', () => {
  it('writes a date as the app shows it, with three-letter months (en-IN would say "Sept")', () => {
    expect(shortDate('2026-11-23')).toBe('23 Nov 2026');
    expect(shortDate('2026-09-05')).toBe('5 Sep 2026');
    expect(shortDate('2025-01-31')).toBe('31 Jan 2025');
  });
});
