import { STATUTORY_SCHEMES, type StatutoryScheme } from '@hrms/contracts/statutory';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { StatutoryRateForm } from '../components/StatutoryRateForm';

const schemeParam = (value: string | null): StatutoryScheme =>
  (STATUTORY_SCHEMES as readonly string[]).includes(value ?? '') ? (value as StatutoryScheme) : 'PF';

/** /statutory-rates/create?scheme=&state_code= (manage-statutory-rates): a new dated version. */
export function StatutoryRateCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Add Statutory Rates"
        description="A new version applies from its date; earlier months keep the rules they were paid under."
        actions={
          <ButtonLink to="/statutory-rates" variant="secondary" icon={ArrowLeft}>
            Back to Statutory Rates
          </ButtonLink>
        }
      />
      <StatutoryRateForm
        initial={{
          scheme: schemeParam(params.get('scheme')),
          state_code: (params.get('state_code') ?? '').toUpperCase(),
        }}
        onSaved={({ message }) => navigate('/statutory-rates', { state: flashState(message) })}
      />
    </>
  );
}
