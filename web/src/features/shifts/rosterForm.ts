import {
  ROSTER_SLOT_DAYS_MAX,
  ROSTER_SLOTS_MAX,
  type Roster,
  type RosterRequest,
} from '@hrms/contracts/shifts';
import { z } from 'zod';
import { plural } from '@/lib/format';

type Step = { shift: { name: string }; days: number };

/** "Morning 7d → Night 7d": a rotation on one line. */
export const stepsSummary = (slots: readonly Step[]) =>
  slots.map((s) => `${s.shift.name} ${s.days}d`).join(' → ');

/** "7 days", "1 day". */
export const daysLabel = (days: number) => plural(days, 'day');

/** One step's row in the dialog: the shift's id and the days, as typed ('' until chosen). */
export type StepValues = { shift_id: string; days: string };

/** The roster dialog's boxes, named as the server names them so its 422 messages land under each. */
export type RosterFormValues = { name: string; description: string; slots: StepValues[] };

/** A new step lasts a week, the most common rotation. */
export const NEW_STEP: StepValues = { shift_id: '', days: '7' };

export function rosterFormValues(roster: Roster | null): RosterFormValues {
  if (!roster) return { name: '', description: '', slots: [{ ...NEW_STEP }] };
  return {
    name: roster.name,
    description: roster.description ?? '',
    slots: roster.slots.map((s) => ({ shift_id: String(s.shift.id), days: String(s.days) })),
  };
}

/** The boxes of a roster of `count` steps, where applyServerErrors may put the server's messages. */
export const rosterFields = (count: number): string[] => [
  'name',
  'description',
  'slots',
  ...Array.from({ length: count }, (_, i) => [`slots.${i}.shift_id`, `slots.${i}.days`]).flat(),
];

const DAYS_RANGE = `A step lasts 1 to ${ROSTER_SLOT_DAYS_MAX} days.`;
const validDays = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= ROSTER_SLOT_DAYS_MAX;

/** The days of one turn of the rotation as typed (steps not yet valid count nothing). */
export const formCycleDays = (slots: readonly StepValues[]) =>
  slots.reduce((sum, s) => sum + (validDays(s.days) ? Number(s.days) : 0), 0);

const stepForm = z.object({
  shift_id: z.string().refine((v) => /^[1-9]\d*$/.test(v), 'Choose a shift.'),
  days: z.string().refine(validDays, DAYS_RANGE),
});

/** The dialog's schema, to the body POST/PUT /rosters take. A super admin's roster names its company. */
export function rosterForm(companyId: number | null) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'The name is required.')
        .max(100, 'The name may be at most 100 characters.'),
      description: z.string().trim().max(500, 'The description may be at most 500 characters.'),
      slots: z
        .array(stepForm)
        .min(1, 'A roster needs at least one step.')
        .max(ROSTER_SLOTS_MAX, `A roster has at most ${ROSTER_SLOTS_MAX} steps.`),
    })
    .transform(
      (values): RosterRequest => ({
        ...(companyId ? { company_id: companyId } : {}),
        name: values.name,
        description: values.description || null,
        slots: values.slots.map((s) => ({ shift_id: Number(s.shift_id), days: Number(s.days.trim()) })),
      }),
    );
}
