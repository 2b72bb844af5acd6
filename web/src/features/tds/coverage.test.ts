import { describe, expect, it } from 'vitest';
import { coverageOf } from './coverage';

describe('a quarter’s TDS coverage', () => {
  it('is covered only when TDS was deducted and the challans paid all of it', () => {
    expect(coverageOf({ deducted: 12_000, covered: true })).toBe('covered');
    expect(coverageOf({ deducted: 12_000, covered: false })).toBe('short');
  });

  it('says nothing was deducted, not "covered", for a quarter with no TDS', () => {
    expect(coverageOf({ deducted: 0, covered: true })).toBe('nothing');
  });
});
