import { describe, expect, it } from 'vitest';
import { commandMatches } from './commandMatches';

const pages = [
  { to: '/payroll', label: 'Payroll', section: 'Pay' },
  { to: '/pay-run', label: 'Pay Run', section: 'Pay' },
  { to: '/loans', label: 'Loans & Advances', section: 'Pay' },
  { to: '/tds-challans', label: 'TDS Challans', section: 'Tax and compliance' },
  { to: '/my-tax', label: 'My Tax', section: 'Me' },
  { to: '/', label: 'Dashboard', section: null },
];
const labels = (query: string) => commandMatches(query, pages).map((page) => page.label);

describe('commandMatches', () => {
  it('lists every page, in order, for an empty query', () => {
    expect(labels('  ')).toEqual(pages.map((page) => page.label));
  });

  it('matches the start of label words, case-insensitive and in any order', () => {
    expect(labels('pay run')).toEqual(['Pay Run']);
    expect(labels('RUN')).toEqual(['Pay Run']);
    expect(labels('advances')).toEqual(['Loans & Advances']);
    expect(labels('tds chal')).toEqual(['TDS Challans']);
    expect(labels('run pay')).toEqual(['Pay Run']);
  });

  it('puts labels starting with the query first, then other label matches, then section matches', () => {
    expect(labels('tax')).toEqual(['My Tax', 'TDS Challans']);
    expect(labels('pay')).toEqual(['Payroll', 'Pay Run', 'Loans & Advances']);
    expect(labels('challans')).toEqual(['TDS Challans']);
  });

  it('finds nothing for a word no page has', () => {
    expect(labels('xyz')).toEqual([]);
    expect(labels('ayroll')).toEqual([]);
  });
});
