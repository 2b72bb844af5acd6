import type { ApiKey, CreateApiKeyRequest, CreatedApiKeyResponse } from '@hrms/contracts/api-keys';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginResponse,
  MeResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@hrms/contracts/auth';
import type { PublicBranding } from '@hrms/contracts/branding';
import type {
  RecoveryCodesResponse,
  SsoProvidersResponse,
  TwoFactorCodeRequest,
  TwoFactorLoginRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  UserSession,
} from '@hrms/contracts/sign-in';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api';
import { authKeys } from './keys';

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

// ---- single sign-on

/**
 * GET /api/auth/oidc/providers (public): the sign-in page's single sign-on buttons; for an e-mail address ('' for
 * none) its company's only, and whether that company still lets a password sign in. A failure shows no buttons.
 */
/**
 * GET /api/branding, before sign-in: the name, colour and logo of a single-company install (all null on one of
 * several). The signed-out pages show the product's own mark while it loads or when it fails.
 */
export function usePublicBranding() {
  return useQuery({
    queryKey: authKeys.branding,
    queryFn: ({ signal }) =>
      api.get<PublicBranding>('/branding', {
        anonymous: true,
        fallbackMessage: 'Failed to load the branding',
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSsoProviders(email: string) {
  return useQuery({
    queryKey: authKeys.ssoProviders(email),
    queryFn: ({ signal }) =>
      api.get<SsoProvidersResponse>('/auth/oidc/providers', {
        anonymous: true,
        query: { email },
        fallbackMessage: 'Failed to load the single sign-on providers',
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

// ---- two-factor sign-in

/**
 * How a call is authorised: with the stored session (no `bearer`), or with a sign-in's setup challenge, a
 * bearer token good only for setting two-factor up (its 401 must not sign anyone out: nobody is signed in).
 */
function authorisedBy(bearer: string | undefined): RequestOptions {
  return bearer ? { anonymous: true, headers: { Authorization: `Bearer ${bearer}` } } : {};
}

/** POST /api/login/two-factor: the password step's challenge and a code (an app's or a recovery code). */
export function useTwoFactorLogin() {
  return useMutation({
    mutationFn: (values: TwoFactorLoginRequest) =>
      api.post<LoginResponse>('/login/two-factor', values, {
        anonymous: true,
        fallbackMessage: 'Verification failed',
      }),
  });
}

/** POST /api/me/two-factor: a new secret to scan; it only counts once confirmed with a first code. */
export function useStartTwoFactor(bearer?: string) {
  return useMutation({
    mutationFn: () =>
      api.post<TwoFactorSetupResponse>('/me/two-factor', undefined, {
        ...authorisedBy(bearer),
        fallbackMessage: 'Failed to start setting up two-factor authentication',
      }),
  });
}

/** POST /api/me/two-factor/confirm: the first code turns two-factor on; the answer holds the recovery codes. */
export function useConfirmTwoFactor(bearer?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorCodeRequest) =>
      api.post<RecoveryCodesResponse>('/me/two-factor/confirm', values, {
        ...authorisedBy(bearer),
        fallbackMessage: 'Failed to turn on two-factor authentication',
      }),
    onSuccess: () => {
      if (!bearer) queryClient.invalidateQueries({ queryKey: authKeys.twoFactor });
    },
  });
}

/** GET /api/me with a setup challenge: who it signs in, once two-factor is on and it has become a session. */
export function useSignInWithChallenge() {
  return useMutation({
    mutationFn: async (challenge: string): Promise<LoginResponse> => {
      const me = await api.get<MeResponse>('/me', {
        ...authorisedBy(challenge),
        fallbackMessage: 'Failed to sign in',
      });
      return { ...me, token: challenge };
    },
  });
}

/** GET /api/me/two-factor: whether the signed-in user's two-factor is on, and whether it is required of them. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: authKeys.twoFactor,
    queryFn: ({ signal }) =>
      api.get<TwoFactorStatus>('/me/two-factor', {
        fallbackMessage: 'Failed to load two-factor authentication',
        signal,
      }),
  });
}

/** DELETE /api/me/two-factor: turns it off, proven with a code; 409 when the company requires it. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorCodeRequest) =>
      api.delete<{ message: string }>(
        '/me/two-factor',
        { fallbackMessage: 'Failed to turn off two-factor authentication' },
        values,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor }),
  });
}

/** POST /api/me/two-factor/recovery-codes: a new set of recovery codes; the old ones stop working. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TwoFactorCodeRequest) =>
      api.post<RecoveryCodesResponse>('/me/two-factor/recovery-codes', values, {
        fallbackMessage: 'Failed to make new recovery codes',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor }),
  });
}

// ---- sessions

/** GET /api/me/sessions: where the signed-in user is signed in, this session marked `current`. */
export function useSessions() {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: UserSession[] }>('/me/sessions', {
          fallbackMessage: 'Failed to load your sessions',
          signal,
        })
      ).data,
  });
}

/** DELETE /api/me/sessions/{id}: signs one other session out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/me/sessions/${id}`, {
        fallbackMessage: 'Failed to sign out the session',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });
}

/** DELETE /api/me/sessions: signs out every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>('/me/sessions', {
        fallbackMessage: 'Failed to sign out the other sessions',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });
}

// ---- API keys

/** GET /api/me/api-keys: the signed-in user's keys not revoked (expired ones too). */
export function useApiKeys() {
  return useQuery({
    queryKey: authKeys.apiKeys,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ApiKey[] }>('/me/api-keys', {
          fallbackMessage: 'Failed to load your API keys',
          signal,
        })
      ).data,
  });
}

/** POST /api/me/api-keys: a key for some of the user's own permissions; the answer holds the key this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateApiKeyRequest) =>
      api.post<CreatedApiKeyResponse>('/me/api-keys', values, {
        fallbackMessage: 'Failed to create the API key',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.apiKeys }),
  });
}

/** DELETE /api/me/api-keys/{id}: revokes a key; anything using it is refused from then on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/me/api-keys/${id}`, {
        fallbackMessage: 'Failed to revoke the API key',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.apiKeys }),
  });
}
