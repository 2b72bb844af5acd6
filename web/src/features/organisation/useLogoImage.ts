import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { orgKeys } from './keys';

/**
 * A company's logo (its `logo_url`, under /api) as an address an <img> can show. An <img> sends no bearer
 * token, so the image is fetched with the session's and shown from memory; `src` is null until it is there.
 */
export function useLogoImage(logoUrl: string | null) {
  const query = useQuery({
    queryKey: orgKeys.logo(logoUrl ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.download((logoUrl ?? '').replace(/^\/api\//, '/'), {
          signal,
          fallbackMessage: 'Failed to load the logo',
        })
      ).blob,
    enabled: Boolean(logoUrl),
    // A new upload is a new address: the image behind one never changes.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const src = useObjectUrl(logoUrl ? query.data : null);
  return { src, isPending: Boolean(logoUrl) && query.isPending, isError: query.isError };
}
