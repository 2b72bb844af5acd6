import type { Statute } from '@hrms/contracts/statute';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const statuteKeys = { year: (taxYear: string) => ['statute', taxYear] as const };

/**
 * GET /statute?tax_year=: the Act, forms, sections and words of a year. Every screen that names a form or a
 * section reads it, so 2025-26 reads Form 16 and s.192 and 2026-27 Form 130 and s.392(1). It changes only
 * when a super admin adds a version, so it is kept for the session.
 */
export function useStatute(taxYear: string) {
  return useQuery({
    queryKey: statuteKeys.year(taxYear),
    queryFn: ({ signal }) =>
      api.get<Statute>('/statute', {
        query: { tax_year: taxYear },
        fallbackMessage: 'Failed to load the income-tax statute of the year',
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
