import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { useSession } from '@/lib/session';
import { useSignInWithChallenge } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { ssoFailurePath, tokenFromHash } from '../singleSignOn';

/**
 * /login/sso (signed out): where the server sends the browser back from an identity provider, the new session's
 * token in the fragment (`#token=…`, never sent to a server). The fragment is taken out of the address at once,
 * GET /api/me with the token says who it signs in, and the dashboard follows. Without a token, or when it fails,
 * back to the sign-in page with the reason.
 */
export function SsoCallbackPage() {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const { mutate: signIn } = useSignInWithChallenge();

  // Once a mount (StrictMode runs effects twice): the fragment is gone after the first run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromHash(window.location.hash);
    window.history.replaceState(null, '', '/login/sso');
    if (!token) {
      navigate(ssoFailurePath(), { replace: true });
      return;
    }
    signIn(token, {
      onSuccess: (session) => {
        completeSignIn(session);
        navigate('/', { replace: true });
      },
      onError: () => navigate(ssoFailurePath(), { replace: true }),
    });
  }, [completeSignIn, navigate, signIn]);

  return (
    <AuthLayout title="Signing in">
      <LoadingState label="Signing you in..." />
    </AuthLayout>
  );
}
