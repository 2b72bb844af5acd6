import { describe, expect, it } from 'vitest';
import { narrowed, readLetterFilters } from './filters';

describe('the letters list’s filters', () => {
  it('reads the address', () => {
    const filters = readLetterFilters(
      new URLSearchParams('page=2&company_id=3&status=pending&kind=offer&search=%20Priya%20'),
    );
    expect(filters).toEqual({ page: 2, company_id: '3', status: 'pending', kind: 'offer', search: 'Priya' });
    expect(narrowed(filters)).toBe(true);
  });

  it('takes unknown values for all', () => {
    const filters = readLetterFilters(new URLSearchParams('page=x&company_id=abc&status=lost&kind=memo'));
    expect(filters).toEqual({ page: 1, company_id: '', status: '', kind: '', search: '' });
    expect(narrowed(filters)).toBe(false);
  });
});
