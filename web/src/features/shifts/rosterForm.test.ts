import type { Roster } from '@hrms/contracts/shifts';
import { describe, expect, it } from 'vitest';
import {
  daysLabel,
  formCycleDays,
  NEW_STEP,
  rosterFields,
  rosterForm,
  rosterFormValues,
  stepsSummary,
} from './rosterForm';

const ref = (id: number, name: string, start: string, end: string) => ({
  id,
  name,
  start_time: start,
  end_time: end,
  crosses_midnight: end < start,
});

const roster: Roster = {
  id: 4,
  company_id: 1,
  name: 'Fortnight',
  description: null,
  slots: [
    { position: 1, shift: ref(1, 'Morning', '06:00:00', '14:00:00'), days: 7 },
    { position: 2, shift: ref(2, 'Night', '22:00:00', '06:00:00'), days: 7 },
  ],
  cycle_days: 14,
  active_assignments: 1,
};

describe('a roster’s steps', () => {
  it('sums a rotation up on one line', () => {
    expect(stepsSummary(roster.slots)).toBe('Morning 7d → Night 7d');
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(7)).toBe('7 days');
  });

  it('starts a new roster with one week-long step, and fills the boxes from a saved one', () => {
    expect(rosterFormValues(null)).toEqual({ name: '', description: '', slots: [NEW_STEP] });
    expect(rosterFormValues(roster)).toEqual({
      name: 'Fortnight',
      description: '',
      slots: [
        { shift_id: '1', days: '7' },
        { shift_id: '2', days: '7' },
      ],
    });
  });

  it('counts the cycle as typed, leaving out steps not yet valid', () => {
    expect(
      formCycleDays([
        { shift_id: '1', days: '7' },
        { shift_id: '', days: '3' },
        { shift_id: '2', days: '40' },
      ]),
    ).toBe(10);
  });

  it('sends the steps in order with numbers, and names a super admin’s company', () => {
    const body = rosterForm(3).parse({ ...rosterFormValues(roster), description: '  Two weeks  ' });
    expect(body).toEqual({
      company_id: 3,
      name: 'Fortnight',
      description: 'Two weeks',
      slots: [
        { shift_id: 1, days: 7 },
        { shift_id: 2, days: 7 },
      ],
    });
    expect(rosterForm(null).parse(rosterFormValues(roster))).not.toHaveProperty('company_id');
  });

  it('says what is missing under each step', () => {
    const parsed = rosterForm(null).safeParse({
      name: '',
      description: '',
      slots: [{ shift_id: '', days: '0' }],
    });
    expect(parsed.success).toBe(false);
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      name: 'The name is required.',
      'slots.0.shift_id': 'Choose a shift.',
      'slots.0.days': 'A step lasts 1 to 31 days.',
    });
    expect(
      rosterForm(null).safeParse({ name: 'R', description: '', slots: [] }).error?.issues[0]?.message,
    ).toBe('A roster needs at least one step.');
    expect(rosterFields(2)).toEqual([
      'name',
      'description',
      'slots',
      'slots.0.shift_id',
      'slots.0.days',
      'slots.1.shift_id',
      'slots.1.days',
    ]);
  });
});
