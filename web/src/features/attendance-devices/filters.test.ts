import { describe, expect, it } from 'vitest';
import { punchFiltersActive, readPunchFilters } from './filters';

const read = (query: string) => readPunchFilters(new URLSearchParams(query));

describe('the punch list’s filters in the address', () => {
  it('reads every filter it knows', () => {
    expect(read('page=3&device_id=7&from=2026-11-01&to=2026-11-30&unmatched=true')).toEqual({
      page: 3,
      device_id: '7',
      from: '2026-11-01',
      to: '2026-11-30',
      unmatched: 'true',
    });
  });

  it('reads a value it cannot use as the filter being off', () => {
    expect(read('page=-1&device_id=abc&from=1%20Nov&to=2026-13&unmatched=yes')).toEqual({
      page: 1,
      device_id: '',
      from: '',
      to: '',
      unmatched: '',
    });
  });

  it('says whether any filter narrows the list, the page aside', () => {
    expect(punchFiltersActive(read('page=4'))).toBe(false);
    expect(punchFiltersActive(read('unmatched=true'))).toBe(true);
    expect(punchFiltersActive(read('from=2026-11-01'))).toBe(true);
  });
});
