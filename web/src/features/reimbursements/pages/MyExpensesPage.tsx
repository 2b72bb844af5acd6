import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import { Plus, Receipt, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatINR } from '@/lib/format';
import { useSession } from '@/lib/session';
import {
  type ClaimFilters,
  useClaimCategories,
  useClaims,
  useDownloadReceipt,
  useWithdrawClaim,
} from '../api';
import { ClaimStatus } from '../components/ClaimStatus';
import { NewClaimDialog } from '../components/NewClaimDialog';

/** /my-expenses: everyone with an employee record claims expenses and follows them until paid. */
export function MyExpensesPage() {
  const { user } = useSession();
  const employeeId = user?.employee_id ?? null;
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const categories = useClaimCategories();
  return (
    <>
      <PageHeader
        title="My Expenses"
        description="Claim expenses you paid for work; approved claims are paid with your next salary."
        actions={
          employeeId ? (
            <Button
              icon={Plus}
              disabled={!categories.data}
              onClick={() => {
                setDone(null);
                setCreating(true);
              }}
            >
              New Claim
            </Button>
          ) : null
        }
      />
      {employeeId ? (
        <div className="space-y-4">
          <SuccessBanner message={done} onDismiss={() => setDone(null)} />
          <ErrorBanner
            message={
              categories.isError ? errorMessage(categories.error, 'Failed to load expense categories') : null
            }
          />
          <MyClaims onDone={setDone} />
          <NewClaimDialog
            open={creating}
            categories={categories.data ?? []}
            onClose={() => setCreating(false)}
            onSubmitted={(message) => {
              setCreating(false);
              setDone(message);
            }}
          />
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserRound}
            title="No employee record"
            hint="Your account is not linked to an employee, so there are no expenses to claim."
          />
        </div>
      )}
    </>
  );
}

function MyClaims({ onDone }: { onDone: (message: string) => void }) {
  const [filters, setFilters] = useState<ClaimFilters>({
    page: 1,
    status: '',
    employee_id: '',
    category_id: '',
  });
  const claims = useClaims(filters);
  const withdraw = useWithdrawClaim();
  const download = useDownloadReceipt();
  const [withdrawing, setWithdrawing] = useState<ReimbursementClaim | null>(null);

  const columns: Column<ReimbursementClaim>[] = [
    {
      key: 'expense',
      header: 'Expense',
      cell: (claim) => (
        <div className="w-56 space-y-1 whitespace-normal">
          <p className="font-medium text-slate-900">{claim.category.name}</p>
          <p className="line-clamp-2 break-words text-slate-600" title={claim.description}>
            {claim.description}
          </p>
        </div>
      ),
    },
    { key: 'date', header: 'Date', cell: (claim) => formatDate(claim.expense_date) },
    { key: 'amount', header: 'Amount', align: 'right', cell: (claim) => formatINR(claim.amount) },
    { key: 'status', header: 'Status', cell: (claim) => <ClaimStatus claim={claim} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (claim) => (
        <div className="flex justify-end gap-2">
          {claim.receipt ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => download.mutate(claim)}
              aria-label={`Download the receipt of the ${claim.category.name} claim of ${formatDate(claim.expense_date)}`}
            >
              Receipt
            </Button>
          ) : null}
          {claim.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                withdraw.reset();
                setWithdrawing(claim);
              }}
              aria-label={`Withdraw the ${claim.category.name} claim of ${formatDate(claim.expense_date)}`}
            >
              Withdraw
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <ErrorBanner
        message={
          claims.isError
            ? errorMessage(claims.error, 'Failed to load expense claims')
            : withdraw.error
              ? errorMessage(withdraw.error, 'Failed to withdraw the claim')
              : download.error
                ? errorMessage(download.error, 'Failed to download the receipt')
                : null
        }
      />
      <DataTable
        caption="My expense claims"
        columns={columns}
        rows={claims.data?.data}
        rowKey={(claim) => claim.id}
        loading={claims.isPending}
        empty={
          <EmptyState
            icon={Receipt}
            title="No expense claims yet"
            hint="Use New Claim to claim back an expense you paid for work."
          />
        }
      />
      {claims.data ? (
        <Pagination
          currentPage={claims.data.current_page}
          lastPage={claims.data.last_page}
          total={claims.data.total}
          perPage={claims.data.per_page}
          onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw Expense Claim"
        message={
          withdrawing
            ? `Withdraw your ${withdrawing.category.name} claim of ${formatINR(withdrawing.amount)}? It is removed with its receipt.`
            : ''
        }
        confirmLabel="Withdraw Claim"
        pendingLabel="Withdrawing..."
        cancelLabel="Keep Claim"
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(withdrawing.id, {
            onSuccess: (answer) => onDone(answer.message),
            onSettled: () => setWithdrawing(null),
          });
        }}
      />
    </>
  );
}
