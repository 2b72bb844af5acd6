import type { TaxRegime } from '@hrms/contracts/compensation';
import { ArrowLeft } from 'lucide-react';
import { useBlocker, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { routeId } from '@/lib/routeId';
import { useTaxRegime } from '../api';
import { SlabEditor } from '../components/SlabEditor';
import { TaxCalculator } from '../components/TaxCalculator';
import { REGIME_RECORD } from '../recordKinds';
import { useSlabEditor } from '../useSlabEditor';

/** /tax-regimes/{id}/slabs (manage-tax-slabs, checked by the route): edit the slabs, try an income. */
export function TaxSlabsPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useTaxRegime(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Manage Tax Slabs"
      loadingLabel="Loading tax regime..."
      {...REGIME_RECORD}
    >
      {(regime) => <ManageSlabs key={regime.id} regime={regime} />}
    </RecordLoader>
  );
}

function ManageSlabs({ regime }: { regime: TaxRegime }) {
  const editor = useSlabEditor(regime);
  // Leaving with unsaved slabs asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => editor.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <>
      <PageHeader
        title="Manage Tax Slabs"
        description={
          <>
            <span data-name>{regime.name}</span> ({regime.code}) · FY {regime.financial_year} ·{' '}
            {regime.country.name}
          </>
        }
        actions={
          <>
            <ButtonLink to={`/tax-regimes/${regime.id}/edit`} variant="secondary">
              Edit Regime
            </ButtonLink>
            <ButtonLink to={`/tax-regimes/${regime.id}`} variant="secondary" icon={ArrowLeft}>
              Back to Regime
            </ButtonLink>
          </>
        }
      />
      <FlashBanner className="mb-6" />
      <div className="space-y-6">
        <SlabEditor editor={editor} />
        <TaxCalculator
          regimeId={regime.id}
          metadata={regime.metadata}
          note={
            editor.dirty
              ? 'Works out the tax with the saved slabs: save your changes to try them.'
              : 'See the tax these slabs and the regime’s settings work out for an annual income.'
          }
        />
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to the tax slabs have not been saved and will be lost."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
