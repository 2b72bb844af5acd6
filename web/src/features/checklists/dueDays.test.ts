import { describe, expect, it } from 'vitest';
import { dueDaysHint, dueDaysText } from './dueDays';

describe('dueDaysText', () => {
  it('counts from the joining day for onboarding and the last working day for offboarding', () => {
    expect(dueDaysText(0, 'onboarding')).toBe('On the joining day');
    expect(dueDaysText(1, 'onboarding')).toBe('1 day after the joining day');
    expect(dueDaysText(30, 'onboarding')).toBe('30 days after the joining day');
    expect(dueDaysText(-7, 'onboarding')).toBe('7 days before the joining day');
    expect(dueDaysText(-1, 'offboarding')).toBe('1 day before the last working day');
    expect(dueDaysText(0, 'offboarding')).toBe('On the last working day');
  });

  it('says nothing of a number that is not whole', () => {
    expect(dueDaysText(1.5, 'onboarding')).toBeNull();
    expect(dueDaysText(Number.NaN, 'onboarding')).toBeNull();
  });
});

describe('dueDaysHint', () => {
  it('gives the rule, and what the box says once it holds a whole number', () => {
    expect(dueDaysHint('', 'onboarding')).toBe('Days after the joining day; negative: before it.');
    expect(dueDaysHint('-3', 'onboarding')).toBe(
      'Days after the joining day; negative: before it. Due: 3 days before the joining day.',
    );
    expect(dueDaysHint('0', 'offboarding')).toBe(
      'Days after the last working day; negative: before it. Due: on the last working day.',
    );
    expect(dueDaysHint('2.5', 'onboarding')).toBe('Days after the joining day; negative: before it.');
  });
});
