import { describe, expect, it } from 'vitest';
import { readAuditFilters } from './filters';

describe('readAuditFilters', () => {
  it('reads known values and drops the rest', () => {
    const params = new URLSearchParams(
      'page=3&action=role.permissions_changed&entity_type=role&entity_id=7&user_id=2&from=2026-01-01&to=2026-01-31',
    );
    expect(readAuditFilters(params)).toEqual({
      page: 3,
      action: 'role.permissions_changed',
      entity_type: 'role',
      entity_id: '7',
      user_id: '2',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const hostile = new URLSearchParams(
      'page=-1&action=drop&entity_type=x&entity_id=0&user_id=a&from=yesterday',
    );
    expect(readAuditFilters(hostile)).toEqual({
      page: 1,
      action: '',
      entity_type: '',
      entity_id: '',
      user_id: '',
      from: '',
      to: '',
    });
  });
});
