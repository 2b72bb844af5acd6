import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageWindow', () => {
  it('shows every page when there are at most ten', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual(range(1, 7));
    expect(pageWindow(10, 10)).toEqual(range(1, 10));
  });

  it('never shows more than ten buttons by default', () => {
    for (let current = 1; current <= 57; current++) {
      const pages = pageWindow(current, 57);
      expect(pages).toHaveLength(10);
      expect(pages).toContain(current);
    }
  });

  it('starts at page 1 near the beginning', () => {
    expect(pageWindow(1, 40)).toEqual(range(1, 10));
    expect(pageWindow(5, 40)).toEqual(range(1, 10));
  });

  it('keeps the current page near the middle', () => {
    expect(pageWindow(12, 40)).toEqual(range(8, 17));
    expect(pageWindow(6, 40)).toEqual(range(2, 11));
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(40, 40)).toEqual(range(31, 40));
    expect(pageWindow(37, 40)).toEqual(range(31, 40));
  });

  it('honours another maximum', () => {
    expect(pageWindow(10, 20, 5)).toEqual(range(8, 12));
    expect(pageWindow(1, 20, 5)).toEqual(range(1, 5));
    expect(pageWindow(20, 20, 5)).toEqual(range(16, 20));
  });

  it('clamps an out-of-range current page and handles no pages', () => {
    expect(pageWindow(99, 12)).toEqual(range(3, 12));
    expect(pageWindow(0, 12)).toEqual(range(1, 10));
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
