import { describe, expect, it } from 'vitest';
import {
  assignForm,
  assignmentStatus,
  defaultEndDate,
  endForm,
  newAssignment,
  periodLabel,
  stepName,
  whomLabel,
} from './assignments';

const TODAY = '2026-03-10';
const ref = (id: number, name: string) => ({
  id,
  name,
  start_time: '06:00',
  end_time: '14:00',
  crosses_midnight: false,
});

describe('roster assignments', () => {
  it('tells what is to come, running and over', () => {
    expect(assignmentStatus({ from_date: '2026-03-11', to_date: null }, TODAY)).toBe('upcoming');
    expect(assignmentStatus({ from_date: '2026-03-10', to_date: null }, TODAY)).toBe('current');
    expect(assignmentStatus({ from_date: '2026-03-01', to_date: '2026-03-10' }, TODAY)).toBe('current');
    expect(assignmentStatus({ from_date: '2026-03-01', to_date: '2026-03-09' }, TODAY)).toBe('ended');
  });

  it('names whom and when', () => {
    expect(whomLabel({ team: { id: 1, name: 'Packing' }, employee: null })).toBe('Team Packing');
    expect(
      whomLabel({
        team: null,
        employee: { id: 5, first_name: 'Priya', last_name: 'Nair', employee_id: 'EMP-0003' },
      }),
    ).toBe('Priya Nair (EMP-0003)');
    expect(periodLabel({ from_date: '2026-03-02', to_date: null })).toBe('2 Mar 2026 onwards');
    expect(periodLabel({ from_date: '2026-03-02', to_date: '2026-03-15' })).toBe('2 Mar 2026 – 15 Mar 2026');
  });

  it('names the starting step by its shift', () => {
    const roster = {
      slots: [
        { position: 1, shift: ref(1, 'Morning'), days: 7 },
        { position: 2, shift: ref(2, 'Night'), days: 7 },
      ],
    };
    expect(stepName(roster, 2)).toBe('Step 2: Night');
    expect(stepName(roster, 5)).toBe('Step 5');
  });

  it('sends a team’s or an employee’s assignment, open-ended when no end is given', () => {
    const form = assignForm(9);
    expect(form.parse({ ...newAssignment(TODAY), team_id: '4', employee_id: '12' })).toEqual({
      roster_id: 9,
      team_id: 4,
      from_date: TODAY,
      to_date: null,
      start_slot: 1,
    });
    expect(
      form.parse({
        ...newAssignment(TODAY),
        whom: 'employee',
        employee_id: '12',
        to_date: '2026-04-01',
        start_slot: '2',
      }),
    ).toEqual({ roster_id: 9, employee_id: 12, from_date: TODAY, to_date: '2026-04-01', start_slot: 2 });
  });

  it('asks for whom, and an end on or after the start', () => {
    const parsed = assignForm(9).safeParse({ ...newAssignment(TODAY), to_date: '2026-03-09' });
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      team_id: 'Choose a team.',
      to_date: 'The end date must be on or after the start date.',
    });
    expect(endForm('2026-03-02').safeParse({ to_date: '2026-03-01' }).error?.issues[0]?.message).toBe(
      'The end date must be on or after the start date.',
    );
    expect(endForm('2026-03-02').safeParse({ to_date: '2026-03-02' }).success).toBe(true);
  });

  it('offers to end an assignment today, on its set end, or on its first day when still to come', () => {
    expect(defaultEndDate({ from_date: '2026-03-01', to_date: null }, TODAY)).toBe(TODAY);
    expect(defaultEndDate({ from_date: '2026-03-01', to_date: '2026-03-20' }, TODAY)).toBe('2026-03-20');
    expect(defaultEndDate({ from_date: '2026-04-01', to_date: null }, TODAY)).toBe('2026-04-01');
  });
});
