import { describe, expect, it } from 'vitest';
import { pendingAfter } from './useListParams';

describe('pendingAfter', () => {
  const writes = [
    'search=a',
    'search=a&start_date=2026-11-01',
    'search=a&start_date=2026-11-01&end_date=2026-11-02',
  ];

  it('keeps the later writes while the URL shows an intermediate one', () => {
    expect(pendingAfter(writes, 'search=a')).toEqual(writes.slice(1));
  });

  it('drops skipped writes when the router jumps to a later one', () => {
    expect(pendingAfter(writes, writes[1])).toEqual(writes.slice(2));
  });

  it('is empty once the last write shows', () => {
    expect(pendingAfter(writes, writes[2])).toEqual([]);
  });

  it('forgets the writes when the URL moves elsewhere (Back or a link)', () => {
    expect(pendingAfter(writes, 'status=present')).toEqual([]);
  });
});
