import { Layers } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useDeleteTaxRegime, useTaxRegime } from '../api';
import { ActiveBadge } from '../components/ComponentBadges';
import { RegimeAllowances } from '../components/RegimeAllowances';
import { RegimeSettings, SlabTable } from '../components/RegimeDetails';
import { TaxCalculator } from '../components/TaxCalculator';
import { REGIME_RECORD } from '../recordKinds';

/** /tax-regimes/{id}: a regime, its slabs and settings, and a calculator to try it on an income. */
export function TaxRegimeDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const canEdit = useCan('update-tax-regimes');
  const canDelete = useCan('delete-tax-regimes');
  const canManageSlabs = useCan('manage-tax-slabs');
  const query = useTaxRegime(id);
  const remove = useDeleteTaxRegime();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Tax Regime"
      loadingLabel="Loading tax regime..."
      {...REGIME_RECORD}
    >
      {(regime) => (
        <>
          <RecordPageHeader
            title={regime.name}
            description={
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span className="font-mono">{regime.code}</span>
                <span>· FY {regime.financial_year}</span>
                {regime.is_default ? <Badge tone="indigo">Default</Badge> : null}
                <ActiveBadge active={regime.is_active} />
              </span>
            }
            backTo="/tax-regimes"
            backLabel="Back to Tax Regimes"
            deletion={
              canDelete
                ? {
                    thing: 'tax regime',
                    record: regime,
                    mutation: remove,
                    returnTo: '/tax-regimes',
                    replace: true,
                    failureFallback: 'Failed to delete tax regime',
                  }
                : null
            }
            editTo={canEdit ? `/tax-regimes/${regime.id}/edit` : null}
          />

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

              <SectionCard
                title="Exemptions and Deductions"
                description="Besides the standard deduction, each with its yearly limit."
              >
                <RegimeAllowances regime={regime} />
              </SectionCard>

              {regime.tax_slabs.length ? (
                <TaxCalculator regimeId={regime.id} metadata={regime.metadata} />
              ) : null}
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
              <TimestampsCard
                created={formatDateTime(regime.created_at)}
                updated={formatDateTime(regime.updated_at)}
              />
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}
