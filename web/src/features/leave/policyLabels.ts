import { EMPLOYMENT_TYPES, GENDERS, MARITAL_STATUSES } from '@hrms/contracts/enums';
import type {
  ACCRUAL_TIMINGS,
  AccrualFrequency,
  AssignmentScope,
  LedgerKind,
  PRORATIONS,
  ROUNDING_MODES,
  SandwichRule,
} from '@hrms/contracts/leave-policies';

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
  opening: 'Opening balance',
  taken: 'Taken',
};
