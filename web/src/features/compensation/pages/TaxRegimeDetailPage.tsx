import { ArrowLeft, Layers, Pencil } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { DetailItem, DetailList } from '../../../components/ui/DetailList';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { FlashBanner } from '../../../components/ui/FlashBanner';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SectionCard } from '../../../components/ui/SectionCard';
import { errorMessage } from '../../../lib/api';
import { flashState } from '../../../lib/flash';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { useDeleteTaxRegime, useTaxRegime } from '../api';
import { ActiveBadge } from '../components/ComponentBadges';
import { DeleteButton } from '../components/DeleteButton';
import { RecordState, routeId } from '../components/RecordState';
import { RegimeSettings, SlabTable } from '../components/RegimeDetails';
import { TaxCalculator } from '../components/TaxCalculator';

/** /tax-regimes/{id}: a regime, its slabs and settings, and a calculator to try it on an income. */
export function TaxRegimeDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const canEdit = useCan('update-tax-regimes');
  const canDelete = useCan('delete-tax-regimes');
  const canManageSlabs = useCan('manage-tax-slabs');
  const query = useTaxRegime(id);
  const remove = useDeleteTaxRegime();

  return (
    <RecordState
      query={query}
      validId={valid}
      title="Tax Regime"
      notFoundTitle="Tax Regime Not Found"
      notFoundMessage="Tax regime not found"
      backTo="/tax-regimes"
      backLabel="Back to Tax Regimes"
      errorFallback="Failed to fetch tax regime"
      loadingLabel="Loading tax regime..."
    >
      {(regime) => (
        <>
          <PageHeader
            title={regime.name}
            description={
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span className="font-mono">{regime.code}</span>
                <span>· FY {regime.financial_year}</span>
                {regime.is_default ? <Badge tone="indigo">Default</Badge> : null}
                <ActiveBadge active={regime.is_active} />
              </span>
            }
            actions={
              <>
                <ButtonLink to="/tax-regimes" variant="secondary" icon={ArrowLeft}>
                  Back to Tax Regimes
                </ButtonLink>
                {canDelete ? (
                  <DeleteButton
                    thing="tax regime"
                    name={regime.name}
                    pending={remove.isPending}
                    onConfirm={() =>
                      remove.mutate(regime.id, {
                        onSuccess: ({ message }) =>
                          navigate('/tax-regimes', { replace: true, state: flashState(message) }),
                      })
                    }
                  />
                ) : null}
                {canEdit ? (
                  <ButtonLink to={`/tax-regimes/${regime.id}/edit`} icon={Pencil}>
                    Edit
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <div className="mb-6 space-y-4 empty:hidden">
            <FlashBanner />
            <ErrorBanner
              message={remove.isError ? errorMessage(remove.error, 'Failed to delete tax regime') : null}
              onDismiss={remove.reset}
            />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <SectionCard title="Regime Information">
                <DetailList>
                  <DetailItem label="Regime Name">{regime.name}</DetailItem>
                  <DetailItem label="Financial Year">{regime.financial_year}</DetailItem>
                  <DetailItem label="Country">{regime.country.name}</DetailItem>
                  <DetailItem label="Currency">
                    {regime.country.currency_code} ({regime.country.currency_symbol})
                  </DetailItem>
                  <DetailItem label="Effective From">{formatDate(regime.effective_from)}</DetailItem>
                  <DetailItem label="Effective To">{formatDate(regime.effective_to)}</DetailItem>
                  <DetailItem label="Description" wide>
                    {regime.description}
                  </DetailItem>
                </DetailList>
              </SectionCard>

              <SectionCard
                title="Tax Slabs"
                bodyClassName="p-0"
                actions={
                  canManageSlabs ? (
                    <ButtonLink
                      to={`/tax-regimes/${regime.id}/slabs`}
                      variant="secondary"
                      size="sm"
                      icon={Layers}
                    >
                      Manage Slabs
                    </ButtonLink>
                  ) : null
                }
              >
                <SlabTable regime={regime} />
              </SectionCard>

              <SectionCard title="Deductions, Rebate and Surcharge">
                <RegimeSettings regime={regime} />
              </SectionCard>

              {regime.tax_slabs.length ? <TaxCalculator regimeId={regime.id} /> : null}
            </div>

            <div className="min-w-0 space-y-6">
              <SectionCard title="Properties">
                <DetailList columns={1}>
                  <DetailItem label="Default Regime">
                    {regime.is_default ? 'Yes — used for new employees by default' : 'No'}
                  </DetailItem>
                  <DetailItem label="Status">
                    <ActiveBadge active={regime.is_active} />
                  </DetailItem>
                </DetailList>
              </SectionCard>
              <SectionCard title="Timestamps">
                <DetailList columns={1}>
                  <DetailItem label="Created">{formatDateTime(regime.created_at)}</DetailItem>
                  <DetailItem label="Last Updated">{formatDateTime(regime.updated_at)}</DetailItem>
                </DetailList>
              </SectionCard>
            </div>
          </div>
        </>
      )}
    </RecordState>
  );
}
