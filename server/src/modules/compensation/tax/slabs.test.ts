import { describe, expect, it } from 'vitest';
import { slabErrors } from './slabs';

const s = (min: number, max: number | null, rate = 5) => ({
  min_income: min,
  max_income: max,
  rate,
  tax_amount: 0,
});

describe('slab list rules', () => {
  it('accepts contiguous ascending slabs from 0 with an open-ended last one', () => {
    expect(slabErrors([s(0, 100), s(100, 200), s(200, null)])).toBeNull();
    expect(slabErrors([s(0, 100), s(100, 200)])).toBeNull();
  });

  it('names each broken rule at its slab', () => {
    expect(slabErrors([s(10, 100)])).toEqual({ 'slabs.0.min_income': ['The first slab must start at 0.'] });
    expect(slabErrors([s(0, 100), s(50, 200)])).toEqual({ 'slabs.1.min_income': ['Slabs may not overlap.'] });
    expect(slabErrors([s(0, 100), s(150, 200)])).toEqual({
      'slabs.1.min_income': ['This slab must start where the previous one ends (100).'],
    });
    expect(slabErrors([s(0, null), s(100, null)])).toEqual({
      'slabs.0.max_income': ['Only the last slab may be open-ended.'],
    });
    expect(slabErrors([s(0, 100), s(100, 100)])).toEqual({
      'slabs.1.max_income': ['The maximum must be greater than the minimum.'],
    });
  });
});
