import { describe, expect, it } from 'vitest';
import { percentDone } from './progress';

describe('percentDone', () => {
  it('gives the share done as a whole percentage', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(250, 1000)).toBe(25);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(1000, 1000)).toBe(100);
  });
});
