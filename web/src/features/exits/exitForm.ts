import type { EmployeeListItem } from '@hrms/contracts/employees';
import { EXIT_TYPE_LABELS, EXIT_TYPES, type ExitType } from '@hrms/contracts/enums';
import { type ExitRequest, exitRequest } from '@hrms/contracts/exits';

export const EXIT_TYPE_OPTIONS = EXIT_TYPES.map((value) => ({ value, label: EXIT_TYPE_LABELS[value] }));

export const exitTypeLabel = (type: string | null | undefined) =>
  type && type in EXIT_TYPE_LABELS ? EXIT_TYPE_LABELS[type as ExitType] : (type ?? '');

/** The form's fields as typed; the request is built and checked with the contract's schema. */
export type ExitFormValues = {
  notice_date: string;
  last_working_day: string;
  exit_type: string;
  reason: string;
};
export const EXIT_FIELDS = [
  'notice_date',
  'last_working_day',
  'exit_type',
  'reason',
] as const satisfies readonly (keyof ExitFormValues)[];

/** The form filled from the recorded exit, or empty (notice given today) for a new one. */
export function exitFormValues(
  employee: Pick<EmployeeListItem, 'notice_date' | 'last_working_day' | 'exit_type' | 'exit_reason'>,
  today: string,
): ExitFormValues {
  return {
    notice_date: employee.notice_date ?? today,
    last_working_day: employee.last_working_day ?? '',
    exit_type: employee.exit_type ?? 'resignation',
    reason: employee.exit_reason ?? '',
  };
}

/** The request from the form, or the first message of each field (the server's own wording). */
export function exitRequestFrom(
  v: ExitFormValues,
): { ok: true; request: ExitRequest } | { ok: false; errors: Record<string, string> } {
  const parsed = exitRequest.safeParse(v);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'last_working_day');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whole days from `today` to `date` (negative when it has passed). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** "12 days to go", "Last day today", "Left 3 days ago". */
export function daysToGo(lastWorkingDay: string, today: string): string {
  const days = daysBetween(today, lastWorkingDay);
  if (days === 0) return 'Last day today';
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} to go`;
  return `Left ${-days} day${days === -1 ? '' : 's'} ago`;
}
