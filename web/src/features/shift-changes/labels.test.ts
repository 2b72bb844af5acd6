import type { ShiftChangeRequest, ShiftRef } from '@hrms/contracts/shifts';
import { describe, expect, it } from 'vitest';
import {
  answerable,
  approvingWords,
  askedOfMeLine,
  beforeChain,
  cancellable,
  colleagueAnswer,
  dayChanges,
  dayLabel,
  dayShiftLabel,
  requestWords,
  SHIFT_CHANGE_LISTS,
  shiftChangeStanding,
  shiftNames,
  spanLabel,
  whatLabel,
} from './labels';

const night: ShiftRef = {
  id: 2,
  name: 'Night',
  start_time: '22:00:00',
  end_time: '06:00:00',
  crosses_midnight: true,
};
const general: ShiftRef = {
  id: 1,
  name: 'General',
  start_time: '09:30:00',
  end_time: '18:30:00',
  crosses_midnight: false,
};
const priya = { id: 3, first_name: 'Priya', last_name: 'Nair', employee_id: 'EMP-0003' };
const rahul = { id: 2, first_name: 'Rahul', last_name: 'Mehta', employee_id: 'EMP-0002' };

const change = { kind: 'change', shift: night, swap_with: null, employee: priya } as const;
const swap = { kind: 'swap', shift: null, swap_with: rahul, employee: priya } as const;

const undecided = { waiting: null, decided_by: null, decided_at: null, colleague_answered_at: null };

describe('shift labels', () => {
  it("names a day's shift by its times, or the standard day without one", () => {
    expect(dayShiftLabel(night)).toBe('Night 22:00–06:00 (ends next day)');
    expect(dayShiftLabel(general)).toBe('General 09:30–18:30');
    expect(dayShiftLabel(null)).toBe('No shift (standard day)');
  });

  it('shows a day with its weekday, and counts days', () => {
    expect(dayLabel('2027-01-07')).toBe('Thu, 7 Jan 2027');
    expect(dayLabel('2027-01-10')).toBe('Sun, 10 Jan 2027');
    expect(spanLabel(1)).toBe('1 day');
    expect(spanLabel(3)).toBe('3 days');
  });

  it('names the shifts of some days once each', () => {
    expect(shiftNames([night, night, general])).toBe('Night, General');
    expect(shiftNames([null])).toBe('No shift');
  });

  it('tells a day that changes from one that stays', () => {
    expect(dayChanges({ from_shift: general, to_shift: night }, 'change')).toBe(true);
    expect(dayChanges({ from_shift: night, to_shift: night }, 'change')).toBe(false);
    expect(dayChanges({ from_shift: null, to_shift: general }, 'change')).toBe(true);
    expect(dayChanges({ from_shift: general, to_shift: night }, 'swap')).toBe(true);
    expect(dayChanges({ from_shift: night, to_shift: night }, 'swap')).toBe(false);
    // A swap's day where either has no shift has nothing to give.
    expect(dayChanges({ from_shift: null, to_shift: general }, 'swap')).toBe(false);
    expect(dayChanges({ from_shift: general, to_shift: null }, 'swap')).toBe(false);
  });
});

describe('what a request asks', () => {
  it('says the shift of a change and the colleague of a swap', () => {
    expect(whatLabel(change)).toBe('To Night 22:00–06:00 (ends next day)');
    expect(whatLabel(swap)).toBe('Swap with Rahul Mehta');
  });

  it('puts a request in a line, and says what approving does', () => {
    const dates = { from_date: '2027-01-07', to_date: '2027-01-09' };
    expect(requestWords({ ...change, ...dates })).toBe(
      'Priya Nair, to Night 22:00–06:00 (ends next day), 7 Jan 2027 to 9 Jan 2027',
    );
    expect(requestWords({ ...swap, from_date: '2027-01-07', to_date: '2027-01-07' })).toBe(
      'Priya Nair, swap with Rahul Mehta, 7 Jan 2027',
    );
    expect(approvingWords(change)).toBe(
      'Priya Nair will work Night on these days, whichever level it waits at',
    );
    expect(approvingWords(swap)).toBe(
      'Priya Nair and Rahul Mehta will work each other’s shifts on these days, whichever level it waits at',
    );
  });
});

describe('a swap asked of the caller', () => {
  it('says the shifts they would work on the days that change', () => {
    const days = [
      { date: '2027-01-07', from_shift: night, to_shift: general },
      { date: '2027-01-08', from_shift: general, to_shift: general },
      { date: '2027-01-09', from_shift: null, to_shift: general },
    ];
    expect(askedOfMeLine({ ...swap, status: 'awaiting_colleague', days })).toBe('You would work Night');
    expect(askedOfMeLine({ ...swap, status: 'pending', days: days.slice(1) })).toBe(
      'The same shifts as yours',
    );
    expect(askedOfMeLine({ ...swap, status: 'approved', days: [] })).toBe('Shifts swapped');
  });
});

describe('where a request stands', () => {
  it('waits for the colleague of a swap first, then for its chain', () => {
    expect(shiftChangeStanding({ ...swap, ...undecided, status: 'awaiting_colleague' })).toBe(
      'Waiting for Rahul Mehta to accept the swap',
    );
    expect(
      shiftChangeStanding({
        ...swap,
        ...undecided,
        status: 'pending',
        colleague_answered_at: '2027-01-02T04:30:00Z',
        waiting: { level: 1, levels: 2, approver: 'Aditi Rao' },
      }),
    ).toBe('Waiting for Aditi Rao (level 1 of 2)');
  });

  it('says who declined or decided it, and nothing once cancelled', () => {
    expect(
      shiftChangeStanding({
        ...swap,
        ...undecided,
        status: 'declined',
        colleague_answered_at: '2027-01-02T04:30:00Z',
      }),
    ).toBe('Declined by Rahul Mehta on 2 Jan 2027, 10:00 am');
    expect(
      shiftChangeStanding({
        ...change,
        ...undecided,
        status: 'approved',
        decided_by: 'Rahul Mehta',
        decided_at: '2027-01-03T09:05:00Z',
      }),
    ).toBe('Approved by Rahul Mehta on 3 Jan 2027, 2:35 pm');
    expect(shiftChangeStanding({ ...change, ...undecided, status: 'cancelled' })).toBeNull();
  });

  it("gives a swap's colleague's answer, and none for a change", () => {
    expect(colleagueAnswer({ kind: 'swap', status: 'awaiting_colleague', colleague_answered_at: null })).toBe(
      'Not answered yet',
    );
    expect(colleagueAnswer({ kind: 'swap', status: 'cancelled', colleague_answered_at: null })).toBe(
      'Not answered',
    );
    expect(
      colleagueAnswer({ kind: 'swap', status: 'approved', colleague_answered_at: '2027-01-02T04:30:00Z' }),
    ).toBe('Accepted on 2 Jan 2027, 10:00 am');
    expect(
      colleagueAnswer({ kind: 'swap', status: 'declined', colleague_answered_at: '2027-01-02T04:30:00Z' }),
    ).toBe('Declined on 2 Jan 2027, 10:00 am');
    expect(colleagueAnswer({ kind: 'change', status: 'pending', colleague_answered_at: null })).toBeNull();
  });
});

describe('before the chain', () => {
  it('says why a swap has no approval levels yet, or never will', () => {
    const answered = '2027-01-02T04:30:00Z';
    const of = (status: ShiftChangeRequest['status'], colleague_answered_at: string | null) =>
      beforeChain({ ...swap, status, colleague_answered_at });
    expect(of('awaiting_colleague', null)).toBe('It goes for approval once Rahul Mehta accepts the swap.');
    expect(of('declined', answered)).toBe('Rahul Mehta declined the swap: it never went for approval.');
    expect(of('cancelled', null)).toBe(
      'It was cancelled before the colleague answered: it never went for approval.',
    );
    expect(of('pending', answered)).toBeNull();
    expect(of('cancelled', answered)).toBeNull();
    expect(beforeChain({ ...change, status: 'pending', colleague_answered_at: null })).toBeNull();
  });
});

describe('who may act', () => {
  const request = (status: ShiftChangeRequest['status']) => ({ status, swap_with: rahul });

  it('lets the requester cancel until it is decided', () => {
    expect(cancellable(request('awaiting_colleague'))).toBe(true);
    expect(cancellable(request('pending'))).toBe(true);
    for (const status of ['approved', 'rejected', 'declined', 'cancelled'] as const)
      expect(cancellable(request(status))).toBe(false);
  });

  it('lets only the colleague answer, and only while the swap waits for them', () => {
    expect(answerable(request('awaiting_colleague'), rahul.id)).toBe(true);
    expect(answerable(request('awaiting_colleague'), priya.id)).toBe(false);
    expect(answerable(request('awaiting_colleague'), undefined)).toBe(false);
    expect(answerable(request('pending'), rahul.id)).toBe(false);
    expect(answerable({ status: 'awaiting_colleague', swap_with: null }, rahul.id)).toBe(false);
  });
});

describe('the lists', () => {
  it('offers every status, and the swaps asked of one between one’s own and the team’s', () => {
    expect(SHIFT_CHANGE_LISTS.statusOptions.map((o) => o.label)).toEqual([
      'Awaiting colleague',
      'Pending',
      'Approved',
      'Rejected',
      'Declined',
      'Cancelled',
    ]);
    expect(SHIFT_CHANGE_LISTS.more).toEqual([
      { to: '/attendance/shift-changes/swaps', label: 'Swaps asked of me' },
    ]);
  });
});
