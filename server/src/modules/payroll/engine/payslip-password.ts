import { PAYSLIP_PASSWORD_PATTERNS, type PayslipPasswordPattern } from '@hrms/contracts/payroll-settings';
import { PAN_PATTERN } from '@hrms/contracts/statutory';

/** What a payslip password is made from: the employee's record as it is now. */
export type PasswordFacts = {
  pan: string | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  employee_code: string;
};

/** The password, or what the employee's record lacks to make it (as `needs` names it: "PAN", "date of birth"). */
export type PayslipPassword = { password: string } | { missing: string[] };

/** DDMMYYYY of a YYYY-MM-DD date, or null when there is no valid date. */
function ddmmyyyy(date: string | null): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date?.trim() ?? '');
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const real = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (real.getUTCMonth() !== Number(mo) - 1 || real.getUTCDate() !== Number(d)) return null;
  return `${d}${mo}${y}`;
}

/** The PAN in capitals without spaces, or null when none is recorded or it is not a PAN (ABCDE1234F). */
function panOf(pan: string | null): string | null {
  const clean = (pan ?? '').replace(/\s+/g, '').toUpperCase();
  return PAN_PATTERN.test(clean) ? clean : null;
}

/**
 * The password of an employee's mailed payslip by the company's pattern (PAYSLIP_PASSWORD_PATTERNS): PAN and
 * employee code in capitals, the date of birth as DDMMYYYY. A part that is missing (or not a valid PAN or
 * date) gives no password at all: the caller then sends no payslip rather than an unprotected one.
 */
export function payslipPassword(pattern: PayslipPasswordPattern, facts: PasswordFacts): PayslipPassword {
  const parts = {
    PAN: panOf(facts.pan),
    'date of birth': ddmmyyyy(facts.date_of_birth),
  };
  const needs: readonly (keyof typeof parts)[] = PAYSLIP_PASSWORD_PATTERNS[pattern].needs;
  const missing = needs.filter((n) => parts[n] === null);
  if (missing.length) return { missing };
  const dob = parts['date of birth'] as string;
  switch (pattern) {
    case 'pan_dob':
      return { password: `${parts.PAN}${dob}` };
    case 'dob':
      return { password: dob };
    case 'employee_code_dob': {
      const code = facts.employee_code.replace(/\s+/g, '').toUpperCase();
      return code ? { password: `${code}${dob}` } : { missing: ['employee code'] };
    }
  }
}

/** "PAN and date of birth" */
export const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
