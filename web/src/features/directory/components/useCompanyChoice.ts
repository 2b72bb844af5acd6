import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { useCompanyOptions } from '@/features/organisation';
import { useSession } from '@/lib/session';

/**
 * The company the directory and the org chart show. Anyone but a super admin sees their own (companyId null:
 * the server takes theirs); a super admin the one their page's address names, else the first company.
 */
export function useCompanyChoice(chosen: number | null) {
  const { roles } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions(superAdmin);
  const companyId = superAdmin ? (chosen ?? companies.data?.[0]?.id ?? null) : null;
  return {
    superAdmin,
    companies,
    companyId,
    /** Whether the company is known: always for a company's own user, once one exists for a super admin. */
    ready: !superAdmin || companyId !== null,
  };
}
