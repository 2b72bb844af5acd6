import type { LedgerAdjustmentRequest, LedgerEntry } from '@hrms/contracts/leave-policies';
import { z } from 'zod';
import { formatDate } from '@/lib/format';
import { formatDays, isIsoDate } from './days';

const dayNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A number of days with its sign: "+1.5", "−2" (a true minus sign), "+10,920", "0". */
export function signedDays(days: number): string {
  const n = Number(Math.abs(days).toFixed(2));
  if (n === 0) return '0';
  return `${days > 0 ? '+' : '−'}${dayNumber.format(n)}`;
}

/**
 * What a ledger line records, in words: "Accrued (2026-M11)", "Carried forward, expires 31 Mar 2027",
 * "Expired", "Adjusted by HR: <reason>", "Opening balance", "Taken" (with the request to link to).
 */
export function ledgerDescription(entry: LedgerEntry): { text: string; requestId: number | null } {
  switch (entry.kind) {
    case 'accrual':
      return { text: entry.period ? `Accrued (${entry.period})` : 'Accrued', requestId: null };
    case 'carry_forward':
      return {
        text: entry.expires_on
          ? `Carried forward, expires ${formatDate(entry.expires_on)}`
          : 'Carried forward',
        requestId: null,
      };
    case 'expiry':
      return { text: 'Expired', requestId: null };
    case 'adjustment':
      return { text: entry.reason ? `Adjusted by HR: ${entry.reason}` : 'Adjusted by HR', requestId: null };
    case 'comp_off':
      return {
        text: entry.expires_on
          ? `Comp-off credited, use by ${formatDate(entry.expires_on)}`
          : 'Comp-off credited',
        requestId: null,
      };
    case 'encashment':
      return { text: 'Encashed', requestId: null };
    case 'opening':
      return { text: 'Opening balance', requestId: null };
    case 'taken':
      return { text: 'Taken', requestId: entry.leave_request_id };
  }
}

/** The ledger page of a leave type's year: the balance card's History link. */
export function ledgerLink(typeId: number, year: number, employeeId: number | null): string {
  const params = new URLSearchParams({ type: String(typeId), year: String(year) });
  if (employeeId !== null) params.set('employee_id', String(employeeId));
  return `/leaves/ledger?${params}`;
}

/** The Adjust balance form's boxes (HR's correction, manage-leave-policies). */
export type AdjustmentFormValues = { leave_type_id: string; days: string; reason: string; date: string };

export const ADJUSTMENT_FIELDS: readonly string[] = ['leave_type_id', 'days', 'reason', 'date'];

export const newAdjustment = (typeId: number | null): AdjustmentFormValues => ({
  leave_type_id: typeId ? String(typeId) : '',
  days: '',
  reason: '',
  date: '',
});

/** The form's checks with messages per box, then the body POST /employees/{id}/leave-ledger takes. */
export const adjustmentForm = z.object({
  leave_type_id: z
    .string()
    .refine((v) => /^[1-9]\d*$/.test(v), 'Leave type is required')
    .transform(Number),
  days: z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)), { message: 'Days must be a number', abort: true })
    .refine((v) => Number(v) !== 0, { message: 'Days may not be 0', abort: true })
    .refine((v) => Math.abs(Number(v)) <= 366, { message: 'Days must be between -366 and 366', abort: true })
    .refine((v) => Number.isInteger(Number(v) * 2), 'Days must be whole or half days, like 2 or -1.5')
    .transform(Number),
  reason: z
    .string()
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason may not be greater than 500 characters'),
  date: z
    .string()
    .refine((v) => v === '' || isIsoDate(v), 'Date must be a date')
    .transform((v) => v || undefined),
}) satisfies z.ZodType<LedgerAdjustmentRequest, unknown>;

/** The confirmation's question: "Add 2 days to Priya Nair's Annual Leave?", "Take 1.5 days off …?". */
export function adjustmentQuestion(person: string, typeName: string, days: number): string {
  return days > 0
    ? `Add ${formatDays(days)} to ${person}'s ${typeName}?`
    : `Take ${formatDays(-days)} off ${person}'s ${typeName}?`;
}
