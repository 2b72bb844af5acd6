import { Plus, Scale } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { useCan } from '@/lib/useCan';
import { useDeleteStatutoryRate, useStatutoryRates } from '../api';
import { RateVersion } from '../components/RateVersion';
import { addVersionPath, groupVersions } from '../groups';

/**
 * /statutory-rates: the dated PF, ESIC, LWF and PT rules payroll applies, grouped by scheme and state.
 * Only a super admin (manage-statutory-rates) adds, edits and deletes versions.
 */
export function StatutoryRatesPage() {
  const canManage = useCan('manage-statutory-rates');
  const rates = useStatutoryRates();
  const remove = useDeleteStatutoryRate();
  const today = todayISO();
  const groups = rates.data ? groupVersions(rates.data) : [];

  return (
    <>
      <PageHeader
        title="Statutory Rates"
        description="PF, ESIC, labour welfare fund and professional-tax rules, each in force from its date until the next version."
        actions={
          canManage ? (
            <ButtonLink to={addVersionPath()} icon={Plus}>
              Add version
            </ButtonLink>
          ) : null
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">
        <FlashBanner />
        {remove.isSuccess ? <SuccessBanner message={remove.data.message} onDismiss={remove.reset} /> : null}
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete statutory rates') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner
          message={rates.isError ? errorMessage(rates.error, 'Failed to fetch statutory rates') : null}
        />
      </div>

      {rates.isPending ? (
        <LoadingState variant="table" label="Loading statutory rates..." />
      ) : rates.data && groups.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={Scale}
            title="No statutory rates yet"
            hint={
              canManage
                ? 'Add the first version of a rate; it applies from its date until the next one.'
                : 'The rates appear here once an administrator adds them.'
            }
            action={
              canManage ? (
                <ButtonLink to={addVersionPath()} icon={Plus}>
                  Add version
                </ButtonLink>
              ) : null
            }
          />
        </div>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <SectionCard
              key={group.key}
              title={group.title}
              bodyClassName="divide-y divide-slate-100"
              actions={
                canManage ? (
                  <ButtonLink to={addVersionPath(group)} variant="secondary" size="sm" icon={Plus}>
                    Add version
                  </ButtonLink>
                ) : null
              }
            >
              {group.versions.map((version) => (
                <RateVersion
                  key={version.id}
                  version={version}
                  today={today}
                  canManage={canManage}
                  deletable={group.versions.length > 1}
                  deleting={remove.isPending && remove.variables === version.id}
                  onDelete={() => remove.mutate(version.id)}
                />
              ))}
            </SectionCard>
          ))}
        </div>
      )}
    </>
  );
}
