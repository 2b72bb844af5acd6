import { useCompanyBrand } from '@/features/organisation';
import { useSession } from '@/lib/session';

/** The brand of the signed-in user's company for the app's frame (none for a user without an employee). */
export function useHeaderBrand() {
  const { user } = useSession();
  return useCompanyBrand(user?.employee?.company.id ?? null);
}
