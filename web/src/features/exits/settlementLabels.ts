import type { PayBasis } from '@hrms/contracts/enums';

export { EXIT_TYPE_LABELS } from '@hrms/contracts/enums';

export const BASIS_LABELS: Record<PayBasis, string> = {
  basic: 'BASIC',
  basic_da: 'BASIC + DA',
  gross: 'gross',
};

/** "October 2026". */
export const monthLabel = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The statement's file name when the server names none. */
export const statementFilename = (employeeCode: string) => `full_and_final_${employeeCode}.pdf`;
