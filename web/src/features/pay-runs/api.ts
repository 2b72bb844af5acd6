import type { JobAccepted } from '@hrms/contracts/jobs';
import type { PayRun, PayRunAction, PayRunActionResult, VarianceAnswer } from '@hrms/contracts/pay-runs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidatePayroll } from '@/features/payroll';
import { api } from '@/lib/api';
import { followJob, isJobAccepted } from '@/lib/jobs';

export type PayRunKey = { company_id: number | null; month: number; year: number };
export type PayRunVerb = 'approve' | 'mark-paid' | 'release' | 'lock' | 'unlock';

const payRunKeys = {
  all: ['pay-run'] as const,
  month: (key: PayRunKey) => ['pay-run', key] as const,
};

/** GET /pay-runs: the company's month, its totals and steps. */
export function usePayRun(key: PayRunKey, enabled: boolean) {
  return useQuery({
    queryKey: payRunKeys.month(key),
    queryFn: ({ signal }) =>
      api.get<{ pay_run: PayRun }>('/pay-runs', {
        query: { company_id: key.company_id ?? undefined, month: key.month, year: key.year },
        fallbackMessage: 'Failed to load the pay run',
        signal,
      }),
    enabled,
  });
}

/** GET /payroll/variance: each run of the month against the month before, flagged runs first. */
export function useVariance(key: PayRunKey, enabled: boolean) {
  return useQuery({
    queryKey: [...payRunKeys.month(key), 'variance'] as const,
    queryFn: ({ signal }) =>
      api.get<VarianceAnswer>('/payroll/variance', {
        query: { company_id: key.company_id ?? undefined, month: key.month, year: key.year },
        fallbackMessage: 'Failed to load the review',
        signal,
      }),
    enabled,
  });
}

type PayRunAnswer = Partial<PayRunActionResult> & { message: string; pay_run: PayRun };
const ACTION_FAILED = 'The pay run could not be updated';

/**
 * POST /pay-runs/{verb}: a bulk action on the month; every payroll screen is refreshed after it. A large
 * month's action is queued as a job (202): `queued` holds its message while the job is followed to its end.
 */
export function usePayRunAction() {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ verb, body }: { verb: PayRunVerb; body: PayRunAction }) => {
      const answer = await api.post<PayRunAnswer | JobAccepted>(`/pay-runs/${verb}`, body, {
        fallbackMessage: ACTION_FAILED,
      });
      if (!isJobAccepted(answer)) return answer;
      setQueued(answer.message);
      return followJob<PayRunAnswer>(answer.job_id, () => {}, ACTION_FAILED);
    },
    onSettled: () => {
      setQueued(null);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: payRunKeys.all }),
        invalidatePayroll(queryClient),
      ]);
    },
  });
  return { ...mutation, queued };
}
