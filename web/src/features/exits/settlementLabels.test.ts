import { describe, expect, it } from 'vitest';
import { noDuesSummary, noDuesWarning } from './settlementLabels';

describe('noDuesSummary', () => {
  it('counts the offboarding tasks done', () => {
    expect(noDuesSummary({ done: 5, total: 7, complete: false })).toBe('Offboarding checklist: 5 of 7 done');
    expect(noDuesSummary({ done: 7, total: 7, complete: true })).toBe(
      'Offboarding checklist complete: 7 of 7 done',
    );
  });
});

describe('noDuesWarning', () => {
  it('warns the approver of the tasks left, and says nothing once complete or without a checklist', () => {
    expect(noDuesWarning({ done: 5, total: 7, complete: false })).toBe(
      'The offboarding checklist is not complete: 2 of 7 tasks are still to do.',
    );
    expect(noDuesWarning({ done: 0, total: 1, complete: false })).toBe(
      'The offboarding checklist is not complete: 1 of 1 task is still to do.',
    );
    expect(noDuesWarning({ done: 7, total: 7, complete: true })).toBeNull();
    expect(noDuesWarning(null)).toBeNull();
  });
});
