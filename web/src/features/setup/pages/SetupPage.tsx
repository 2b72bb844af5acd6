import { PageHeader } from '@/components/ui/PageHeader';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatNumber } from '@/lib/format';
import { SETUP_FAILURE, useSetup } from '../api';
import { SetupSteps } from '../components/SetupSteps';
import { setupProgress } from '../progress';

/**
 * /setup: the first run of a company moving in (docs/guide/moving-in.md), every step in order with what it
 * is for and a link to where it is done; the next step to do is marked. An install without a company opens
 * here from the dashboard.
 */
export function SetupPage() {
  const setup = useSetup();
  return (
    <>
      <PageHeader
        title="Setup"
        description="Bring your company in: who it is, where it works, how it pays, then its people and what they bring from your old system."
      />
      <QueryFrame query={setup} failure={SETUP_FAILURE} loadingLabel="Loading the setup checklist..." card>
        {({ company_id, steps }) => {
          const progress = setupProgress(steps);
          return (
            <SectionCard
              title={progress.complete ? 'Your company is set up' : 'Setting up'}
              description={
                company_id === null
                  ? 'No company yet: start by adding yours. Each step relies on the ones before it.'
                  : `${formatNumber(progress.done)} of ${formatNumber(progress.needed)} steps done${progress.complete ? '. The optional steps are for what your old system still holds.' : '. Each step relies on the ones before it.'}`
              }
            >
              <ProgressBar
                done={progress.done}
                total={progress.needed}
                label="Setup steps done"
                className="mb-4 h-2"
              />
              <SetupSteps steps={steps} detailed />
            </SectionCard>
          );
        }}
      </QueryFrame>
    </>
  );
}
