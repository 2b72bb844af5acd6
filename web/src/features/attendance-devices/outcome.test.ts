import type { PunchOutcome } from '@hrms/contracts/attendance-devices';
import { describe, expect, it } from 'vitest';
import { matchSentence, outcomeFigures, outcomeNeedsAttention, outcomeSentence } from './outcome';

const outcome = (o: Partial<PunchOutcome>): PunchOutcome => ({
  received: 0,
  recorded: 0,
  duplicates: 0,
  unmatched: 0,
  days_updated: 0,
  days_skipped: 0,
  ...o,
});

describe('what an import did, in words', () => {
  it('tells new punches from resent ones and counts the days written', () => {
    expect(
      outcomeSentence(outcome({ received: 1200, recorded: 1180, duplicates: 20, days_updated: 24 })),
    ).toBe('Received 1,200 punches: 1,180 new, 20 already kept. 24 attendance days updated.');
  });

  it('says how many punches wait for a match and which days were left alone', () => {
    expect(
      outcomeSentence(outcome({ received: 1, recorded: 1, unmatched: 1, days_updated: 1, days_skipped: 1 })),
    ).toBe(
      'Received 1 punch: 1 new, 0 already kept. 1 is of a device user not matched to an employee yet. ' +
        '1 attendance day updated; 1 day left as it was (month locked or paid, or entered by hand).',
    );
    expect(outcomeSentence(outcome({ received: 9, recorded: 9, unmatched: 4, days_skipped: 2 }))).toContain(
      '4 are of device users not matched to an employee yet. 0 attendance days updated; 2 days left as they were',
    );
  });

  it('says so when a file held nothing', () => {
    expect(outcomeSentence(outcome({}))).toBe('The file held no punches.');
  });

  it('lists the six figures in the Indian grouping', () => {
    const figures = outcomeFigures(outcome({ received: 123456, days_skipped: 3 }));
    expect(figures.map((f) => f.label)).toEqual([
      'Received',
      'Recorded',
      'Duplicates',
      'Unmatched',
      'Days updated',
      'Days skipped',
    ]);
    expect(figures[0]?.value).toBe('1,23,456');
    expect(figures[5]?.value).toBe('3');
  });

  it('asks for a look at unmatched punches or unread lines only', () => {
    expect(outcomeNeedsAttention(outcome({ received: 5, recorded: 5 }), 0)).toBe(false);
    expect(outcomeNeedsAttention(outcome({ unmatched: 1 }), 0)).toBe(true);
    expect(outcomeNeedsAttention(outcome({}), 2)).toBe(true);
  });
});

describe('what matching a device user did, in words', () => {
  it('counts the punches given to the employee and the days they wrote', () => {
    expect(matchSentence(outcome({ received: 3, recorded: 3, days_updated: 2 }), 'Priya Nair')).toBe(
      '3 punches kept so far now count for Priya Nair: 2 attendance days updated.',
    );
    expect(
      matchSentence(outcome({ received: 1, recorded: 1, days_updated: 0, days_skipped: 1 }), 'Priya Nair'),
    ).toBe(
      '1 punch kept so far now counts for Priya Nair: 0 attendance days updated; 1 day left as it was (month locked or paid, or entered by hand).',
    );
  });

  it('says so when no punch waited for the id', () => {
    expect(matchSentence(outcome({}), 'Priya Nair')).toBe(
      'No punches waited for this id; its punches from now on count for Priya Nair.',
    );
  });
});
