import {
  HOLIDAY_CALENDAR_SCOPES,
  type HolidayCalendar,
  type HolidayCalendarRequest,
  type HolidayCalendarScope,
  OPTIONAL_ALLOWANCE_MAX,
} from '@hrms/contracts/holidays';
import { z } from 'zod';

/** The calendar dialog's boxes, named as the server names them so its 422 messages land under each. */
export type CalendarFormValues = {
  name: string;
  /** "Applies to": not sent; it decides which of state and branch_id is. */
  scope: HolidayCalendarScope;
  state: string;
  branch_id: string;
  optional_allowance: string;
};

/** A new calendar is most often a state's: the company-wide one comes with the company. */
export const NEW_CALENDAR: CalendarFormValues = {
  name: '',
  scope: 'state',
  state: '',
  branch_id: '',
  optional_allowance: '0',
};

export function calendarFormValues(calendar: HolidayCalendar): CalendarFormValues {
  return {
    name: calendar.name,
    scope: calendar.scope,
    state: calendar.state ?? '',
    branch_id: calendar.branch ? String(calendar.branch.id) : '',
    optional_allowance: String(calendar.optional_allowance),
  };
}

export const CALENDAR_FIELDS: readonly string[] = [
  'name',
  'scope',
  'state',
  'branch_id',
  'optional_allowance',
];

/**
 * Where the dialog shows a server message about whom the calendar is for (the server names `state` for any
 * scope clash): under the state box, the branch box, or "Applies to" for the company-wide choice.
 */
export function calendarErrorField(scope: HolidayCalendarScope) {
  return (field: string) => {
    if (field !== 'state' && field !== 'branch_id') return field;
    return scope === 'state' ? 'state' : scope === 'branch' ? 'branch_id' : 'scope';
  };
}

/** Whether the dialog shows a server message under a box (the others go to its banner). */
export function calendarFieldShown(scope: HolidayCalendarScope) {
  const rename = calendarErrorField(scope);
  return (field: string) => CALENDAR_FIELDS.includes(rename(field));
}

const ALLOWANCE_RANGE = `The restricted holidays allowed must be a whole number between 0 and ${OPTIONAL_ALLOWANCE_MAX}`;

/** The problems of the boxes as filled, one per field. */
export function calendarProblems(
  values: CalendarFormValues,
): Partial<Record<keyof CalendarFormValues, string>> {
  const problems: Partial<Record<keyof CalendarFormValues, string>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > 100) problems.name = 'Name may not be greater than 100 characters';
  if (values.scope === 'state' && !values.state.trim()) problems.state = 'State is required';
  if (values.scope === 'branch' && !/^[1-9]\d*$/.test(values.branch_id))
    problems.branch_id = 'Branch is required';
  const allowance = values.optional_allowance.trim();
  const n = Number(allowance);
  if (allowance === '' || !Number.isInteger(n) || n < 0 || n > OPTIONAL_ALLOWANCE_MAX) {
    problems.optional_allowance = ALLOWANCE_RANGE;
  }
  return problems;
}

/**
 * The dialog's schema: every check at once, then the body POST/PUT /holiday-calendars take. A super admin's
 * calendar names its company; anyone else's is their own company's (the server's choice).
 */
export function calendarForm(companyId: number | null) {
  return z
    .object({
      name: z.string(),
      scope: z.enum(HOLIDAY_CALENDAR_SCOPES),
      state: z.string(),
      branch_id: z.string(),
      optional_allowance: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(calendarProblems(values))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): HolidayCalendarRequest => ({
        ...(companyId ? { company_id: companyId } : {}),
        name: values.name.trim(),
        state: values.scope === 'state' ? values.state.trim() : null,
        branch_id: values.scope === 'branch' ? Number(values.branch_id) : null,
        optional_allowance: Number(values.optional_allowance.trim()),
      }),
    );
}
