import { ArrowLeft, Pencil } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { DetailItem, DetailList } from '../../../components/ui/DetailList';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { FlashBanner } from '../../../components/ui/FlashBanner';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SectionCard } from '../../../components/ui/SectionCard';
import { errorMessage } from '../../../lib/api';
import { flashState } from '../../../lib/flash';
import { formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { useDeleteSalaryComponent, useSalaryComponent } from '../api';
import { ActiveBadge, CalculationBadge, StatutoryBadge, TypeBadge } from '../components/ComponentBadges';
import { DeleteButton } from '../components/DeleteButton';
import { RecordState, routeId } from '../components/RecordState';
import { metadataJson, TYPE_LABELS } from '../labels';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /salary-components/{id}: one component's settings, properties and timestamps. */
export function SalaryComponentDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const canEdit = useCan('update-salary-components');
  const canDelete = useCan('delete-salary-components');
  const query = useSalaryComponent(id);
  const remove = useDeleteSalaryComponent();

  return (
    <RecordState
      query={query}
      validId={valid}
      title="Salary Component"
      notFoundTitle="Component Not Found"
      notFoundMessage="The salary component does not exist, or it has been deleted."
      backTo="/salary-components"
      backLabel="Back to Components"
      errorFallback="Failed to fetch salary component"
      loadingLabel="Loading salary component..."
    >
      {(component) => {
        const metadata = metadataJson(component.metadata);
        return (
          <>
            <PageHeader
              title={component.name}
              description={
                <span className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="font-mono">{component.code}</span>
                  <TypeBadge type={component.type} />
                  <StatutoryBadge statutory={component.is_statutory} />
                  <ActiveBadge active={component.is_active} />
                </span>
              }
              actions={
                <>
                  <ButtonLink to="/salary-components" variant="secondary" icon={ArrowLeft}>
                    Back to Components
                  </ButtonLink>
                  {canDelete && !component.is_system_defined ? (
                    <DeleteButton
                      thing="salary component"
                      name={component.name}
                      pending={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(component.id, {
                          onSuccess: ({ message }) =>
                            navigate('/salary-components', { replace: true, state: flashState(message) }),
                        })
                      }
                    />
                  ) : null}
                  {canEdit ? (
                    <ButtonLink to={`/salary-components/${component.id}/edit`} icon={Pencil}>
                      Edit
                    </ButtonLink>
                  ) : null}
                </>
              }
            />
            <div className="mb-6 space-y-4 empty:hidden">
              <FlashBanner />
              <ErrorBanner
                message={
                  remove.isError ? errorMessage(remove.error, 'Failed to delete salary component') : null
                }
                onDismiss={remove.reset}
              />
            </div>

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
                <SectionCard title="Timestamps">
                  <DetailList columns={1}>
                    <DetailItem label="Created">{formatDateTime(component.created_at)}</DetailItem>
                    <DetailItem label="Last Updated">{formatDateTime(component.updated_at)}</DetailItem>
                  </DetailList>
                </SectionCard>
              </div>
            </div>
          </>
        );
      }}
    </RecordState>
  );
}
