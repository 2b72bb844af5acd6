import type { ChangePasswordRequest } from '@hrms/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** PUT /api/me/password: the signed-in user's own password; the server ends their other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordRequest) =>
      api.put<{ message: string }>('/me/password', values, { fallbackMessage: 'Failed to change password' }),
  });
}
