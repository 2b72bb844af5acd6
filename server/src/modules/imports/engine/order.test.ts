import { describe, expect, it } from 'vitest';
import { orderByReference } from './order';

const row = (n: number, key: string | null, ref: string | null = null) => ({ row: n, key, ref });

describe('orderByReference', () => {
  it('puts the row referred to first, whatever the file order, and keeps file order otherwise', () => {
    const result = orderByReference([
      row(2, 'E3', 'E2'),
      row(3, 'E2', 'E1'),
      row(4, null),
      row(5, 'E1', 'BOSS'),
      row(6, 'E4', 'e1'),
    ]);
    expect(result.order).toEqual([4, 5, 3, 6, 2]);
    expect([...result.refersTo]).toEqual([
      [2, 3],
      [3, 5],
      [6, 5],
    ]);
    expect(result.cycles.size).toBe(0);
  });

  it('finds cycles and self references; rows through a cycle come last', () => {
    const result = orderByReference([
      row(2, 'A', 'B'),
      row(3, 'B', 'C'),
      row(4, 'C', 'A'),
      row(5, 'D', 'A'),
      row(6, 'E', 'E'),
      row(7, 'F'),
    ]);
    expect(result.selfReferences).toEqual(new Set([6]));
    expect(result.cycles.get(2)).toEqual(['A', 'B', 'C', 'A']);
    expect(result.cycles.get(3)).toEqual(['B', 'C', 'A', 'B']);
    expect(result.cycles.has(5)).toBe(false);
    expect(result.order).toEqual([6, 7, 2, 3, 4, 5]);
    // A row referring through a cycle comes after the cycle's rows even when it stands above them.
    expect(orderByReference([row(2, 'D', 'A'), row(3, 'A', 'B'), row(4, 'B', 'A')]).order).toEqual([3, 4, 2]);
  });

  it('a two-row cycle, and a key held twice refers to its first row', () => {
    const result = orderByReference([row(2, 'X', 'Y'), row(3, 'Y', 'X'), row(4, 'X', null)]);
    expect(result.cycles.get(3)).toEqual(['Y', 'X', 'Y']);
    expect(result.refersTo.get(3)).toBe(2);
  });
});
