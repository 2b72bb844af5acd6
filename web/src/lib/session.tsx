import type { LoginResponse, MeResponse, SessionUser } from '@hrms/contracts/auth';
import type { LoginAnswer } from '@hrms/contracts/sign-in';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { LoadingState } from '@/components/ui/LoadingState';
import { ApiError, api, setUnauthorizedHandler } from './api';
import {
  clearStoredSession,
  readStoredSession,
  readToken,
  storeSession,
  storeSessionUser,
} from './authStorage';
import { readLoginAnswer } from './loginAnswer';

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
  /**
   * Checks the password; throws ApiError (401 wrong credentials, 403 inactive, 422, 429) for the form to show.
   * When a session comes back it is stored and the user is signed in (`signed-in`); otherwise nobody is signed in
   * yet and the answer says what remains: a code (`two-factor`) or setting two-factor up (`setup`).
   */
  login: (email: string, password: string) => Promise<LoginResult>;
  /** Stores a session won by a second step (a code, or two-factor set up) and signs in with it. */
  completeSignIn: (answer: LoginResponse) => void;
  /** Revokes the token on the server (failure ignored), clears storage and the query cache. */
  logout: () => Promise<void>;
};

/** What remains after the password step: nothing, or a second step with the challenge it needs. */
export type LoginResult =
  | { kind: 'signed-in' }
  | { kind: 'two-factor'; challenge: string }
  | { kind: 'setup'; challenge: string };

const SessionContext = createContext<Session | null>(null);

const NONE: readonly string[] = [];

function initialState(): SessionState {
  const token = readToken();
  return token ? { status: 'checking', token } : { status: 'signed-out' };
}

/**
 * Holds who is signed in. On start-up a stored token is re-validated with GET /api/me while a
 * full-page loading state is shown; any failure there but an unreachable server clears the session. A 401 on any later
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
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Offline (the installed app opened without a network): keep the stored session rather than sign out;
        // the next call that reaches the server re-checks it.
        const stored = readStoredSession();
        if (error instanceof ApiError && error.status === 0 && stored) {
          setState({ status: 'signed-in', token: checkingToken, ...stored });
          return;
        }
        signOutLocally();
      });
    return () => controller.abort();
  }, [checkingToken, signOutLocally]);

  const completeSignIn = useCallback((answer: LoginResponse) => {
    const { token, user, permissions, roles } = answer;
    storeSession(token, { user, permissions, roles });
    setState({ status: 'signed-in', token, user, permissions, roles });
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      const answer = await api.post<LoginAnswer>(
        '/login',
        { email, password },
        { anonymous: true, fallbackMessage: 'Login failed' },
      );
      const step = readLoginAnswer(answer);
      if (step.kind !== 'signed-in') return step;
      completeSignIn(step.session);
      return { kind: 'signed-in' };
    },
    [completeSignIn],
  );

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
      return {
        status: 'signed-out',
        token: null,
        user: null,
        permissions: NONE,
        roles: NONE,
        login,
        completeSignIn,
        logout,
      };
    }
    return {
      status: 'signed-in',
      token: state.token,
      user: state.user,
      permissions: state.permissions,
      roles: state.roles,
      login,
      completeSignIn,
      logout,
    };
  }, [state, login, completeSignIn, logout]);

  if (!value) return <LoadingState fullPage label="Loading..." />;
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
