import { describe, expect, it } from 'vitest';
import {
  componentListQuery,
  narrowed,
  nextFilterParams,
  readComponentFilters,
  readRegimeFilters,
  regimeListQuery,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('component filters', () => {
  it('start on Active with everything else open', () => {
    expect(readComponentFilters(params(''))).toEqual({
      page: 1,
      search: '',
      type: '',
      country_id: '',
      status: 'active',
    });
  });

  it('read the query string, ignoring values they do not know', () => {
    expect(
      readComponentFilters(params('page=3&type=deduction&country_id=2&status=inactive&search=+pf+')),
    ).toEqual({
      page: 3,
      search: 'pf',
      type: 'deduction',
      country_id: '2',
      status: 'inactive',
    });
    expect(readComponentFilters(params('page=-1&type=bonus&country_id=abc&status=all'))).toEqual({
      page: 1,
      search: '',
      type: '',
      country_id: '',
      status: '',
    });
  });

  it('become the list request', () => {
    expect(componentListQuery(readComponentFilters(params('type=earning&country_id=1')))).toEqual({
      page: 1,
      per_page: 15,
      search: '',
      type: 'earning',
      country_id: '1',
      is_active: true,
    });
    expect(componentListQuery(readComponentFilters(params('status=all'))).is_active).toBeUndefined();
    expect(componentListQuery(readComponentFilters(params('status=inactive'))).is_active).toBe(false);
  });
});

describe('regime filters', () => {
  it('send a country id as country_id and a name as search', () => {
    expect(regimeListQuery(readRegimeFilters(params('country=2')))).toMatchObject({
      country_id: '2',
      search: undefined,
      is_active: true,
    });
    expect(regimeListQuery(readRegimeFilters(params('country=india&status=all')))).toMatchObject({
      country_id: undefined,
      search: 'india',
      is_active: undefined,
    });
  });
});

describe('nextFilterParams', () => {
  it('leaves Active out, writes All as status=all, and goes back to page 1', () => {
    expect(nextFilterParams(params('page=4'), { status: '' }).toString()).toBe('status=all');
    expect(nextFilterParams(params('status=all&page=2'), { status: 'active' }).toString()).toBe('');
    expect(nextFilterParams(params(''), { status: 'inactive' }).toString()).toBe('status=inactive');
  });

  it('drops empty values and keeps the others', () => {
    expect(nextFilterParams(params('type=earning&country_id=1'), { type: '' }).toString()).toBe(
      'country_id=1',
    );
    expect(nextFilterParams(params('type=earning'), { page: '2' }).toString()).toBe('type=earning&page=2');
    expect(nextFilterParams(params('page=2'), { page: '1' }).toString()).toBe('');
  });
});

describe('narrowed', () => {
  it('is false only for the default filters', () => {
    expect(narrowed(readComponentFilters(params('page=2')))).toBe(false);
    expect(narrowed(readComponentFilters(params('status=all')))).toBe(true);
    expect(narrowed(readComponentFilters(params('type=earning')))).toBe(true);
    expect(narrowed(readRegimeFilters(params('country=India')))).toBe(true);
  });
});
