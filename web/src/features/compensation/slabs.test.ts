import { describe, expect, it } from 'vitest';
import {
  initialRows,
  MAX_SLABS,
  newRow,
  parseAmount,
  rowsFromSlabs,
  type SlabRow,
  sameSlabs,
  serverSlabIssues,
  tidyCell,
  validateSlabs,
} from './slabs';

let n = 0;
const row = (min: string, max: string, rate: string, fixed = ''): SlabRow => ({
  key: `r${++n}`,
  min_income: min,
  max_income: max,
  rate,
  tax_amount: fixed,
});

const messages = (rows: SlabRow[]) =>
  Object.fromEntries(Object.entries(validateSlabs(rows).issues).map(([key, issue]) => [key, issue.message]));

const stored = (min: number, max: number | null, rate: number, amount = 0) => ({
  id: min + 1,
  min_income: min,
  max_income: max,
  rate,
  tax_rate: rate,
  tax_amount: amount,
});

describe('parseAmount', () => {
  it('reads plain, grouped and symbol-prefixed amounts', () => {
    expect(parseAmount('400000')).toBe(400000);
    expect(parseAmount('4,00,000')).toBe(400000);
    expect(parseAmount(' ₹ 12,00,000.50 ')).toBe(1200000.5);
    expect(parseAmount('0')).toBe(0);
  });

  it('gives null for blank and NaN for anything else', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('1e5')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
  });
});

describe('validateSlabs', () => {
  it('accepts a sound list and builds the request body', () => {
    const result = validateSlabs([
      row('0', '4,00,000', '0'),
      row('400000', '1000000', '10', '500'),
      row('1000000', '', '20'),
    ]);
    expect(result.issues).toEqual({});
    expect(result.slabs).toEqual([
      { min_income: 0, max_income: 400000, rate: 0, tax_amount: 0 },
      { min_income: 400000, max_income: 1000000, rate: 10, tax_amount: 500 },
      { min_income: 1000000, max_income: null, rate: 20, tax_amount: 0 },
    ]);
  });

  it('accepts a single open-ended slab from 0', () => {
    expect(validateSlabs([row('0', '', '10')]).slabs).toEqual([
      { min_income: 0, max_income: null, rate: 10, tax_amount: 0 },
    ]);
  });

  it('requires the first slab to start at 0', () => {
    expect(messages([row('100', '', '5')])).toEqual({
      'slabs.0.min_income': 'The first slab must start at 0.',
    });
  });

  it('reports an overlap on the later slab', () => {
    expect(messages([row('0', '400000', '0'), row('300000', '', '10')])).toEqual({
      'slabs.1.min_income': 'Slabs may not overlap.',
    });
  });

  it('reports a gap, naming where the previous slab ends', () => {
    expect(messages([row('0', '400000', '0'), row('500000', '', '10')])).toEqual({
      'slabs.1.min_income': 'This slab must start where the previous one ends (₹4,00,000).',
    });
  });

  it('allows only the last slab to be open-ended', () => {
    expect(messages([row('0', '', '0'), row('400000', '', '10')])).toEqual({
      'slabs.0.max_income': 'Only the last slab may be open-ended.',
    });
  });

  it('requires the maximum to be above the minimum', () => {
    expect(messages([row('0', '0', '0'), row('0', '', '10')])).toEqual({
      'slabs.0.max_income': 'The maximum must be greater than the minimum.',
    });
    // As on the server, the next slab is checked against where this one (wrongly) ends.
    expect(
      messages([row('0', '400000', '0'), row('400000', '300000', '5'), row('300000', '', '10')]),
    ).toEqual({
      'slabs.1.max_income': 'The maximum must be greater than the minimum.',
    });
  });

  it('keeps rates between 0 and 100', () => {
    expect(messages([row('0', '', '100.5')])).toEqual({
      'slabs.0.rate': 'The rate must be between 0 and 100.',
    });
    expect(messages([row('0', '', '-1')])).toEqual({ 'slabs.0.rate': 'The rate must be between 0 and 100.' });
    expect(messages([row('0', '', '100')])).toEqual({});
    expect(messages([row('0', '', '12.345')])).toEqual({ 'slabs.0.rate': 'Use at most two decimal places.' });
  });

  it('marks blank required cells as blank and leaves the optional ones alone', () => {
    const { issues, slabs } = validateSlabs([row('', '', '')]);
    expect(slabs).toBeNull();
    expect(issues).toEqual({
      'slabs.0.min_income': { message: 'Enter the minimum income.', blank: true },
      'slabs.0.rate': { message: 'Enter the rate.', blank: true },
    });
  });

  it('reports unreadable amounts and skips the rules that need them', () => {
    expect(messages([row('0', 'lots', '0'), row('400000', '', '10')])).toEqual({
      'slabs.0.max_income': 'Enter an amount in rupees, e.g. 400000.',
    });
    expect(messages([row('0', '', '5', 'x')])).toEqual({
      'slabs.0.tax_amount': 'Enter an amount in rupees, e.g. 400000.',
    });
  });

  it('needs at least one slab and at most twenty', () => {
    expect(messages([])).toEqual({ slabs: 'Add at least one slab.' });
    const many = Array.from({ length: MAX_SLABS + 1 }, (_, i) =>
      row(String(i * 100), i === MAX_SLABS ? '' : String((i + 1) * 100), '1'),
    );
    expect(messages(many)).toEqual({ slabs: 'A regime may have at most 20 slabs.' });
    expect(
      messages(many.slice(0, MAX_SLABS - 1).concat(row(String((MAX_SLABS - 1) * 100), '', '1'))),
    ).toEqual({});
  });
});

describe('rows', () => {
  it('starts a new row where the previous one ends, the first at 0', () => {
    expect(newRow([])).toMatchObject({ min_income: '0', max_income: '', rate: '', tax_amount: '' });
    expect(newRow([row('0', '400000', '0')])).toMatchObject({ min_income: '400000', max_income: '' });
    expect(newRow([row('0', '', '0')]).min_income).toBe('');
  });

  it('gives every row its own key', () => {
    const a = newRow([]);
    const b = newRow([]);
    expect(a.key).not.toBe(b.key);
  });

  it('reads stored slabs, and starts an empty regime with one row from 0', () => {
    const slabs = [stored(0, 400000, 0), stored(400000, null, 5, 1000)];
    expect(rowsFromSlabs(slabs).map(({ key: _, ...r }) => r)).toEqual([
      { min_income: '0', max_income: '4,00,000', rate: '0', tax_amount: '' },
      { min_income: '4,00,000', max_income: '', rate: '5', tax_amount: '1,000' },
    ]);
    expect(initialRows([])).toHaveLength(1);
    expect(initialRows([])[0]).toMatchObject({ min_income: '0' });
  });

  it('tells when the rows hold the stored slabs', () => {
    const slabs = [stored(0, 400000, 0), stored(400000, null, 5)];
    const rows = rowsFromSlabs(slabs);
    expect(sameSlabs(rows, slabs)).toBe(true);
    expect(
      sameSlabs([{ ...rows[0], min_income: '0' } as SlabRow, { ...rows[1], rate: '5.00' } as SlabRow], slabs),
    ).toBe(true);
    expect(sameSlabs([{ ...rows[0], max_income: '4,00,001' } as SlabRow, rows[1] as SlabRow], slabs)).toBe(
      false,
    );
    expect(sameSlabs(rows.slice(0, 1), slabs)).toBe(false);
  });
});

describe('tidyCell', () => {
  it('regroups readable amounts and leaves the rest as typed', () => {
    expect(tidyCell('max_income', '1200000')).toBe('12,00,000');
    expect(tidyCell('min_income', ' 4,00,000.5 ')).toBe('4,00,000.5');
    expect(tidyCell('tax_amount', '')).toBe('');
    expect(tidyCell('min_income', 'abc')).toBe('abc');
    expect(tidyCell('rate', ' 12.5 ')).toBe('12.5');
  });
});

describe('serverSlabIssues', () => {
  it('keeps cell keys and gathers the rest for the list', () => {
    expect(
      serverSlabIssues({
        'slabs.1.min_income': ['Slabs may not overlap.', 'second'],
        'slabs.0.rate': ['The rate must be between 0 and 100.'],
        slabs: ['The slabs must have at least 1 items.'],
        body: [],
      }),
    ).toEqual({
      'slabs.1.min_income': { message: 'Slabs may not overlap.' },
      'slabs.0.rate': { message: 'The rate must be between 0 and 100.' },
      slabs: { message: 'The slabs must have at least 1 items.' },
    });
    expect(serverSlabIssues(undefined)).toEqual({});
  });
});
