import { useParams } from 'react-router';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { formatDateTime } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useDeleteSalaryComponent, useSalaryComponent } from '../api';
import { wageClassLabel } from '../componentForm';
import { ActiveBadge, CalculationBadge, StatutoryBadge, TypeBadge } from '../components/ComponentBadges';
import { metadataJson, TYPE_LABELS } from '../labels';
import { COMPONENT_RECORD } from '../recordKinds';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /salary-components/{id}: one component's settings, properties and timestamps. */
export function SalaryComponentDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const canEdit = useCan('update-salary-components');
  const canDelete = useCan('delete-salary-components');
  const query = useSalaryComponent(id);
  const remove = useDeleteSalaryComponent();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Salary Component"
      loadingLabel="Loading salary component..."
      {...COMPONENT_RECORD}
    >
      {(component) => {
        const metadata = metadataJson(component.metadata);
        return (
          <>
            <RecordPageHeader
              title={component.name}
              description={
                <span className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="font-mono">{component.code}</span>
                  <TypeBadge type={component.type} />
                  <StatutoryBadge statutory={component.is_statutory} />
                  <ActiveBadge active={component.is_active} />
                </span>
              }
              backTo="/salary-components"
              backLabel="Back to Components"
              deletion={
                canDelete && !component.is_system_defined
                  ? {
                      thing: 'salary component',
                      record: component,
                      mutation: remove,
                      returnTo: '/salary-components',
                      replace: true,
                      failureFallback: 'Failed to delete salary component',
                    }
                  : null
              }
              editTo={canEdit ? `/salary-components/${component.id}/edit` : null}
            />

            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-6 lg:col-span-2">
                <SectionCard title="Component Information">
                  <DetailList>
                    <DetailItem label="Name">{component.name}</DetailItem>
                    <DetailItem label="Code">
                      <span className="font-mono">{component.code}</span>
                    </DetailItem>
                    <DetailItem label="Type">{TYPE_LABELS[component.type]}</DetailItem>
                    <DetailItem label="Calculation Type">
                      <CalculationBadge type={component.calculation_type} />
                    </DetailItem>
                    {component.formula ? (
                      <DetailItem label="Formula" wide>
                        <code className="rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-800">
                          {component.formula}
                        </code>
                      </DetailItem>
                    ) : null}
                    <DetailItem label="Country">{component.country?.name || 'Not specified'}</DetailItem>
                    <DetailItem label="Under the Labour Codes">
                      {wageClassLabel(component.wage_class, component.exclusion_clause)}
                    </DetailItem>
                    <DetailItem label="Taxable">{yesNo(component.is_taxable)}</DetailItem>
                  </DetailList>
                </SectionCard>

                <SectionCard title="Additional Information">
                  {metadata ? (
                    <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-mono text-xs text-slate-800 ring-1 ring-slate-200 ring-inset">
                      {metadata}
                    </pre>
                  ) : (
                    <p className="text-sm text-slate-500">No additional information.</p>
                  )}
                </SectionCard>
              </div>

              <div className="min-w-0 space-y-6">
                <SectionCard title="Properties">
                  <DetailList columns={1}>
                    <DetailItem label="Statutory Component">{yesNo(component.is_statutory)}</DetailItem>
                    <DetailItem label="Taxable">{yesNo(component.is_taxable)}</DetailItem>
                    <DetailItem label="System Defined">{yesNo(component.is_system_defined)}</DetailItem>
                    <DetailItem label="Status">
                      <ActiveBadge active={component.is_active} />
                    </DetailItem>
                  </DetailList>
                </SectionCard>
                <TimestampsCard
                  created={formatDateTime(component.created_at)}
                  updated={formatDateTime(component.updated_at)}
                />
              </div>
            </div>
          </>
        );
      }}
    </RecordLoader>
  );
}
