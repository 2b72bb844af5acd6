import { describe, expect, it } from 'vitest';
import { anchorLabel, anchorText, overdueText, progressText, startableKinds, tasksInOrder } from './labels';

describe('anchorLabel', () => {
  it('names the day each kind counts from', () => {
    expect(anchorLabel('onboarding')).toBe('Joining day');
    expect(anchorLabel('offboarding')).toBe('Last working day');
  });
});

describe('anchorText', () => {
  it('says when a joiner joins or joined', () => {
    expect(anchorText('onboarding', '2027-01-01', '2026-12-06')).toBe('Joins 1 Jan 2027');
    expect(anchorText('onboarding', '2026-12-06', '2026-12-06')).toBe('Joins 6 Dec 2026');
    expect(anchorText('onboarding', '2026-03-03', '2026-12-06')).toBe('Joined 3 Mar 2026');
  });

  it('says when a leaver leaves or left', () => {
    expect(anchorText('offboarding', '2027-06-30', '2026-12-06')).toBe('Leaves 30 Jun 2027');
    expect(anchorText('offboarding', '2026-01-31', '2026-12-06')).toBe('Left 31 Jan 2026');
  });
});

describe('progressText and overdueText', () => {
  it('count the tasks', () => {
    expect(progressText(3, 7)).toBe('3 of 7 done');
    expect(progressText(0, 0)).toBe('0 of 0 done');
    expect(overdueText(2)).toBe('2 overdue');
    expect(overdueText(0)).toBeNull();
  });
});

describe('startableKinds', () => {
  const leaver = { last_working_day: '2027-01-31' };
  it('offers a kind with no live checklist, offboarding only once the exit is recorded', () => {
    expect(startableKinds([], leaver)).toEqual(['onboarding', 'offboarding']);
    expect(startableKinds([], { last_working_day: null })).toEqual(['onboarding']);
    expect(startableKinds([{ kind: 'onboarding', status: 'completed' }], leaver)).toEqual(['offboarding']);
    expect(startableKinds([{ kind: 'offboarding', status: 'open' }], leaver)).toEqual(['onboarding']);
    expect(startableKinds([{ kind: 'onboarding', status: 'cancelled' }], leaver)).toEqual([
      'onboarding',
      'offboarding',
    ]);
  });
});

describe('tasksInOrder', () => {
  it('lists tasks by their position', () => {
    expect(tasksInOrder([{ position: 2 }, { position: 1 }, { position: 3 }]).map((t) => t.position)).toEqual([
      1, 2, 3,
    ]);
  });
});
