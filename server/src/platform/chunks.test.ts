import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks';

describe('chunksOf', () => {
  it('slices in order, the last slice holding what is left', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunksOf([1, 2], 500)).toEqual([[1, 2]]);
    expect(chunksOf([], 500)).toEqual([]);
  });
});
