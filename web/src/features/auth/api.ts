import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@hrms/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** PUT /api/me/password: the signed-in user's own password; the server ends their other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordRequest) =>
      api.put<{ message: string }>('/me/password', values, { fallbackMessage: 'Failed to change password' }),
  });
}

/** POST /api/password/forgot: mails a link to choose a new password; the answer is the same for any address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (values: ForgotPasswordRequest) =>
      api.post<{ message: string }>('/password/forgot', values, {
        anonymous: true,
        fallbackMessage: 'Failed to send the link',
      }),
  });
}

/** POST /api/password/reset: sets the password with a link's one-time token (an invitation or a reset). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: ResetPasswordRequest) =>
      api.post<ResetPasswordResponse>('/password/reset', values, {
        anonymous: true,
        fallbackMessage: 'Failed to set password',
      }),
  });
}
