import { PageHeader } from '@/components/ui/PageHeader';
import { SessionsSection } from '../components/SessionsSection';
import { TwoFactorSection } from '../components/TwoFactorSection';

/** /account/security: any signed-in user's own two-factor authentication and the sessions they hold. */
export function AccountSecurityPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Sign-in & Security"
        description="A second step when you sign in, and the devices where you are signed in."
      />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
