import { PageHeader } from '@/components/ui/PageHeader';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { SessionsSection } from '../components/SessionsSection';
import { TwoFactorSection } from '../components/TwoFactorSection';

/**
 * /account/security: any signed-in user's own two-factor authentication, the sessions they hold and their API keys
 * for integrations.
 */
export function AccountSecurityPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Sign-in & Security"
        description="A second step when you sign in, the devices where you are signed in, and keys for integrations."
      />
      <TwoFactorSection />
      <SessionsSection />
      <ApiKeysSection />
    </div>
  );
}
