import type { AttendancePayBasis } from '@hrms/contracts/enums';
import { PAY_BASIS_HINTS, PAY_BASIS_LABELS, payBasisOf } from '@/features/payroll-settings';
import { plural } from '@/lib/format';

/** One kind of day in a run's month, and how many of them (halves possible). */
export type DaysLine = { key: string; label: string; days: number; note?: string };

export type PaidDays = {
  payBasis: AttendancePayBasis;
  basisLabel: string;
  basisHint: string;
  paid: DaysLine[];
  unpaid: DaysLine[];
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * How a run's days were paid, from the attendance summary the run keeps in its inputs (`inputs.attendance`);
 * null for a run without one (uploaded from CSV, imported). A summary stored before the pay basis existed
 * has no `pay_basis` or `unmarked_days`: its month paid recorded attendance, with no unmarked days counted.
 */
export function paidDaysOf(inputs: Record<string, unknown> | undefined): PaidDays | null {
  const stored = inputs?.attendance;
  if (!stored || typeof stored !== 'object') return null;
  const summary = stored as Record<string, unknown>;
  if (typeof summary.days_present !== 'number') return null;
  const payBasis = payBasisOf(summary.pay_basis);
  const unmarked = count(summary.unmarked_days);
  const unmarkedPaid = payBasis === 'unpaid_days_only';

  const paid: DaysLine[] = [
    { key: 'worked', label: 'Worked', days: count(summary.days_present) },
    { key: 'paid_leave', label: 'Paid leave', days: count(summary.paid_leave_days) },
    { key: 'weekly_offs', label: 'Weekly offs', days: count(summary.weekends) },
    { key: 'holidays', label: 'Holidays', days: count(summary.holidays) },
  ];
  if (unmarkedPaid) paid.push({ key: 'unmarked', label: 'Nothing recorded, paid', days: unmarked });

  const absent: DaysLine = { key: 'absent', label: 'Absent', days: count(summary.absent_days) };
  // Under recorded attendance the unmarked days are among the absences.
  if (!unmarkedPaid && unmarked > 0) absent.note = `${plural(unmarked, 'day')} with nothing recorded`;
  const unpaid: DaysLine[] = [
    { key: 'unpaid_leave', label: 'Unpaid leave', days: count(summary.unpaid_leave_days) },
    absent,
    // Only a joiner's or a leaver's month has these.
    ...[
      { key: 'before_joining', label: 'Before joining', days: count(summary.days_before_joining) },
      { key: 'after_exit', label: 'After exit', days: count(summary.days_after_exit) },
    ].filter((line) => line.days > 0),
  ];

  return {
    payBasis,
    basisLabel: PAY_BASIS_LABELS[payBasis],
    basisHint: PAY_BASIS_HINTS[payBasis],
    paid,
    unpaid,
  };
}
