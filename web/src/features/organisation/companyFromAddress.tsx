import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { useSearchParams } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { recordIdOf } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { useCompanyOptions } from './api';

/**
 * The company a list works on when a super admin's choice lives in its address (`chosen`, its ?company_id=):
 * that one, or the first by default; anyone else's own. `ready` once it is known; `filter` is the super
 * admin's Company field for the list's filters (null for anyone else), which writes the choice with `choose`.
 */
export function useListCompany(chosen: string, choose: (companyId: string) => void) {
  const { roles, user } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions(superAdmin);
  const companyId = superAdmin
    ? Number(chosen) || companies.data?.[0]?.id || null
    : (user?.employee?.company_id ?? null);
  const filter = superAdmin ? (
    <CompanyFilter companies={companies} value={companyId ? String(companyId) : ''} onChange={choose} />
  ) : null;
  return { superAdmin, companyId, ready: !superAdmin || companyId !== null, filter };
}

/**
 * The company an editor works for when its record does not say (a new template, a shared one to customise):
 * the caller's own, or for a super admin the one the list it came from was showing (?company_id=).
 */
export function useAddressedCompany(): number | null {
  const { roles, user } = useSession();
  const [params] = useSearchParams();
  return roles.includes(SUPER_ADMIN_ROLE)
    ? recordIdOf(params.get('company_id'))
    : (user?.employee?.company_id ?? null);
}
