import { describe, expect, it } from 'vitest';
import {
  nextExpiringParams,
  nextRequestParams,
  readDocumentFilters,
  readExpiringFilters,
  readRequestFilters,
} from './filters';

const read = <T>(reader: (p: URLSearchParams) => T, query: string) => reader(new URLSearchParams(query));

describe('the documents list filters', () => {
  it('reads the employee a notification links to, and ignores what is not an id', () => {
    expect(read(readDocumentFilters, 'employee_id=12&page=2')).toEqual({
      page: 2,
      employee_id: '12',
      document_type_id: '',
    });
    expect(read(readDocumentFilters, 'employee_id=abc&document_type_id=-1')).toEqual({
      page: 1,
      employee_id: '',
      document_type_id: '',
    });
  });
});

describe('the expiring soon window', () => {
  it('is 30 days unless 60 or 90 are asked for', () => {
    expect(read(readExpiringFilters, '').days).toBe(30);
    expect(read(readExpiringFilters, 'days=90').days).toBe(90);
    expect(read(readExpiringFilters, 'days=45').days).toBe(30);
  });

  it('leaves the default out of the address', () => {
    expect(nextExpiringParams(new URLSearchParams('days=60&page=3'), { days: '30' }).toString()).toBe('');
    expect(nextExpiringParams(new URLSearchParams(''), { days: '90' }).toString()).toBe('days=90');
  });
});

describe('the requests filters', () => {
  it('shows pending requests unless another status, or all, is asked for', () => {
    expect(read(readRequestFilters, '')).toEqual({ page: 1, status: 'pending', overdue: false });
    expect(read(readRequestFilters, 'status=fulfilled&overdue=true')).toEqual({
      page: 1,
      status: 'fulfilled',
      overdue: true,
    });
    expect(read(readRequestFilters, 'status=all').status).toBe('');
    expect(read(readRequestFilters, 'status=nonsense').status).toBe('pending');
  });

  it('writes "all" when the status is cleared', () => {
    expect(nextRequestParams(new URLSearchParams(''), { status: '' }).toString()).toBe('status=all');
    expect(nextRequestParams(new URLSearchParams('status=all'), { status: 'pending' }).toString()).toBe('');
  });
});
