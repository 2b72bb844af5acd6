import type { SetupAnswer } from '@hrms/contracts/setup';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setupKeys } from './keys';

export const SETUP_FAILURE = 'Failed to load the setup checklist';

/** GET /setup: the first-run checklist of the caller's company (each step done or not, with its screen). */
export function useSetup(enabled = true) {
  return useQuery({
    queryKey: setupKeys.all,
    queryFn: ({ signal }) => api.get<SetupAnswer>('/setup', { fallbackMessage: SETUP_FAILURE, signal }),
    enabled,
  });
}
