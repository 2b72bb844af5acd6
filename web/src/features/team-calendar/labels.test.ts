import { TEAM_DAY_KINDS } from '@hrms/contracts/team-calendar';
import { describe, expect, it } from 'vitest';
import { cellLabel, DAY_ABBREVIATIONS, DAY_STYLES, dayDescription, daysByDate, LEGEND_KINDS } from './labels';

describe('the team calendar’s cells', () => {
  it('abbreviates every kind of day differently, and colours each', () => {
    const abbreviations = TEAM_DAY_KINDS.map((kind) => DAY_ABBREVIATIONS[kind]);
    expect(abbreviations).toEqual(['L', 'L?', 'H', 'WO', 'WFH', 'OD']);
    expect(new Set(TEAM_DAY_KINDS.map((kind) => DAY_STYLES[kind])).size).toBe(TEAM_DAY_KINDS.length);
    expect([...LEGEND_KINDS].sort()).toEqual([...TEAM_DAY_KINDS].sort());
  });

  it('names a cell by the person, the day and what the day is', () => {
    expect(cellLabel('Priya Nair', { date: '2026-12-07', kind: 'leave', label: 'Casual Leave' })).toBe(
      'Priya Nair, 7 December: Casual Leave',
    );
    expect(
      cellLabel('Rahul Verma', {
        date: '2026-12-08',
        kind: 'leave_pending',
        label: 'Sick Leave (first half)',
      }),
    ).toBe('Rahul Verma, 8 December: Sick Leave (first half), not yet approved');
    expect(cellLabel('Rahul Verma', { date: '2026-12-12', kind: 'weekly_off', label: 'Weekly off' })).toBe(
      'Rahul Verma, 12 December: Weekly off',
    );
  });

  it('marks a named holiday as a holiday, and leaves the rest their label', () => {
    expect(dayDescription({ date: '2026-12-25', kind: 'holiday', label: 'Christmas' })).toBe(
      'Christmas (holiday)',
    );
    expect(dayDescription({ date: '2026-12-25', kind: 'holiday', label: 'Holiday' })).toBe('Holiday');
    expect(dayDescription({ date: '2026-12-09', kind: 'work_from_home', label: 'Work from home' })).toBe(
      'Work from home',
    );
    expect(dayDescription({ date: '2026-12-10', kind: 'on_duty', label: '' })).toBe('On duty');
  });

  it('finds a person’s day by its date; ordinary working days have none', () => {
    const byDate = daysByDate([
      { date: '2026-12-05', kind: 'weekly_off', label: 'Weekly off' },
      { date: '2026-12-07', kind: 'leave', label: 'Casual Leave' },
    ]);
    expect(byDate.get('2026-12-07')?.kind).toBe('leave');
    expect(byDate.has('2026-12-08')).toBe(false);
  });
});
