import { describe, expect, it } from 'vitest';
import { currentEntry } from './currentEntry';

const items = [{ to: '/' }, { to: '/holidays' }, { to: '/holidays/mine' }, { to: '/payroll' }];

describe('currentEntry', () => {
  it('takes the longest address the path starts with', () => {
    expect(currentEntry('/holidays/mine', items)?.to).toBe('/holidays/mine');
    expect(currentEntry('/holidays/12', items)?.to).toBe('/holidays');
    expect(currentEntry('/payroll/process', items)?.to).toBe('/payroll');
  });

  it('matches the dashboard on / only, and no entry on an unlisted path', () => {
    expect(currentEntry('/', items)?.to).toBe('/');
    expect(currentEntry('/account/password', items)).toBeNull();
    // A shared prefix is not a parent: /payrolls is not under /payroll.
    expect(currentEntry('/payrolls', items)).toBeNull();
  });
});
