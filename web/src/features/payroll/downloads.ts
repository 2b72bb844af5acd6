import { ApiError, errorMessage } from '@/lib/api';

/** Spec 1 §7 and §8: payslip and template file names and the messages of each failure. */
export const EMPTY_PAYSLIP = 'Received empty payslip from server';
export const PAYSLIP_FAILED = 'Failed to download payslip';
export const TEMPLATE_FAILED = 'Failed to download template';
const INVALID_PARAMETERS = 'Invalid parameters provided';

const PAYSLIP_BY_STATUS: Record<number, string> = {
  403: 'You do not have permission to download this payslip.',
  404: 'Payslip not found. Please contact support.',
  500: 'Server error while generating payslip. Please try again later.',
};

const TEMPLATE_BY_STATUS: Record<number, string> = {
  403: 'You do not have permission to download payroll templates.',
  404: 'Template endpoint not found. Please contact support.',
  500: 'Server error while generating template. Please try again later.',
};

/** Named for the pay period, as the server's Content-Disposition names it: payslip_EMP0012_2026-10.pdf. */
export const payslipFilename = (employeeCode: string, payPeriod: string) =>
  `payslip_${employeeCode}_${payPeriod}.pdf`;

export const templateFilename = (withEmployees: boolean, date: string) =>
  withEmployees ? `payroll_template_with_employees_${date}.csv` : `payroll_template_${date}.csv`;

export const templateDownloadedMessage = (filename: string) =>
  `Template downloaded successfully as ${filename}!`;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * The payslip's failure by status; an empty file says so; another failure shows the server's
 * message or the fallback.
 */
export function payslipFailure(error: unknown): string {
  if (error instanceof Error && error.message === EMPTY_PAYSLIP) return EMPTY_PAYSLIP;
  return PAYSLIP_BY_STATUS[statusOf(error)] ?? errorMessage(error, PAYSLIP_FAILED);
}

/**
 * The template's failure by status. A 422 lists the field errors after "Validation failed:", or
 * shows the server's message, or says the parameters were invalid. The request is sent with
 * TEMPLATE_FAILED as its fallback, so a message equal to it is not the server's.
 */
export function templateFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 422 && error instanceof ApiError) {
    const fields = Object.values(error.errors ?? {}).flat();
    if (fields.length) return `Validation failed: ${fields.join(', ')}`;
    return error.message && error.message !== TEMPLATE_FAILED ? error.message : INVALID_PARAMETERS;
  }
  return TEMPLATE_BY_STATUS[status] ?? errorMessage(error, TEMPLATE_FAILED);
}
