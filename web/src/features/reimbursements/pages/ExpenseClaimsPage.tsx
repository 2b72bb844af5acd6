import type { ClaimStatus as Status } from '@hrms/contracts/enums';
import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import { Check, ReceiptText, X } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatINR } from '@/lib/format';
import { useSession } from '@/lib/session';
import {
  type ClaimFilters,
  useApproveClaim,
  useClaimCategories,
  useClaims,
  useDownloadReceipt,
  useRejectClaim,
} from '../api';
import { ClaimStatus } from '../components/ClaimStatus';
import { RejectClaimDialog } from '../components/RejectClaimDialog';
import { claimantName, STATUS_OPTIONS } from '../labels';

type Target = { kind: 'approve' | 'reject'; claim: ReimbursementClaim } | null;

/** /expense-claims (approve-reimbursements): the company's claims, pending first, to approve or reject. */
export function ExpenseClaimsPage() {
  const { user } = useSession();
  const [filters, setFilters] = useState<ClaimFilters>({
    page: 1,
    status: '',
    employee_id: '',
    category_id: '',
  });
  const claims = useClaims(filters);
  const categories = useClaimCategories();
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const download = useDownloadReceipt();
  const [target, setTarget] = useState<Target>(null);
  const [done, setDone] = useState<string | null>(null);
  const ownId = user?.employee_id ?? null;

  const open = (kind: 'approve' | 'reject', claim: ReimbursementClaim) => {
    setDone(null);
    approve.reset();
    reject.reset();
    setTarget({ kind, claim });
  };
  const change = (changes: Partial<ClaimFilters>) => setFilters((f) => ({ ...f, page: 1, ...changes }));

  const columns: Column<ReimbursementClaim>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (claim) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={claimantName(claim)} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{claimantName(claim)}</p>
            <p className="truncate text-slate-500">{claim.employee.employee_id}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'expense',
      header: 'Expense',
      cell: (claim) => (
        <div className="w-56 space-y-1 whitespace-normal">
          <p className="font-medium text-slate-900">
            {claim.category.name}
            <span className="ml-1 text-xs font-normal text-slate-500">
              {claim.category.is_taxable ? '(taxable)' : '(not taxable)'}
            </span>
          </p>
          <p className="line-clamp-2 break-words text-slate-600" title={claim.description}>
            {claim.description}
          </p>
          <p className="text-xs text-slate-500">{formatDate(claim.expense_date)}</p>
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', align: 'right', cell: (claim) => formatINR(claim.amount) },
    { key: 'status', header: 'Status', cell: (claim) => <ClaimStatus claim={claim} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (claim) => {
        const label = `${claimantName(claim)}’s ${claim.category.name} claim`;
        const decidable = claim.status === 'pending' && claim.employee.id !== ownId;
        return (
          <div className="flex justify-end gap-2">
            {claim.receipt ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => download.mutate(claim)}
                aria-label={`View the receipt of ${label}`}
              >
                Receipt
              </Button>
            ) : null}
            {decidable ? (
              <>
                <Button
                  size="sm"
                  icon={Check}
                  onClick={() => open('approve', claim)}
                  aria-label={`Approve ${label}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  icon={X}
                  onClick={() => open('reject', claim)}
                  aria-label={`Reject ${label}`}
                >
                  Reject
                </Button>
              </>
            ) : null}
          </div>
        );
      },
    },
  ];

  const failure = claims.isError
    ? errorMessage(claims.error, 'Failed to load expense claims')
    : approve.error
      ? errorMessage(approve.error, 'Failed to approve the claim')
      : download.error
        ? errorMessage(download.error, 'Failed to download the receipt')
        : null;

  return (
    <>
      <PageHeader
        title="Expense Claims"
        description="Employees’ expense claims, pending first. Approved claims are paid with the next payroll run."
      />
      <div className="space-y-4">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner message={failure} />
        <FilterBar columns={2} className="">
          <SelectField
            label="Status"
            placeholder="All statuses"
            value={filters.status}
            onChange={(event) => change({ status: event.target.value as Status | '' })}
            options={STATUS_OPTIONS}
          />
          <SelectField
            label="Category"
            placeholder={categories.isPending ? 'Loading categories...' : 'All categories'}
            value={filters.category_id}
            onChange={(event) => change({ category_id: event.target.value })}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </FilterBar>
        <div className={claims.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            caption="Expense claims"
            columns={columns}
            rows={claims.data?.data}
            rowKey={(claim) => claim.id}
            loading={claims.isPending}
            empty={
              <EmptyState
                icon={ReceiptText}
                title="No expense claims found"
                hint={
                  filters.status || filters.category_id
                    ? 'No claim matches these filters.'
                    : 'Nobody has claimed an expense yet.'
                }
              />
            }
          />
        </div>
        {claims.data ? (
          <Pagination
            currentPage={claims.data.current_page}
            lastPage={claims.data.last_page}
            total={claims.data.total}
            perPage={claims.data.per_page}
            onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={target?.kind === 'approve'}
        title="Approve Expense Claim"
        message={
          target
            ? `Approve ${claimantName(target.claim)}’s ${target.claim.category.name} claim of ${formatINR(target.claim.amount)}? It is paid with the next payroll run.`
            : ''
        }
        confirmLabel="Approve"
        pendingLabel="Approving..."
        tone="primary"
        pending={approve.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (!target) return;
          approve.mutate(target.claim.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: () => setTarget(null),
          });
        }}
      />
      <RejectClaimDialog
        open={target?.kind === 'reject'}
        claimant={target ? claimantName(target.claim) : ''}
        pending={reject.isPending}
        error={reject.error ? errorMessage(reject.error, 'Failed to reject the claim') : null}
        onCancel={() => setTarget(null)}
        onReject={(reason) => {
          if (!target) return;
          reject.mutate(
            { id: target.claim.id, reason },
            {
              onSuccess: (answer) => {
                setDone(answer.message);
                setTarget(null);
              },
            },
          );
        }}
      />
    </>
  );
}
