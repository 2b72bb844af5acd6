/**
 * Catalogues of shared starting points and each company's own (letter templates, checklist templates): a row
 * with company_id null every company sees and only a super admin changes; a company's row only its people see.
 */
import { assertInScope, companyScope, targetCompany } from './access';
import type { Principal } from './auth/principal';
import { fieldError, forbidden } from './errors';

/** A row the caller may use: a shared one, or their company's own (another company's: 404 as `thing`). */
export function assertUsable(principal: Principal, companyId: number | null, thing: string) {
  if (companyId !== null) assertInScope(companyScope(principal), companyId, thing);
}

/** A row the caller may change: their company's own; a shared one only as a super admin (403 `sharedRefusal`). */
export function assertEditable(
  principal: Principal,
  companyId: number | null,
  thing: string,
  sharedRefusal: string,
) {
  assertUsable(principal, companyId, thing);
  if (companyId === null && !principal.isSuperAdmin) throw forbidden(sharedRefusal);
}

/**
 * Where a new row belongs: the company named (in scope, else 404; one that does not exist, 422), the caller's,
 * or, for a super admin naming none, the shared catalogue (null).
 */
export async function companyOfNew(
  principal: Principal,
  companyId: number | null | undefined,
  companyExists: (id: number) => Promise<boolean>,
): Promise<number | null> {
  if (companyId == null && principal.isSuperAdmin) return null;
  const id = targetCompany(principal, companyId ?? undefined);
  if (!(await companyExists(id))) throw fieldError('company_id', 'The selected company is invalid.');
  return id;
}
