import { useChosenCompany } from '@/features/organisation';
import { useSession } from '@/lib/session';

/**
 * The company a letters settings screen works on: a super admin's choice (the picker this returns), anyone
 * else's own. Unlike other settings screens the id is always given: the letter settings' address needs it.
 */
export function useLetterCompany() {
  const chosen = useChosenCompany();
  const { user } = useSession();
  return { ...chosen, companyId: chosen.companyId ?? user?.employee?.company_id ?? null };
}
