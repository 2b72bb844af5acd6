import { describe, expect, it } from 'vitest';
import { periodLabel } from './period';

describe('periodLabel', () => {
  it('names the month of a pay period', () => {
    expect(periodLabel('2026-09')).toBe('Sep 2026');
    expect(periodLabel('2027-01')).toBe('Jan 2027');
  });

  it('leaves anything else as given', () => {
    expect(periodLabel('Q3')).toBe('Q3');
  });
});
