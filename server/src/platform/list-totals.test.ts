import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client';
import { cachedTotals, forgetTotals, TOTALS_TTL_MS } from './list-totals';

// The cache keys on the database object only; these tests never query it.
const db = {} as DbOrTx;
const other = {} as DbOrTx;

function counter() {
  let calls = 0;
  return {
    compute: async () => ({ total: ++calls }),
    calls: () => calls,
  };
}

describe('cachedTotals', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetTotals(db);
    forgetTotals(other);
  });

  it('answers the same figures for the same key within the time to live, and asks again after it', async () => {
    vi.useFakeTimers();
    const c = counter();
    expect(await cachedTotals(db, ['leave', 1], c.compute)).toEqual({ total: 1 });
    vi.advanceTimersByTime(TOTALS_TTL_MS - 1);
    expect(await cachedTotals(db, ['leave', 1], c.compute)).toEqual({ total: 1 });
    vi.advanceTimersByTime(1);
    expect(await cachedTotals(db, ['leave', 1], c.compute)).toEqual({ total: 2 });
  });

  it('shares one query between requests that arrive together', async () => {
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cachedTotals(db, ['attendance'], c.compute)));
    expect(answers).toEqual([{ total: 1 }, { total: 1 }, { total: 1 }]);
    expect(c.calls()).toBe(1);
  });

  it('keeps figures apart by key and by database', async () => {
    const c = counter();
    await cachedTotals(db, ['payroll', { status: 'paid' }], c.compute);
    await cachedTotals(db, ['payroll', { status: 'draft' }], c.compute);
    await cachedTotals(other, ['payroll', { status: 'paid' }], c.compute);
    expect(c.calls()).toBe(3);
  });

  it('forgets every figure of a database after a change', async () => {
    const c = counter();
    await cachedTotals(db, ['employees'], c.compute);
    forgetTotals(db);
    expect(await cachedTotals(db, ['employees'], c.compute)).toEqual({ total: 2 });
  });

  it('does not keep a failed query', async () => {
    await expect(cachedTotals(db, ['x'], () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await cachedTotals(db, ['x'], async () => ({ total: 9 }))).toEqual({ total: 9 });
  });

  it('runs a lazy query once however often its answer is awaited', async () => {
    let runs = 0;
    // Like a drizzle query: each then() runs it.
    const lazy: PromiseLike<number> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is the point of this test
      then: (resolve) => Promise.resolve(++runs).then(resolve),
    };
    await cachedTotals(db, ['lazy'], () => lazy);
    await cachedTotals(db, ['lazy'], () => lazy);
    expect(runs).toBe(1);
  });
});
