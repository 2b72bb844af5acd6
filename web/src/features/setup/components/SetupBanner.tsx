import { ArrowRight } from 'lucide-react';
import { Navigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useSetup } from '../api';
import { setupProgress } from '../progress';

/**
 * On the dashboard of whoever sets the company up: an install without a company goes straight to the setup;
 * a company still without its people shows how far the setup is and the next step. Once employees are in,
 * the dashboard is the company's own and the banner goes (the checklist stays on the setup page).
 */
export function SetupBanner() {
  const allowed = useCan(['import-data', 'update-company-settings']);
  const setup = useSetup(allowed);
  if (!allowed || !setup.data) return null;
  if (setup.data.company_id === null) return <Navigate to="/setup" replace />;
  const { steps } = setup.data;
  if (steps.find((s) => s.key === 'employees')?.done) return null;
  const progress = setupProgress(steps);
  return (
    <section
      aria-label="Setting up"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-indigo-100 bg-indigo-50 px-5 py-4 sm:flex-row sm:items-center"
    >
      <div className="grow text-sm text-indigo-900">
        <p className="font-semibold">
          Setting up: {formatNumber(progress.done)} of {formatNumber(progress.needed)} steps done
        </p>
        {progress.next ? <p>Next: {progress.next.title}</p> : null}
      </div>
      <ButtonLink to="/setup" size="sm" icon={ArrowRight}>
        Continue setting up
      </ButtonLink>
    </section>
  );
}
