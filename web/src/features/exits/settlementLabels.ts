import type { NoDues } from '@hrms/contracts/checklists';
import type { PayBasis } from '@hrms/contracts/enums';
import { formatNumber } from '@/lib/format';

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

/** "Offboarding checklist: 5 of 7 done", or complete. */
export const noDuesSummary = (noDues: Pick<NoDues, 'done' | 'total' | 'complete'>) =>
  `Offboarding checklist${noDues.complete ? ' complete' : ''}: ${formatNumber(noDues.done)} of ${formatNumber(noDues.total)} done`;

/** What the approval's confirmation adds while the no-dues is incomplete; nothing once complete or without one. */
export function noDuesWarning(noDues: Pick<NoDues, 'done' | 'total' | 'complete'> | null): string | null {
  if (!noDues || noDues.complete) return null;
  const left = noDues.total - noDues.done;
  return `The offboarding checklist is not complete: ${formatNumber(left)} of ${formatNumber(noDues.total)} ${
    noDues.total === 1 ? 'task is' : 'tasks are'
  } still to do.`;
}
