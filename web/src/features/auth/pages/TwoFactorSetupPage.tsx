import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useSignInWithChallenge } from '../api';
import { AuthHeading, AuthLayout, BackToSignIn } from '../components/AuthLayout';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { TwoFactorEnrolment } from '../components/TwoFactorEnrolment';
import { challengeFromState } from '../twoFactor';

const TITLE = 'Set up two-factor authentication';

/**
 * /two-factor-setup (signed out): sign-in for someone whose company requires two-factor of their role and who
 * has none. The password step's challenge (in the router's state) authorises setting it up; once on, that
 * same token is a session, and Continue signs in with it. Without a challenge, back to sign-in.
 */
export function TwoFactorSetupPage() {
  const challenge = challengeFromState(useLocation().state);
  if (!challenge) return <Navigate to="/login" replace />;
  return <TwoFactorSetup challenge={challenge} />;
}

function TwoFactorSetup({ challenge }: { challenge: string }) {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  const signIn = useSignInWithChallenge();
  const [codes, setCodes] = useState<string[] | null>(null);

  function continueSignedIn() {
    signIn.mutate(challenge, {
      onSuccess: (session) => {
        completeSignIn(session);
        navigate('/', { replace: true });
      },
    });
  }

  return (
    <AuthLayout title={TITLE}>
      <AuthHeading
        title={TITLE}
        description="Your company requires a second step when you sign in. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy) or type the key, then enter the code it shows."
      />
      <div className="mt-8 space-y-5">
        {codes ? (
          <>
            <ErrorBanner message={signIn.isError ? errorMessage(signIn.error, 'Failed to sign in') : null} />
            <RecoveryCodesPanel
              codes={codes}
              confirmation="Two-factor authentication is on."
              doneLabel="Continue"
              pending={signIn.isPending}
              onDone={continueSignedIn}
            />
          </>
        ) : (
          <>
            <TwoFactorEnrolment bearer={challenge} onEnabled={setCodes} />
            <BackToSignIn />
          </>
        )}
      </div>
    </AuthLayout>
  );
}
