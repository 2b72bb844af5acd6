import type { PayrollSettings, PayrollSettingsRequest } from '@hrms/contracts/payroll-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { payrollSettingsKeys } from './keys';

/** GET /api/payroll-settings (a super admin names the company). */
export function usePayrollSettings(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: payrollSettingsKeys.of(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ payroll_settings: PayrollSettings }>('/payroll-settings', {
          query: { company_id: companyId ?? undefined },
          signal,
        })
      ).payroll_settings,
    enabled,
  });
}

/** PUT /api/payroll-settings */
export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettingsRequest) =>
      api.put<{ message: string; payroll_settings: PayrollSettings }>('/payroll-settings', body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(payrollSettingsKeys.of(body.company_id ?? null), answer.payroll_settings);
      void queryClient.invalidateQueries({ queryKey: payrollSettingsKeys.all });
    },
  });
}
