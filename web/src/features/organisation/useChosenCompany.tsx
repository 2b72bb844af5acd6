import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { useState } from 'react';
import { CompanyFilter } from '@/components/CompanyFilter';
import { FilterBar } from '@/components/ui/FilterBar';
import { useSession } from '@/lib/session';
import { useCompanyOptions } from './api';

/**
 * The company a one-company settings screen shows: a super admin chooses one (the first by default) with the
 * picker this returns; anyone else works on their own (companyId null: the server takes theirs).
 */
export function useChosenCompany() {
  const { roles } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions();
  const [chosen, setChosen] = useState('');
  const companyId = superAdmin ? Number(chosen) || companies.data?.[0]?.id || null : null;
  const picker = superAdmin ? (
    <FilterBar columns={1} className="">
      <CompanyFilter companies={companies} value={companyId ? String(companyId) : ''} onChange={setChosen} />
    </FilterBar>
  ) : null;
  /** Whether the company is known: always for a company's own user, once one exists for a super admin. */
  const ready = !superAdmin || companyId !== null;
  return { superAdmin, companies, companyId, ready, picker };
}

/**
 * As useChosenCompany, but the id is always given (a company's own user's own): for screens whose addresses
 * need it, such as a shared template customised for the company.
 */
export function useChosenOrOwnCompany() {
  const chosen = useChosenCompany();
  const { user } = useSession();
  return { ...chosen, companyId: chosen.companyId ?? user?.employee?.company_id ?? null };
}
