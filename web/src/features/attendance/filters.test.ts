import { describe, expect, it } from 'vitest';
import { hasActiveFilters, nextListParams } from '@/lib/listParams';
import { CLEARED, readAttendanceFilters } from './filters';

const read = (qs: string) => readAttendanceFilters(new URLSearchParams(qs));

describe('readAttendanceFilters', () => {
  it('reads every filter from the query string', () => {
    expect(
      read(
        'page=3&search=priya&employee_id=12&department_id=4&start_date=2026-03-01&end_date=2026-03-31&status=late&is_approved=false',
      ),
    ).toEqual({
      page: 3,
      search: 'priya',
      employee_id: '12',
      department_id: '4',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      status: 'late',
      is_approved: 'false',
    });
  });

  it('drops values the API would refuse', () => {
    const f = read(
      'page=-2&employee_id=abc&department_id=0&start_date=March&status=sleeping&is_approved=yes',
    );
    expect(f).toEqual({
      page: 1,
      search: '',
      employee_id: '',
      department_id: '',
      start_date: '',
      end_date: '',
      status: '',
      is_approved: '',
    });
    expect(hasActiveFilters(f)).toBe(false);
    expect(hasActiveFilters(read('is_approved=true'))).toBe(true);
  });

  it('clears every filter at once', () => {
    const params = new URLSearchParams('search=a&employee_id=1&status=late&start_date=2026-01-01&page=2');
    expect(nextListParams(params, CLEARED as Record<string, string>).toString()).toBe('');
  });
});
