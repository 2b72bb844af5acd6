import { ArrowLeft, Info, Layers } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { flashState } from '@/lib/flash';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useTaxRegime } from '../api';
import { TaxRegimeForm } from '../components/TaxRegimeForm';
import { REGIME_RECORD } from '../recordKinds';

/** /tax-regimes/{id}/edit (update-tax-regimes, checked by the route); saving returns to /tax-regimes. */
export function TaxRegimeEditPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const canManageSlabs = useCan('manage-tax-slabs');
  const query = useTaxRegime(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Edit Tax Regime"
      loadingLabel="Loading tax regime..."
      {...REGIME_RECORD}
    >
      {(regime) => (
        <>
          <PageHeader
            title="Edit Tax Regime"
            description={
              <>
                <span data-name>{regime.name}</span> · FY {regime.financial_year}
              </>
            }
            actions={
              <>
                <ButtonLink to={`/tax-regimes/${regime.id}`} variant="secondary" icon={ArrowLeft}>
                  Back to Regime
                </ButtonLink>
                {canManageSlabs ? (
                  <ButtonLink to={`/tax-regimes/${regime.id}/slabs`} icon={Layers}>
                    Manage Tax Slabs
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <div className="mb-6 space-y-4 empty:hidden">
            <FlashBanner />
            {canManageSlabs && regime.tax_slabs.length === 0 ? (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
                <Info aria-hidden="true" className="size-4 shrink-0 text-sky-600" />
                This regime has no tax slabs yet.
                <Link
                  to={`/tax-regimes/${regime.id}/slabs`}
                  className="font-medium text-indigo-700 underline"
                >
                  Set them up
                </Link>
              </p>
            ) : null}
          </div>
          <TaxRegimeForm
            key={regime.id}
            regime={regime}
            onSaved={({ message }) => navigate('/tax-regimes', { state: flashState(message) })}
          />
        </>
      )}
    </RecordLoader>
  );
}
