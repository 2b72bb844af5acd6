import { describe, expect, it } from 'vitest';
import { type CompOffCredit, lapsesDue, unusedCredits } from './comp-off-expiry';

/*
 * Factories Act 1948 s.52: a worker made to work the weekly holiday gets a substitute day; s.53(1): a
 * compensatory holiday is given within the month it was due or the two months after. The policy's rule holds
 * it as days from the day worked (60 by default); days below are hundredths (1 day = 100).
 */

/** Worked Sunday 1 March 2026, 1 day, usable to 30 April (60 days on), approved 3 March. */
const sunday: CompOffCredit = {
  id: 1,
  days: 100,
  validFrom: '2026-03-01',
  expiresOn: '2026-04-30',
  postedOn: '2026-03-03',
};
/** Worked half of Sunday 8 March 2026 (a half day earns 0.5), usable to 7 May, approved 9 March. */
const halfSunday: CompOffCredit = {
  id: 2,
  days: 50,
  validFrom: '2026-03-08',
  expiresOn: '2026-05-07',
  postedOn: '2026-03-09',
};
const both = [sunday, halfSunday];
const NO_CAP = 10_000;

describe('comp-off expiry (Factories Act 1948 s.52/s.53 substitute and compensatory holidays)', () => {
  it('lapses an unused credit of 1 and of 0.5 the day after its last day, not on it', () => {
    // On the last day (30 April) the credit is still usable: nothing lapses.
    expect(lapsesDue(both, [], '2026-04-29', NO_CAP)).toEqual([]);
    expect(lapsesDue(both, [], '2026-04-30', NO_CAP)).toEqual([]);
    // The day after, the whole day lapses, dated 1 May.
    expect(lapsesDue(both, [], '2026-05-01', NO_CAP)).toEqual([
      { id: 1, days: 100, effectiveDate: '2026-05-01' },
    ]);
    // The half day's last is 7 May: on it only the first has lapsed; on 8 May both.
    expect(lapsesDue(both, [], '2026-05-07', NO_CAP)).toHaveLength(1);
    expect(lapsesDue(both, [], '2026-05-08', NO_CAP)).toEqual([
      { id: 1, days: 100, effectiveDate: '2026-05-01' },
      { id: 2, days: 50, effectiveDate: '2026-05-08' },
    ]);
  });

  it('takes leave before expiry from the credit expiring first', () => {
    // 1 day on 20 March: both are valid; the 30 April credit goes first, so the half day lapses on 8 May.
    const taken = [{ start: '2026-03-20', days: 100 }];
    expect(unusedCredits(both, taken)).toEqual(
      new Map([
        [1, 0],
        [2, 50],
      ]),
    );
    expect(lapsesDue(both, taken, '2026-05-08', NO_CAP)).toEqual([
      { id: 2, days: 50, effectiveDate: '2026-05-08' },
    ]);
  });

  it('takes leave only from credits valid on its start: earned by then and not yet expired', () => {
    // 5 March: the 8 March half day is not earned yet, so the first credit is used.
    expect(unusedCredits(both, [{ start: '2026-03-05', days: 100 }]).get(1)).toBe(0);
    // 28 February, before either day worked: nothing is used.
    expect(unusedCredits(both, [{ start: '2026-02-28', days: 100 }])).toEqual(
      new Map([
        [1, 100],
        [2, 50],
      ]),
    );
    // 2 May: the first lapsed on 30 April, so a day of leave takes the half day and nothing more.
    const late = [{ start: '2026-05-02', days: 100 }];
    expect(unusedCredits(both, late)).toEqual(
      new Map([
        [1, 100],
        [2, 0],
      ]),
    );
    // On the last day itself the credit is still there to use.
    expect(unusedCredits(both, [{ start: '2026-04-30', days: 100 }]).get(1)).toBe(0);
  });

  it('lapses nothing when every credit was used in time', () => {
    const taken = [
      { start: '2026-04-10', days: 50 },
      { start: '2026-03-20', days: 100 },
    ];
    expect(lapsesDue(both, taken, '2026-06-30', NO_CAP)).toEqual([]);
  });

  it('lapses the unused part of a partly used credit', () => {
    // Half a day on 20 March from the 1-day credit: 0.5 of it lapses on 1 May, the half day whole on 8 May.
    const taken = [{ start: '2026-03-20', days: 50 }];
    expect(lapsesDue(both, taken, '2026-05-08', NO_CAP)).toEqual([
      { id: 1, days: 50, effectiveDate: '2026-05-01' },
      { id: 2, days: 50, effectiveDate: '2026-05-08' },
    ]);
  });

  it('never lapses more than the balance left, in the order the credits lapse', () => {
    // 0.8 day left in all (leave beyond the credits, allowed negative): 0.8 of the first lapses, none of the second.
    expect(lapsesDue(both, [], '2026-05-08', 80)).toEqual([{ id: 1, days: 80, effectiveDate: '2026-05-01' }]);
    expect(lapsesDue(both, [], '2026-05-08', 0)).toEqual([]);
  });

  it('dates a lapse no earlier than the credit was posted, and skips credits already lapsed or without an end', () => {
    // Approved on 10 June for a day whose credit ran out on 30 April: it lapses on 10 June, not before.
    const late: CompOffCredit = { ...sunday, postedOn: '2026-06-10' };
    expect(lapsesDue([late], [], '2026-06-09', NO_CAP)).toEqual([]);
    expect(lapsesDue([late], [], '2026-06-10', NO_CAP)).toEqual([
      { id: 1, days: 100, effectiveDate: '2026-06-10' },
    ]);
    expect(lapsesDue(both, [], '2026-05-08', NO_CAP, new Set([1]))).toEqual([
      { id: 2, days: 50, effectiveDate: '2026-05-08' },
    ]);
    expect(lapsesDue([{ ...sunday, expiresOn: null }], [], '2026-12-31', NO_CAP)).toEqual([]);
  });
});
