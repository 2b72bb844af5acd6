import { describe, expect, it } from 'vitest';
import { applicationActions, formatSalaryRange } from './labels';

describe('formatSalaryRange', () => {
  it('writes whole amounts in the Indian grouping with the posting’s currency', () => {
    expect(formatSalaryRange({ salary_min: 1200000, salary_max: 1800000, currency: 'INR' })).toBe(
      '₹12,00,000 – ₹18,00,000',
    );
    expect(formatSalaryRange({ salary_min: 90000, salary_max: null, currency: 'USD' })).toBe('From $90,000');
    expect(formatSalaryRange({ salary_min: null, salary_max: 50000.5, currency: 'GBP' })).toBe(
      'Up to £50,001',
    );
    expect(formatSalaryRange({ salary_min: null, salary_max: null, currency: 'EUR' })).toBe('Not disclosed');
  });
});

describe('applicationActions', () => {
  const labels = (status: Parameters<typeof applicationActions>[0]) =>
    applicationActions(status).map((a) => `${a.label}→${a.to}`);

  it('offers the buttons of spec 3 §4 for each status', () => {
    expect(labels('applied')).toEqual(['Screen→screening', 'Shortlist→shortlisted', 'Reject→rejected']);
    expect(labels('screening')).toEqual(['Interview→interview', 'Shortlist→shortlisted', 'Reject→rejected']);
    // A further interview can be scheduled for an application already in interview.
    expect(labels('interview')).toEqual(['Interview→interview', 'Shortlist→shortlisted', 'Reject→rejected']);
    expect(labels('shortlisted')).toEqual(['Hire→hired']);
  });

  it('offers nothing once rejected or hired', () => {
    expect(applicationActions('rejected')).toEqual([]);
    expect(applicationActions('hired')).toEqual([]);
  });
});
