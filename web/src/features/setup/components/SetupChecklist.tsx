import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatNumber } from '@/lib/format';
import { SETUP_FAILURE, useSetup } from '../api';
import { setupProgress } from '../progress';
import { SetupSteps } from './SetupSteps';

/** What a company moving in has set up and what is left, as a card (the import page). */
export function SetupChecklist() {
  const setup = useSetup();
  return (
    <QueryFrame query={setup} failure={SETUP_FAILURE} loadingLabel="Loading the setup checklist...">
      {({ steps }) => {
        const progress = setupProgress(steps);
        return (
          <SectionCard
            title="Setting up"
            description={`${formatNumber(progress.done)} of ${formatNumber(progress.needed)} steps done. Work down the list: each step relies on the ones before it.`}
          >
            <SetupSteps steps={steps} />
          </SectionCard>
        );
      }}
    </QueryFrame>
  );
}
