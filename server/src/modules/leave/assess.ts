/**
 * What a leave request would count and whether the employee's policy allows it: the one check behind both
 * the application and the form's "days counted" answer, so the two never disagree.
 */

import type { SandwichRule } from '@hrms/contracts/leave-policies';
import type { DbOrTx } from '../../db/client';
import type { FieldErrors } from '../../platform/errors';
import { observedHolidays } from '../holidays/public';
import { type BalanceEmployee, balancesOf, round2 } from './balances';
import { addDays, countLeaveDays, type DayKind, daysBetween } from './engine/days';
import { isWeeklyOff, SATURDAY_SUNDAY } from './engine/week';
import { type LeaveTypeRow, liveLeaveDates } from './queries';
import { settle } from './settlement';
import { workWeeks } from './work-week';

export type AssessedEmployee = BalanceEmployee & {
  state: string | null;
  gender: string | null;
  marital_status: string | null;
  notice_date: string | null;
};

/** A document is wanted when a request counts more days than the rule allows without one (0 = always). */
export const documentRequired = (rule: { document_after_days: string | null }, days: number) =>
  rule.document_after_days !== null && days > Number(rule.document_after_days);

export type Ask = { start_date: string; end_date: string; half_day: boolean; excludeRequestId?: number };

/** How far around a request the sandwich rule looks for an adjoining leave. */
export const SANDWICH_REACH = 14;

export async function assessRequest(
  db: DbOrTx,
  employee: AssessedEmployee,
  type: LeaveTypeRow,
  ask: Ask,
  today: string,
  opts: { hasAttachment: boolean },
) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const year = Number(ask.start_date.slice(0, 4));
  const { policies, rules, balances, projected } = await balancesOf(db, employee, year);
  const rule = rules.find((r) => r.leave_type_id === type.id);
  if (!rule) {
    fail('leave_type_id', `${type.name} is not part of your leave policy.`);
    return { errors, days: 0, sandwichDates: [] as string[], available: null, rule: null };
  }
  if (rule.gender && employee.gender !== rule.gender) {
    fail('leave_type_id', `Your leave policy gives ${type.name} to ${rule.gender} employees only.`);
  }
  if (rule.marital_status && employee.marital_status !== rule.marital_status) {
    fail('leave_type_id', `Your leave policy gives ${type.name} to ${rule.marital_status} employees only.`);
  }
  if (!rule.allow_during_notice && employee.notice_date !== null && ask.end_date >= employee.notice_date) {
    fail('start_date', `Your leave policy does not allow ${type.name} during the notice period.`);
  }
  if (ask.half_day && !rule.allow_half_days)
    fail('half_day', `Your leave policy does not allow half days of ${type.name}.`);
  if (daysBetween(today, ask.start_date) < rule.notice_days) {
    fail('start_date', `This leave type requires ${rule.notice_days} days advance notice`);
  }

  const from = addDays(ask.start_date, -SANDWICH_REACH);
  const to = addDays(ask.end_date, SANDWICH_REACH);
  const holidays = (await observedHolidays(db, [employee.id], from, to)).get(employee.id) ?? new Set();
  const weekOn = (await workWeeks(db, [employee.id], new Map([[employee.company_id, policies]]))).get(
    employee.id,
  );
  const others = await liveLeaveDates(db, employee.id, from, to, ask.excludeRequestId);
  const dayKind = (date: string): DayKind =>
    holidays.has(date)
      ? 'holiday'
      : isWeeklyOff(weekOn?.(date).weeklyOffs ?? SATURDAY_SUNDAY, date)
        ? 'weekly_off'
        : 'work';
  const { days, sandwichDates } = countLeaveDays({
    start: ask.start_date,
    end: ask.end_date,
    halfDay: ask.half_day,
    dayKind,
    sandwich: rule.sandwich as SandwichRule,
    onLeave: (date) => others.has(date),
  });
  if (days === 0) fail('start_date', 'The selected dates contain no working days.');
  if (rule.max_consecutive_days !== null && days > rule.max_consecutive_days) {
    fail('end_date', `Maximum ${rule.max_consecutive_days} consecutive days allowed for this leave type`);
  }
  if (documentRequired(rule, days) && !opts.hasAttachment)
    fail('attachment', 'Attachment is required for this leave type');

  let available: number | null = null;
  if (type.is_paid) {
    const balance = balances.find((b) => b.leave_type_id === type.id);
    // Credits due by the day the leave starts count: a monthly accrual earns the days the leave will use.
    const daysOf = (lines: { leave_type_id: number; days: string }[]) =>
      lines.filter((l) => l.leave_type_id === type.id).reduce((s, l) => s + Number(l.days), 0);
    // Less what the balance already projects (a year still to come counts its first day's credits).
    const due = await settle(db, employee.company_id, { employeeIds: [employee.id] }, ask.start_date, {
      post: false,
      policies,
    });
    const coming = daysOf(due) - daysOf(projected);
    available = balance
      ? round2(balance.remaining_days - balance.pending_days + coming + Number(rule.allow_negative_days))
      : round2(coming + Number(rule.allow_negative_days));
  }
  return { errors, days, sandwichDates, available, rule };
}
