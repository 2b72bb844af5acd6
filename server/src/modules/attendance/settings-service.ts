import type { Db } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { fieldError } from '../../platform/errors';
import { addListedHoliday } from '../holidays/public';

/** The company a holiday belongs to: the one given (super admins) or the caller's own. */
function companyFor(principal: Principal, given?: number): number {
  const companyId = given ?? principal.companyId;
  if (companyId == null || !isInCompanyScope(companyScope(principal), companyId)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  return companyId;
}

export async function addHoliday(
  db: Db,
  principal: Principal,
  input: { company_id?: number; date: string; name: string; state: string | null },
) {
  const { company_id, ...fields } = input;
  return addListedHoliday(db, principal, companyFor(principal, company_id), fields);
}
