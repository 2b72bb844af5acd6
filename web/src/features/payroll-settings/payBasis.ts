import { ATTENDANCE_PAY_BASES, type AttendancePayBasis } from '@hrms/contracts/enums';

/**
 * The one place the pay bases are put into words: the payroll settings, a leave policy's choice, a run's
 * paid days and an employee's month all say them the same way.
 */
export const PAY_BASIS_LABELS: Record<AttendancePayBasis, string> = {
  unpaid_days_only: 'Pay every day unless marked unpaid',
  recorded_attendance: 'Pay recorded attendance only',
};

/** What each basis does to a working day with nothing recorded, in a line. */
export const PAY_BASIS_HINTS: Record<AttendancePayBasis, string> = {
  unpaid_days_only: 'A day with nothing recorded is paid; only unpaid leave and days marked absent are not.',
  recorded_attendance:
    'Only days worked, on paid leave, weekly offs and holidays are paid; a working day with nothing recorded is not.',
};

export const PAY_BASIS_OPTIONS = ATTENDANCE_PAY_BASES.map((basis) => ({
  value: basis,
  label: PAY_BASIS_LABELS[basis],
}));

/** A policy's null: it follows the company's payroll setting. */
export const COMPANY_PAY_BASIS_LABEL = 'Company setting';
export const COMPANY_PAY_BASIS_HINT = 'Follows the company’s payroll settings (How attendance becomes pay).';

/** A basis as read from a stored summary; one saved before the choice existed paid recorded attendance. */
export function payBasisOf(value: unknown): AttendancePayBasis {
  return (ATTENDANCE_PAY_BASES as readonly unknown[]).includes(value)
    ? (value as AttendancePayBasis)
    : 'recorded_attendance';
}
