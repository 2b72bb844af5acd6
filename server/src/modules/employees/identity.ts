import { maskIdentity } from '@hrms/contracts/statutory';
import { can, type Principal } from '../../platform/auth/principal';

/** Whether the caller sees statutory identity numbers whole (a super admin passes every check). */
export const seesStatutoryDetails = (principal: Principal) => can(principal, 'view-statutory-details');

/** The numbers shown masked (last four characters) to a caller without view-statutory-details. */
export const MASKED_IDENTITY = [
  'pan',
  'uan',
  'pf_member_id',
  'esic_ip_number',
  'bank_account_number',
] as const;
type MaskedField = (typeof MASKED_IDENTITY)[number];

/**
 * The identity numbers of `row` as the caller may see them: whole, or masked to their last four characters
 * ("XXXXXX234F"). Fields `row` does not carry stay absent.
 */
export function identityAsSeen<T extends Partial<Record<MaskedField, string | null>>>(
  principal: Principal,
  row: T,
): T {
  if (seesStatutoryDetails(principal)) return row;
  const masked = { ...row };
  for (const field of MASKED_IDENTITY) {
    if (field in row) masked[field] = maskIdentity(row[field] ?? null) as T[MaskedField];
  }
  return masked;
}

/** The last four digits of a bank account: all a payslip ever shows of it. */
export const accountLast4 = (account: string | null) => (account ? account.slice(-4) : null);
