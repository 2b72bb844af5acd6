import type { RequestLimits } from '@hrms/contracts/attendance-requests';
import { COMP_OFF_EXPIRY_DAYS_DEFAULT } from '@hrms/contracts/comp-off';
import {
  ATTENDANCE_PAY_BASES,
  type AttendancePayBasis,
  GENDERS,
  type Gender,
  MARITAL_STATUSES,
  type MaritalStatus,
} from '@hrms/contracts/enums';
import type { LeaveType } from '@hrms/contracts/leave';
import {
  ACCRUAL_FREQUENCIES,
  ACCRUAL_TIMINGS,
  type AccrualFrequency,
  type LeavePolicy,
  type LeavePolicyRequest,
  type LeavePolicyRule,
  PERIODS_PER_YEAR,
  PRORATIONS,
  ROUNDING_MODES,
  SANDWICH_RULES,
  type WeeklyOff,
} from '@hrms/contracts/leave-policies';
import { z } from 'zod';
import { formatDays, noticeWords } from './days';
import {
  DAY_CHOICES,
  PRORATION_LABELS,
  ROUNDING_MODE_LABELS,
  ROUNDING_STEP_OPTIONS,
  SANDWICH_LABELS,
  WEEK_ORDINALS,
  WEEKDAY_NAMES,
  WEEKDAY_ORDER,
  WORKING_WEEK_MODES,
} from './policyLabels';

type Limits = { min: number; max: number; whole?: boolean };

const text = (n: number | null) => (n === null ? '' : String(n));

const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * A number typed into a box, checked against the server's limits with a message naming the field; `blank`
 * lets it stay empty (null: no limit, never, at the year's end).
 */
function checked(label: string, { min, max, whole }: Limits, blank: boolean) {
  const skip = (v: string) => blank && v === '';
  return z
    .string()
    .trim()
    .refine((v) => skip(v) || (v !== '' && Number.isFinite(Number(v))), {
      message: `${label} must be a number`,
      abort: true,
    })
    .refine((v) => skip(v) || (Number(v) >= min && Number(v) <= max), {
      message: `${label} must be between ${min} and ${max}`,
      abort: true,
    })
    .refine((v) => skip(v) || (whole ? Number.isInteger(Number(v)) : hasTwoDecimals(Number(v))), {
      message: whole ? `${label} must be a whole number` : `${label} may have at most 2 decimals`,
    });
}

const amount = (label: string, limits: Limits) => checked(label, limits, false).transform(Number);

const optionalAmount = (label: string, limits: Limits) =>
  checked(label, limits, true).transform((v) => (v === '' ? null : Number(v)));

const ROUNDING_STEPS = ROUNDING_STEP_OPTIONS.map((o) => o.value);

/** One leave type's rules as the row's boxes hold them; numbers stay text until the form is sent. */
export const ruleForm = z.object({
  leave_type_id: z.number(),
  annual_days: amount('Annual days', { min: 0, max: 366 }),
  accrual: z.enum(ACCRUAL_FREQUENCIES),
  accrue_at: z.enum(ACCRUAL_TIMINGS),
  prorate_joiners: z.enum(PRORATIONS),
  prorate_leavers: z.enum(PRORATIONS),
  accrual_starts_after_days: amount('Days of service before accrual', { min: 0, max: 3650, whole: true }),
  rounding_step: z.enum(ROUNDING_STEPS).transform(Number),
  rounding: z.enum(ROUNDING_MODES),
  carry_forward_max: amount('Carry-forward maximum', { min: 0, max: 366 }),
  carry_forward_expiry_months: optionalAmount('Carried-forward days expire after', {
    min: 1,
    max: 11,
    whole: true,
  }),
  allow_negative_days: amount('Negative balance allowed', { min: 0, max: 366 }),
  allow_half_days: z.boolean(),
  max_consecutive_days: optionalAmount('Maximum consecutive days', { min: 1, max: 366, whole: true }),
  notice_days: amount('Notice days', { min: 0, max: 365, whole: true }),
  document_after_days: optionalAmount('Document required after', { min: 0, max: 366 }),
  sandwich: z.enum(SANDWICH_RULES),
  gender: z.union([z.literal(''), z.enum(GENDERS)]).transform((v) => v || null),
  marital_status: z.union([z.literal(''), z.enum(MARITAL_STATUSES)]).transform((v) => v || null),
  allow_during_notice: z.boolean(),
  /** Shown for a compensatory type only; blank: the credit lasts to the year's end. */
  comp_off_expiry_days: optionalAmount('Comp-off expires after', { min: 1, max: 365, whole: true }),
  encashable_in_service: z.boolean(),
  encash_max_days_per_year: optionalAmount('Days encashed a year', { min: 0, max: 366 }),
  encash_min_balance: amount('Days kept after encashing', { min: 0, max: 366 }),
});

export type RuleFormValues = z.input<typeof ruleForm>;
export type RuleField = Exclude<keyof RuleFormValues, 'leave_type_id'>;

export const MAX_RULES = 50;

// ---- the working week

const WEEKS = WEEK_ORDINALS.length;
const dayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? `Day ${weekday}`;

/** A weekday's row: working, off every week, or off in the checked weeks of the month (1st … 5th). */
const dayForm = z.object({
  choice: z.enum(DAY_CHOICES),
  weeks: z.array(z.boolean()).length(WEEKS),
});
export type DayFormValues = z.input<typeof dayForm>;

/**
 * The weekly offs of a set week's rows (indexed by weekday, 0 = Sunday), by weekday. A day off in every week
 * of the month is off every week; one off in no week is a working day.
 */
export function weeklyOffsOf(days: readonly DayFormValues[]): WeeklyOff[] {
  const offs: WeeklyOff[] = [];
  days.forEach((day, weekday) => {
    if (day.choice === 'off') offs.push({ weekday });
    if (day.choice !== 'some') return;
    const weeks = day.weeks.flatMap((checked, i) => (checked ? [i + 1] : []));
    if (weeks.length === WEEKS) offs.push({ weekday });
    else if (weeks.length) offs.push({ weekday, weeks });
  });
  return offs;
}

/**
 * "Use each employee's shift" (null weekly offs) or a week set day by day; the rows stay filled while the
 * shift is chosen, so switching back loses nothing.
 */
const workingWeekForm = z
  .object({ mode: z.enum(WORKING_WEEK_MODES), days: z.array(dayForm).length(7) })
  .superRefine((week, ctx) => {
    if (week.mode !== 'set') return;
    week.days.forEach((day, weekday) => {
      if (day.choice === 'some' && !day.weeks.some(Boolean)) {
        // On the row's select: under the boxes' own path the resolver would file it as their array's root.
        ctx.addIssue({
          code: 'custom',
          path: ['days', weekday, 'choice'],
          message: `Choose the ${dayName(weekday)}s that are off`,
        });
      }
    });
    if (weeklyOffsOf(week.days).filter((off) => !off.weeks).length === 7) {
      ctx.addIssue({ code: 'custom', path: [], message: 'A week needs at least one working day' });
    }
  })
  .transform((week): WeeklyOff[] | null => (week.mode === 'set' ? weeklyOffsOf(week.days) : null));

export type WorkingWeekValues = z.input<typeof workingWeekForm>;

const dayOf = (off: WeeklyOff | undefined): DayFormValues => {
  const weeks = off?.weeks ?? [];
  if (!off) return { choice: 'working', weeks: Array(WEEKS).fill(false) };
  // Every week of the month named is every week.
  if (weeks.length === 0 || WEEK_ORDINALS.every((_, i) => weeks.includes(i + 1))) {
    return { choice: 'off', weeks: Array(WEEKS).fill(false) };
  }
  return { choice: 'some', weeks: WEEK_ORDINALS.map((_, i) => weeks.includes(i + 1)) };
};

/** A set week's rows (indexed by weekday) from weekly offs. */
export const weekDays = (offs: readonly WeeklyOff[]): DayFormValues[] =>
  WEEKDAY_NAMES.map((_, weekday) => dayOf(offs.find((off) => off.weekday === weekday)));

/** The rows a policy's week starts from: Saturday and Sunday off, as a shift-less employee's week is. */
const SATURDAY_SUNDAY: WeeklyOff[] = [{ weekday: 0 }, { weekday: 6 }];

/** The form's working week from a policy's weekly offs (null: each employee's shift). */
export const workingWeekValues = (offs: readonly WeeklyOff[] | null): WorkingWeekValues =>
  offs === null ? { mode: 'shift', days: weekDays(SATURDAY_SUNDAY) } : { mode: 'set', days: weekDays(offs) };

/** The weeks the form offers to start from. */
export const WEEK_PRESETS: readonly { label: string; offs: readonly WeeklyOff[] }[] = [
  { label: '5-day week (Sat, Sun off)', offs: SATURDAY_SUNDAY },
  { label: '6-day week (Sun off)', offs: [{ weekday: 0 }] },
  { label: '2nd and 4th Saturdays off', offs: [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }] },
];

/** "Mon, Tue and Wed" style lists, with the last two joined by "and". */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** A working week in words: "Sunday off; 2nd and 4th Saturdays off", or whose week it follows. */
export function workingWeekSummary(offs: readonly WeeklyOff[] | null): string {
  if (offs === null) return 'Each employee’s shift (Saturday and Sunday without one)';
  const byDay = new Map(offs.map((off) => [off.weekday, off]));
  const ordered = WEEKDAY_ORDER.flatMap((weekday) => {
    const off = byDay.get(weekday);
    return off ? [off] : [];
  });
  const every = ordered.filter((off) => !off.weeks?.length);
  const some = ordered.filter((off) => off.weeks?.length);
  const said: string[] = [];
  if (every.length) said.push(`${listed(every.map((off) => dayName(off.weekday)))} off`);
  for (const off of some) {
    const weeks = [...(off.weeks ?? [])].sort((a, b) => a - b).map((w) => WEEK_ORDINALS[w - 1] ?? `${w}th`);
    said.push(`${listed(weeks)} ${dayName(off.weekday)}s off`);
  }
  return said.length ? said.join('; ') : 'No weekly off';
}

// ---- the attendance requests a month

/** A request type's box: blank for no limit, else the days of it an employee may ask for in a month. */
const monthlyDays = (label: string) => optionalAmount(label, { min: 0, max: 31, whole: true });

/**
 * The month's limits on attendance requests by type; with every box blank the policy sets none (null), else
 * a blank box leaves its type unlimited.
 */
const requestLimitsForm = z
  .object({
    regularisation: monthlyDays('Regularisation days a month'),
    on_duty: monthlyDays('On-duty days a month'),
    work_from_home: monthlyDays('Work-from-home days a month'),
  })
  .transform((limits): RequestLimits | null =>
    Object.values(limits).every((days) => days === null) ? null : limits,
  );

export type RequestLimitsValues = z.input<typeof requestLimitsForm>;

/** The boxes of a policy's limits (null or a type left out: blank). */
export const requestLimitsValues = (limits: RequestLimits | null | undefined): RequestLimitsValues => ({
  regularisation: text(limits?.regularisation ?? null),
  on_duty: text(limits?.on_duty ?? null),
  work_from_home: text(limits?.work_from_home ?? null),
});

// ---- the whole form

/**
 * The policy form (/leave-policies/new and /leave-policies/{id}): the server's limits (leavePolicyRequest)
 * with a message per box, from what the boxes hold to the body POST/PUT /leave-policies take.
 */
export const policyForm = z
  .object({
    company_id: z
      .string()
      .refine((v) => /^[1-9]\d*$/.test(v), 'Company is required')
      .transform(Number),
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name may not be greater than 100 characters'),
    description: z
      .string()
      .trim()
      .max(500, 'Description may not be greater than 500 characters')
      .transform((v) => v || null),
    working_week: workingWeekForm,
    /** '' follows the company's payroll setting. */
    pay_basis: z
      .union([z.literal(''), z.enum(ATTENDANCE_PAY_BASES)])
      .transform((v): AttendancePayBasis | null => v || null),
    request_limits: requestLimitsForm,
    rules: z.array(ruleForm).max(MAX_RULES, `A policy may have at most ${MAX_RULES} leave types`),
  })
  .transform(({ working_week, ...policy }) => ({
    ...policy,
    weekly_offs: working_week,
  })) satisfies z.ZodType<LeavePolicyRequest, unknown>;

export type PolicyFormValues = z.input<typeof policyForm>;

/** The top-level fields the form shows; a rule's fields come back from the server as `rules.{i}.{field}`. */
const POLICY_FIELDS = new Set(['company_id', 'name', 'description', 'pay_basis', 'rules', 'request_limits']);

/**
 * The form field a server message lands on: any about the weekly offs (`weekly_offs.1.weeks` counts the
 * sent list, not the form's rows) on the working week as a whole.
 */
export const policyErrorField = (field: string) =>
  /^weekly_offs(\.|$)/.test(field) ? 'working_week' : field;

export const isPolicyField = (field: string) =>
  POLICY_FIELDS.has(field) ||
  policyErrorField(field) === 'working_week' ||
  /^rules\.\d+\.\w+$/.test(field) ||
  /^request_limits\.(regularisation|on_duty|work_from_home)$/.test(field);

/**
 * A new row for a leave type: its catalogue rules (as the server starts a company's default policy with),
 * credited yearly at the start of the year, joiners pro rata by months.
 */
export function newRule(
  type: Pick<
    LeaveType,
    | 'id'
    | 'annual_allocation'
    | 'carry_forward_days'
    | 'max_consecutive_days'
    | 'advance_notice_days'
    | 'requires_attachment'
  > &
    Partial<Pick<LeaveType, 'is_compensatory'>>,
): RuleFormValues {
  return {
    leave_type_id: type.id,
    annual_days: String(type.annual_allocation),
    accrual: 'yearly',
    accrue_at: 'start',
    prorate_joiners: 'months',
    prorate_leavers: 'none',
    accrual_starts_after_days: '0',
    rounding_step: '0.5',
    rounding: 'down',
    carry_forward_max: String(type.carry_forward_days),
    carry_forward_expiry_months: '',
    allow_negative_days: '0',
    allow_half_days: true,
    max_consecutive_days: text(type.max_consecutive_days),
    notice_days: String(type.advance_notice_days),
    document_after_days: type.requires_attachment ? '0' : '',
    sandwich: 'none',
    gender: '',
    marital_status: '',
    allow_during_notice: true,
    // A compensatory type's credit lapses as the catalogue's default policies have it; others have none.
    comp_off_expiry_days: type.is_compensatory ? String(COMP_OFF_EXPIRY_DAYS_DEFAULT) : '',
    encashable_in_service: false,
    encash_max_days_per_year: '',
    encash_min_balance: '0',
  };
}

const roundingStep = (step: number): RuleFormValues['rounding_step'] =>
  ROUNDING_STEP_OPTIONS.find((o) => Number(o.value) === step)?.value ?? '0.5';

export function ruleFormValues(rule: LeavePolicyRule): RuleFormValues {
  return {
    leave_type_id: rule.leave_type_id,
    annual_days: String(rule.annual_days),
    accrual: rule.accrual,
    accrue_at: rule.accrue_at,
    prorate_joiners: rule.prorate_joiners,
    prorate_leavers: rule.prorate_leavers,
    accrual_starts_after_days: String(rule.accrual_starts_after_days),
    rounding_step: roundingStep(rule.rounding_step),
    rounding: rule.rounding,
    carry_forward_max: String(rule.carry_forward_max),
    carry_forward_expiry_months: text(rule.carry_forward_expiry_months),
    allow_negative_days: String(rule.allow_negative_days),
    allow_half_days: rule.allow_half_days,
    max_consecutive_days: text(rule.max_consecutive_days),
    notice_days: String(rule.notice_days),
    document_after_days: text(rule.document_after_days),
    sandwich: rule.sandwich,
    gender: (rule.gender ?? '') as Gender | '',
    marital_status: (rule.marital_status ?? '') as MaritalStatus | '',
    allow_during_notice: rule.allow_during_notice,
    comp_off_expiry_days: text(rule.comp_off_expiry_days),
    encashable_in_service: rule.encashable_in_service,
    encash_max_days_per_year: text(rule.encash_max_days_per_year),
    encash_min_balance: String(rule.encash_min_balance),
  };
}

/** A new policy of a company: each employee's shift's week, the company's pay basis, no leave types yet. */
export const newPolicyValues = (companyId: number | null): PolicyFormValues => ({
  company_id: companyId ? String(companyId) : '',
  name: '',
  description: '',
  working_week: workingWeekValues(null),
  pay_basis: '',
  request_limits: requestLimitsValues(null),
  rules: [],
});

export const policyFormValues = (policy: LeavePolicy): PolicyFormValues => ({
  company_id: String(policy.company_id),
  name: policy.name,
  description: policy.description ?? '',
  // A policy saved before the working week existed answers without it: the shift's week.
  working_week: workingWeekValues(policy.weekly_offs ?? null),
  pay_basis: policy.pay_basis ?? '',
  // A policy saved before the limits existed answers without them: none.
  request_limits: requestLimitsValues(policy.request_limits),
  rules: policy.rules.map(ruleFormValues),
});

/** The leave types a policy can still take: active ones not yet in it, by name. */
export function addableTypes<T extends Pick<LeaveType, 'id' | 'name' | 'is_active'>>(
  types: readonly T[],
  rules: readonly { leave_type_id: number }[],
): T[] {
  const taken = new Set(rules.map((r) => r.leave_type_id));
  return types.filter((t) => t.is_active && !taken.has(t.id)).sort((a, b) => a.name.localeCompare(b.name));
}

const days = (n: string) => formatDays(Number(n));

/**
 * The rarely changed rules of a row that differ from a new row's, in words: what the closed "More rules"
 * disclosure says, so a setting is never hidden without a trace.
 */
export function moreRulesSummary(rule: RuleFormValues): string[] {
  const said: string[] = [];
  if (rule.prorate_joiners !== 'months')
    said.push(`Joiners: ${PRORATION_LABELS[rule.prorate_joiners].toLowerCase()}`);
  if (rule.prorate_leavers !== 'none')
    said.push(`Leavers: ${PRORATION_LABELS[rule.prorate_leavers].toLowerCase()}`);
  if (rule.accrual_starts_after_days.trim() !== '0' && rule.accrual_starts_after_days.trim() !== '') {
    said.push(`Accrues after ${days(rule.accrual_starts_after_days.trim())} of service`);
  }
  if (rule.rounding_step !== '0.5' || rule.rounding !== 'down') {
    const step = ROUNDING_STEP_OPTIONS.find((o) => o.value === rule.rounding_step)?.label ?? '';
    said.push(`${ROUNDING_MODE_LABELS[rule.rounding]} (${step.toLowerCase()})`);
  }
  const negative = rule.allow_negative_days.trim();
  if (negative !== '' && Number(negative) > 0) said.push(`Up to ${days(negative)} negative`);
  if (!rule.allow_half_days) said.push('No half days');
  if (rule.max_consecutive_days.trim())
    said.push(`At most ${days(rule.max_consecutive_days.trim())} in a row`);
  if (rule.notice_days.trim() !== '0' && rule.notice_days.trim() !== '') {
    said.push(noticeWords(Number(rule.notice_days.trim())));
  }
  const document = rule.document_after_days.trim();
  if (document === '0') said.push('Document always required');
  else if (document) said.push(`Document after ${days(document)}`);
  if (rule.sandwich !== 'none') said.push(`Sandwich rule: ${SANDWICH_LABELS[rule.sandwich].toLowerCase()}`);
  if (rule.gender) said.push(`Only ${rule.gender}`);
  if (rule.marital_status) said.push(`Only ${rule.marital_status}`);
  if (!rule.allow_during_notice) said.push('Not during notice period');
  return said;
}

const PER_PERIOD: Record<AccrualFrequency, string> = {
  yearly: 'a year',
  half_yearly: 'a half-year',
  quarterly: 'a quarter',
  monthly: 'a month',
};

/** "18 days a year, 1.5 a month": the row's entitlement in one line. */
export function entitlementSummary(annualDays: string, accrual: AccrualFrequency): string {
  const annual = Number(annualDays);
  if (annualDays.trim() === '' || !Number.isFinite(annual)) return '';
  const each = Math.round((annual / PERIODS_PER_YEAR[accrual]) * 100) / 100;
  return accrual === 'yearly'
    ? `${formatDays(annual)} a year`
    : `${formatDays(annual)} a year, ${each} ${PER_PERIOD[accrual]}`;
}
