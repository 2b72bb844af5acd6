import { describe, expect, it } from 'vitest';
import { daysUntil, expiryBadge, expiryWording } from './expiry';

const today = '2026-12-01';

describe('daysUntil', () => {
  it('counts whole calendar days, negative once past', () => {
    expect(daysUntil('2026-12-01', today)).toBe(0);
    expect(daysUntil('2026-12-31', today)).toBe(30);
    expect(daysUntil('2026-11-30', today)).toBe(-1);
    // Across a year end and a leap day.
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
  });
});

describe('expiryWording', () => {
  it('says expired, today, tomorrow or in N days', () => {
    expect(expiryWording('2026-11-15', today)).toBe('Expired');
    expect(expiryWording('2026-12-01', today)).toBe('Expires today');
    expect(expiryWording('2026-12-02', today)).toBe('Expires tomorrow');
    expect(expiryWording('2026-12-13', today)).toBe('Expires in 12 days');
    expect(expiryWording('2030-12-01', today)).toBe('Expires in 1,461 days');
  });
});

describe('expiryBadge', () => {
  it('marks expired documents and those expiring today red', () => {
    expect(expiryBadge('2026-10-01', today)).toEqual({ label: 'Expired', tone: 'red' });
    expect(expiryBadge('2026-12-01', today)).toEqual({ label: 'Expires today', tone: 'red' });
  });

  it('marks those expiring within the window amber, and none beyond it', () => {
    expect(expiryBadge('2026-12-31', today)).toEqual({ label: 'Expires in 30 days', tone: 'yellow' });
    expect(expiryBadge('2027-01-01', today)).toBeNull();
    expect(expiryBadge('2027-01-01', today, 90)).toEqual({ label: 'Expires in 31 days', tone: 'yellow' });
  });

  it('has nothing to say of a document without an expiry date', () => {
    expect(expiryBadge(null, today)).toBeNull();
  });
});
