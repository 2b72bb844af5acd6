import { describe, expect, it } from 'vitest';
import { pendingAfter } from './useListParams';

describe('pendingAfter', () => {
  const search = 'search=a';
  const start = `${search}&start_date=2026-11-01`;
  const end = `${start}&end_date=2026-11-02`;
  const writes = [search, start, end];

  it('keeps the later writes while the URL shows an intermediate one', () => {
    expect(pendingAfter(writes, 'search=a')).toEqual(writes.slice(1));
  });

  it('drops skipped writes when the router jumps to a later one', () => {
    expect(pendingAfter(writes, start)).toEqual(writes.slice(2));
  });

  it('is empty once the last write shows', () => {
    expect(pendingAfter(writes, end)).toEqual([]);
  });

  it('forgets the writes when the URL moves elsewhere (Back or a link)', () => {
    expect(pendingAfter(writes, 'status=present')).toEqual([]);
  });
});
