import type { LeavePolicy } from '@hrms/contracts/leave-policies';
import { ArrowLeft, FileStack, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCompanyOptions } from '@/features/organisation';
import { errorMessage } from '@/lib/api';
import { recordIdOf } from '@/lib/listParams';
import { LeaveTypeBadge } from '../components/LeaveTypeBadge';
import { useLeavePolicies } from '../policyApi';
import { workingWeekSummary } from '../policyForm';
import { policyPayBasisLabel } from '../policyLabels';

const assignments = (n: number) => (n === 1 ? '1 assignment' : `${n} assignments`);

/**
 * /leave-policies (manage-leave-policies): the company's leave policies with their leave types, the
 * default one first; a user with several companies picks one (or sees them all).
 */
export function LeavePoliciesPage() {
  const companies = useCompanyOptions();
  const several = (companies.data?.length ?? 0) > 1;
  const [params, setParams] = useSearchParams();
  const companyParam = params.get('company_id') ?? '';
  const companyId = recordIdOf(companyParam);
  const policies = useLeavePolicies(companyId);
  const showCompany = several && companyId === null;

  const columns: Column<LeavePolicy>[] = [
    {
      key: 'name',
      header: 'Policy',
      className: 'whitespace-normal min-w-48',
      cell: (policy) => (
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/leave-policies/${policy.id}`}
              className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
            >
              {policy.name}
            </Link>
            {policy.is_default ? <Badge tone="indigo">Default</Badge> : null}
          </div>
          {policy.description ? (
            <p className="line-clamp-2 text-xs text-slate-500">{policy.description}</p>
          ) : null}
        </div>
      ),
    },
    ...(showCompany
      ? [{ key: 'company', header: 'Company', cell: (policy: LeavePolicy) => policy.company.name }]
      : []),
    {
      key: 'types',
      header: 'Leave types',
      className: 'whitespace-normal min-w-56',
      cell: (policy) =>
        policy.rules.length ? (
          <ul aria-label={`Leave types of ${policy.name}`} className="flex flex-wrap gap-1.5">
            {policy.rules.map((rule) => (
              <li key={rule.leave_type_id}>
                <LeaveTypeBadge type={rule.leave_type} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">None yet</span>
        ),
    },
    {
      key: 'week',
      header: 'Working week and pay',
      className: 'whitespace-normal min-w-48',
      cell: (policy) => (
        <>
          <span className="block">{workingWeekSummary(policy.weekly_offs)}</span>
          <span className="block text-slate-500">{policyPayBasisLabel(policy.pay_basis)}</span>
        </>
      ),
    },
    {
      key: 'assigned',
      header: 'Assigned to',
      cell: (policy) =>
        policy.is_default && policy.assignment_count === 0 ? (
          <span className="text-slate-500">Everyone not assigned another</span>
        ) : (
          assignments(policy.assignment_count)
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (policy) => (
        <ButtonLink
          to={`/leave-policies/${policy.id}`}
          size="sm"
          variant="ghost"
          aria-label={`Open ${policy.name}`}
        >
          Open
        </ButtonLink>
      ),
    },
  ];

  const newTo = companyId ? `/leave-policies/new?company_id=${companyId}` : '/leave-policies/new';

  return (
    <>
      <PageHeader
        title="Leave Policies"
        description="Which leave types each group of employees gets, how the days accrue and carry forward, and the rules for taking them."
        actions={
          <>
            <ButtonLink to="/leaves" variant="secondary" icon={ArrowLeft}>
              Leave Requests
            </ButtonLink>
            <ButtonLink to={newTo} icon={Plus}>
              New policy
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        {several ? (
          <FilterBar columns={3} className="">
            <CompanyFilter
              companies={companies}
              value={companyId ? String(companyId) : ''}
              allLabel="All companies"
              onChange={(value) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value) next.set('company_id', value);
                    else next.delete('company_id');
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          </FilterBar>
        ) : null}
        <ErrorBanner
          message={policies.isError ? errorMessage(policies.error, 'Failed to load leave policies') : null}
        />
        <DataTable
          caption="Leave policies"
          columns={columns}
          rows={policies.data}
          rowKey={(policy) => policy.id}
          loading={policies.isPending}
          className={policies.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            <EmptyState
              icon={FileStack}
              title="No leave policies found"
              hint="Each company starts with a default policy; add one for a group with other rules."
              action={
                <ButtonLink to={newTo} icon={Plus}>
                  New policy
                </ButtonLink>
              }
            />
          }
        />
      </div>
    </>
  );
}
