import type { Principal } from '../../platform/auth/principal';
import { fieldError } from '../../platform/errors';

/** The company a request is about: the one named, else the caller's own (a super admin must name one). */
export function companyOf(principal: Principal, companyId: number | undefined) {
  const id = companyId ?? principal.companyId;
  if (id === null || id === undefined) throw fieldError('company_id', 'Choose a company.');
  return id;
}
