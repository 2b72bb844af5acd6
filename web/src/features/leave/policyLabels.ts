import { type AttendancePayBasis, EMPLOYMENT_TYPES, GENDERS, MARITAL_STATUSES } from '@hrms/contracts/enums';
import type {
  ACCRUAL_TIMINGS,
  AccrualFrequency,
  AssignmentScope,
  LedgerKind,
  PRORATIONS,
  ROUNDING_MODES,
  SandwichRule,
} from '@hrms/contracts/leave-policies';
import {
  COMPANY_PAY_BASIS_HINT,
  COMPANY_PAY_BASIS_LABEL,
  PAY_BASIS_HINTS,
  PAY_BASIS_LABELS,
  PAY_BASIS_OPTIONS,
} from '@/features/payroll-settings';

/** "full_time" → "Full time". */
const humanize = (value: string) => {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type Proration = (typeof PRORATIONS)[number];
type Timing = (typeof ACCRUAL_TIMINGS)[number];
type RoundingMode = (typeof ROUNDING_MODES)[number];

export const ACCRUAL_LABELS: Record<AccrualFrequency, string> = {
  yearly: 'Yearly',
  half_yearly: 'Half-yearly',
  quarterly: 'Quarterly',
  monthly: 'Monthly',
};

export const TIMING_LABELS: Record<Timing, string> = {
  start: 'At the start of each period',
  end: 'At the end of each period',
};

export const PRORATION_LABELS: Record<Proration, string> = {
  none: 'None',
  months: 'By months',
  days: 'By days',
};

/** The rounding steps, as the select offers them (values are the step as text). */
export const ROUNDING_STEP_OPTIONS = [
  { value: '0', label: 'Exact (to 0.01 day)' },
  { value: '0.25', label: 'Quarter days' },
  { value: '0.5', label: 'Half days' },
  { value: '1', label: 'Whole days' },
] as const;

export const ROUNDING_MODE_LABELS: Record<RoundingMode, string> = {
  down: 'Round down',
  nearest: 'Round to nearest',
};

export const SANDWICH_LABELS: Record<SandwichRule, string> = {
  none: 'None',
  weekly_offs: 'Weekly offs',
  holidays: 'Holidays',
  both: 'Both',
};

export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: humanize(g) }));
export const MARITAL_STATUS_OPTIONS = MARITAL_STATUSES.map((m) => ({ value: m, label: humanize(m) }));
export const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((t) => ({ value: t, label: humanize(t) }));

/** What an assignment names, in the order of the scope select (broadest first). */
export const SCOPE_LABELS: Record<AssignmentScope, string> = {
  company: 'Whole company',
  branch: 'Branch',
  department: 'Department',
  grade: 'Grade',
  employment_type: 'Employment type',
  employee: 'Employee',
};
export const SCOPE_OPTIONS = (Object.keys(SCOPE_LABELS) as AssignmentScope[]).map((scope) => ({
  value: scope,
  label: SCOPE_LABELS[scope],
}));

/** The kinds of line the jobs post and the preview shows, as words. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  accrual: 'Accrual',
  carry_forward: 'Carry forward',
  expiry: 'Expiry',
  adjustment: 'Adjustment',
  comp_off: 'Comp-off credit',
  encashment: 'Encashment',
  opening: 'Opening balance',
  taken: 'Taken',
};

/** Days of the week by their number in a weekly off (0 = Sunday … 6 = Saturday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** The order the working week is shown in: Monday first. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** A month's weeks, as a weekly off names them (its 2nd Saturday falls on its 8th to 14th day). */
export const WEEK_ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'] as const;

/** Whose weekly offs a policy's employees follow. */
export const WORKING_WEEK_MODES = ['shift', 'set'] as const;
export type WorkingWeekMode = (typeof WORKING_WEEK_MODES)[number];
export const WORKING_WEEK_MODE_LABELS: Record<WorkingWeekMode, string> = {
  shift: 'Use each employee’s shift (Saturday and Sunday without one)',
  set: 'Set the working week',
};

/** A weekday in a set working week. */
export const DAY_CHOICES = ['working', 'off', 'some'] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];
export const DAY_CHOICE_OPTIONS = [
  { value: 'working', label: 'Working' },
  { value: 'off', label: 'Off every week' },
  { value: 'some', label: 'Off in some weeks' },
] as const satisfies readonly { value: DayChoice; label: string }[];

/** A policy's pay basis in words; null follows the company's payroll setting. */
export const policyPayBasisLabel = (basis: AttendancePayBasis | null) =>
  basis ? PAY_BASIS_LABELS[basis] : COMPANY_PAY_BASIS_LABEL;

/** The policy form's pay basis choices, each with its hint ('' is the company's setting). */
export const POLICY_PAY_BASIS_OPTIONS: readonly {
  value: AttendancePayBasis | '';
  label: string;
  hint: string;
}[] = [
  { value: '', label: COMPANY_PAY_BASIS_LABEL, hint: COMPANY_PAY_BASIS_HINT },
  ...PAY_BASIS_OPTIONS.map((o) => ({ ...o, hint: PAY_BASIS_HINTS[o.value] })),
];
