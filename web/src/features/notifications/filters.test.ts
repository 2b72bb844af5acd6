import { describe, expect, it } from 'vitest';
import { readNotificationFilters, readOutboxFilters } from './filters';

describe('readNotificationFilters', () => {
  it('reads the page and the unread-only switch; anything else means all', () => {
    expect(readNotificationFilters(new URLSearchParams('page=2&unread=true'))).toEqual({
      page: 2,
      unread: true,
    });
    expect(readNotificationFilters(new URLSearchParams('page=x&unread=yes'))).toEqual({
      page: 1,
      unread: false,
    });
  });
});

describe('readOutboxFilters', () => {
  it('keeps a known status and drops an unknown one', () => {
    expect(readOutboxFilters(new URLSearchParams('status=held&page=3'))).toEqual({ page: 3, status: 'held' });
    expect(readOutboxFilters(new URLSearchParams('status=lost'))).toEqual({ page: 1, status: '' });
  });
});
