import type { LoginResponse, MeResponse, SessionUser } from '@hrms/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { LoadingState } from '@/components/ui/LoadingState';
import { api, setUnauthorizedHandler } from './api';
import { clearStoredSession, readToken, storeSession, storeSessionUser } from './authStorage';

type SessionState =
  | { status: 'checking'; token: string }
  | { status: 'signed-out' }
  | { status: 'signed-in'; token: string; user: SessionUser; permissions: string[]; roles: string[] };

export type Session = {
  status: 'signed-in' | 'signed-out';
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  roles: readonly string[];
  /** Signs in; throws ApiError (401 wrong credentials, 403 inactive, 422, 429) for the form to show. */
  login: (email: string, password: string) => Promise<void>;
  /** Revokes the token on the server (failure ignored), clears storage and the query cache. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

const NONE: readonly string[] = [];

function initialState(): SessionState {
  const token = readToken();
  return token ? { status: 'checking', token } : { status: 'signed-out' };
}

/**
 * Holds who is signed in. On start-up a stored token is re-validated with GET /api/me while a
 * full-page loading state is shown; any failure there clears the session. A 401 on any later
 * call (lib/api) clears it too, and the route guard then sends the browser to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);

  const signOutLocally = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setState({ status: 'signed-out' });
  }, [queryClient]);

  useEffect(() => setUnauthorizedHandler(signOutLocally), [signOutLocally]);

  const checkingToken = state.status === 'checking' ? state.token : null;
  useEffect(() => {
    if (!checkingToken) return;
    const controller = new AbortController();
    api
      .get<MeResponse>('/me', { signal: controller.signal })
      .then((me) => {
        storeSessionUser({ user: me.user, permissions: me.permissions, roles: me.roles });
        setState({
          status: 'signed-in',
          token: checkingToken,
          user: me.user,
          permissions: me.permissions,
          roles: me.roles,
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        signOutLocally();
      });
    return () => controller.abort();
  }, [checkingToken, signOutLocally]);

  const login = useCallback(async (email: string, password: string) => {
    const answer = await api.post<LoginResponse>(
      '/login',
      { email, password },
      { anonymous: true, fallbackMessage: 'Login failed' },
    );
    const { token, user, permissions, roles } = answer;
    storeSession(token, { user, permissions, roles });
    setState({ status: 'signed-in', token, user, permissions, roles });
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.post('/logout');
    } catch {
      // The token is dropped locally whatever the server says (it may already be revoked).
    }
    signOutLocally();
  }, [signOutLocally]);

  const value = useMemo<Session | null>(() => {
    if (state.status === 'checking') return null;
    if (state.status === 'signed-out') {
      return { status: 'signed-out', token: null, user: null, permissions: NONE, roles: NONE, login, logout };
    }
    return {
      status: 'signed-in',
      token: state.token,
      user: state.user,
      permissions: state.permissions,
      roles: state.roles,
      login,
      logout,
    };
  }, [state, login, logout]);

  if (!value) return <LoadingState fullPage label="Loading..." />;
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
