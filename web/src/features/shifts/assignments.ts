import type { Roster, RosterAssignment, RosterAssignmentRequest } from '@hrms/contracts/shifts';
import { z } from 'zod';
import { formatDate } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';

export type AssignmentStatus = 'upcoming' | 'current' | 'ended';

/** Whether an assignment is still to come, running today, or over. */
export function assignmentStatus(
  a: Pick<RosterAssignment, 'from_date' | 'to_date'>,
  today: string,
): AssignmentStatus {
  if (a.from_date > today) return 'upcoming';
  return a.to_date !== null && a.to_date < today ? 'ended' : 'current';
}

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  upcoming: 'Upcoming',
  current: 'Current',
  ended: 'Ended',
};

/** Whom an assignment gives the roster: "Team Packing" or "Priya Nair (EMP-0003)". */
export function whomLabel(a: Pick<RosterAssignment, 'employee' | 'team'>): string {
  if (a.team) return `Team ${a.team.name}`;
  return a.employee ? employeeOptionLabel(a.employee) : '—';
}

/** "2 Mar 2026 onwards", or "2 Mar 2026 – 15 Mar 2026". */
export function periodLabel(a: Pick<RosterAssignment, 'from_date' | 'to_date'>): string {
  return a.to_date === null
    ? `${formatDate(a.from_date)} onwards`
    : `${formatDate(a.from_date)} – ${formatDate(a.to_date)}`;
}

/** "Step 2: Night", or the bare step number when the roster has fewer steps now. */
export function stepName(roster: Pick<Roster, 'slots'>, step: number): string {
  const slot = roster.slots.find((s) => s.position === step) ?? roster.slots[step - 1];
  return slot ? `Step ${step}: ${slot.shift.name}` : `Step ${step}`;
}

export const WHOM_CHOICES = [
  { value: 'team', label: 'A team', hint: 'Every member of the team works the rotation.' },
  { value: 'employee', label: 'One employee', hint: 'Their own roster comes before their team’s.' },
] as const;

/** The assign dialog's boxes, named as the server names them so its 422 messages land under each. */
export type AssignFormValues = {
  whom: 'team' | 'employee';
  team_id: string;
  employee_id: string;
  from_date: string;
  to_date: string;
  start_slot: string;
};

export const ASSIGN_FIELDS: readonly string[] = [
  'whom',
  'team_id',
  'employee_id',
  'from_date',
  'to_date',
  'start_slot',
];

export const newAssignment = (today: string): AssignFormValues => ({
  whom: 'team',
  team_id: '',
  employee_id: '',
  from_date: today,
  to_date: '',
  start_slot: '1',
});

const ID = /^[1-9]\d*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The assign dialog's schema, to the body POST /roster-assignments takes. */
export function assignForm(rosterId: number) {
  return z
    .object({
      whom: z.enum(['team', 'employee']),
      team_id: z.string(),
      employee_id: z.string(),
      from_date: z.string().regex(DATE, 'The start date is required.'),
      to_date: z.string(),
      start_slot: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.whom === 'team' && !ID.test(v.team_id))
        ctx.addIssue({ code: 'custom', path: ['team_id'], message: 'Choose a team.' });
      if (v.whom === 'employee' && !ID.test(v.employee_id))
        ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'Choose an employee.' });
      if (v.to_date && (!DATE.test(v.to_date) || v.to_date < v.from_date))
        ctx.addIssue({
          code: 'custom',
          path: ['to_date'],
          message: 'The end date must be on or after the start date.',
        });
      if (!ID.test(v.start_slot))
        ctx.addIssue({ code: 'custom', path: ['start_slot'], message: 'Choose the starting step.' });
    })
    .transform(
      (v): RosterAssignmentRequest => ({
        roster_id: rosterId,
        ...(v.whom === 'team' ? { team_id: Number(v.team_id) } : { employee_id: Number(v.employee_id) }),
        from_date: v.from_date,
        to_date: v.to_date || null,
        start_slot: Number(v.start_slot),
      }),
    );
}

/** The end the dialog offers: the one set, else today, or the first day for one still to come. */
export function defaultEndDate(a: Pick<RosterAssignment, 'from_date' | 'to_date'>, today: string): string {
  if (a.to_date !== null) return a.to_date;
  if (a.from_date > today) return a.from_date;
  return today;
}

/** Ending an assignment: the last day it runs, on or after its first. */
export function endForm(fromDate: string) {
  return z.object({
    to_date: z
      .string()
      .regex(DATE, 'The end date is required.')
      .refine((v) => v >= fromDate, 'The end date must be on or after the start date.'),
  });
}
