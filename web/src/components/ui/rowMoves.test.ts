import { describe, expect, it } from 'vitest';
import { rowMoves } from './rowMoves';

describe('rowMoves', () => {
  it('moves a row to its neighbours, never past either end', () => {
    expect(rowMoves(0, 3)).toEqual([
      { direction: 'up', to: -1, disabled: true },
      { direction: 'down', to: 1, disabled: false },
    ]);
    expect(rowMoves(1, 3).map((m) => m.disabled)).toEqual([false, false]);
    expect(rowMoves(2, 3).map((m) => m.disabled)).toEqual([false, true]);
    expect(rowMoves(0, 1).map((m) => m.disabled)).toEqual([true, true]);
  });
});
