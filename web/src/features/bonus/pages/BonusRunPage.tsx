import type { BonusEntry, BonusRunDetail } from '@hrms/contracts/bonus';
import { ArrowLeft, Check, Download, RefreshCw, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { flashState } from '@/lib/flash';
import { formatDate, formatDateTime, formatINR, formatNumber, plural } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { routeId } from '@/lib/routeId';
import { useBonusRun, useBonusRunAction, useDeleteBonusRun, useDownloadBonusRegister } from '../api';
import { type EligibilityFilter, filterEntries } from '../bonusForm';

const TITLE = 'Bonus Run';

/** /bonus/{id}: a bonus run with its register, and Approve, Recompute, Delete draft and Download register. */
export function BonusRunPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useBonusRun(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title={TITLE}
      notFoundTitle="Bonus run not found"
      notFoundMessage="The bonus run does not exist, or it is not one you may see."
      backTo="/bonus"
      backLabel="Back to Bonus"
      errorFallback="Failed to fetch the bonus run"
      loadingLabel="Loading the bonus run..."
    >
      {(data) => <BonusRunDetailView data={data} />}
    </RecordLoader>
  );
}

const FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'eligible', label: 'Eligible' },
  { value: 'not_eligible', label: 'Not eligible' },
];

const columns: Column<BonusEntry>[] = [
  {
    key: 'employee',
    header: 'Employee',
    cell: (e) => (
      <span className="block min-w-40">
        <span className="font-medium text-slate-900">{e.employee_name}</span>
        <span className="block text-xs text-slate-500">
          {e.employee_code}
          {e.designation ? ` · ${e.designation}` : ''}
        </span>
      </span>
    ),
  },
  {
    key: 'eligible',
    header: 'Eligible',
    cell: (e) =>
      e.eligible ? (
        <Badge tone="green">Eligible</Badge>
      ) : (
        <span className="block min-w-48 text-xs text-slate-600">
          <Badge tone="gray">Not eligible</Badge> <span className="mt-1 block">{e.reason}</span>
        </span>
      ),
  },
  { key: 'days', header: 'Days worked', align: 'right', cell: (e) => formatNumber(e.working_days) },
  { key: 'earned', header: 'Salary earned', align: 'right', cell: (e) => formatINR(e.salary_earned) },
  { key: 'counted', header: 'Salary for bonus', align: 'right', cell: (e) => formatINR(e.salary_for_bonus) },
  { key: 'bonus', header: 'Bonus', align: 'right', cell: (e) => <strong>{formatINR(e.bonus)}</strong> },
  {
    key: 'paid',
    header: 'Paid',
    cell: (e) =>
      e.paid_through ? (
        <span className="text-xs">
          {e.paid_through}
          {e.paid_on ? ` · ${formatDate(e.paid_on)}` : ''}
        </span>
      ) : e.eligible && e.bonus > 0 ? (
        <span className="text-xs text-slate-500">Not yet</span>
      ) : null,
  },
];

function BonusRunDetailView({ data: { bonus_run: run, entries } }: { data: BonusRunDetail }) {
  const navigate = useNavigate();
  const action = useBonusRunAction(run.id);
  const remove = useDeleteBonusRun();
  const download = useDownloadBonusRegister();
  const [confirming, setConfirming] = useState<'approve' | 'delete' | null>(null);
  const [filter, setFilter] = useState<EligibilityFilter>('all');
  const [message, setMessage] = useState<string | null>(null);
  const draft = run.status === 'draft';
  const shown = filterEntries(entries, filter);
  const failure =
    (action.isError && errorMessage(action.error, 'The bonus run could not be changed')) ||
    (remove.isError && errorMessage(remove.error, 'Failed to delete the bonus run')) ||
    (download.isError && errorMessage(download.error, 'Failed to download the bonus register')) ||
    null;

  return (
    <>
      <PageHeader
        title={`${TITLE} · FY ${run.accounting_year}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {run.company_name} · {formatNumber(run.rate)}% · paid with the payroll of{' '}
            {MONTH_NAMES[run.pay_month - 1]} {run.pay_year} <StatusBadge status={run.status} />
          </span>
        }
        actions={
          <>
            <ButtonLink to="/bonus" variant="secondary" icon={ArrowLeft}>
              Back to Bonus
            </ButtonLink>
            <Button
              variant="secondary"
              icon={Download}
              loading={download.isPending}
              onClick={() =>
                download.mutate(run.id, {
                  onSuccess: ({ blob, filename }) =>
                    saveFile(blob, filename ?? `bonus-register-${run.accounting_year}.csv`),
                })
              }
            >
              {download.isPending ? 'Downloading...' : 'Download register'}
            </Button>
            {draft ? (
              <>
                <Button
                  variant="secondary"
                  icon={RefreshCw}
                  loading={action.isPending && action.variables === 'recompute'}
                  onClick={() => action.mutate('recompute', { onSuccess: (a) => setMessage(a.message) })}
                >
                  Recompute
                </Button>
                <Button variant="danger" icon={Trash2} onClick={() => setConfirming('delete')}>
                  Delete draft
                </Button>
                <Button icon={Check} onClick={() => setConfirming('approve')}>
                  Approve
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        <FlashBanner />
        <SuccessBanner message={message} onDismiss={() => setMessage(null)} />
        <ErrorBanner message={failure || null} />
        <SectionCard
          title="The run"
          description="The statutory limits it was computed with."
          why="The Payment of Bonus Act, 1965: who is eligible, s.2(13); the calculation ceiling, s.12; the rates, s.10 and s.11."
        >
          <DetailList columns={3}>
            <DetailItem label="Employees">
              {formatNumber(run.eligible)} eligible of {formatNumber(run.employees)}
            </DetailItem>
            <DetailItem label="Total bonus">{formatINR(run.total_bonus)}</DetailItem>
            <DetailItem label="Paid">
              {formatNumber(run.paid)} of {formatNumber(run.eligible)}
            </DetailItem>
            <DetailItem label="Eligible up to (s.2(13))">
              {formatINR(run.rules.eligibility_limit)} a month
            </DetailItem>
            <DetailItem label="Calculation ceiling (s.12)">
              {formatINR(run.rules.calculation_ceiling)}
              {run.rules.minimum_wages.length ? ' or the state minimum wage, if higher' : ''}
            </DetailItem>
            <DetailItem label="Rate range (s.10, s.11)">
              {run.rules.min_rate}% – {run.rules.max_rate}%, at least {formatINR(run.rules.minimum_bonus)}
            </DetailItem>
            <DetailItem label="Computed">{formatDateTime(run.computed_at)}</DetailItem>
            <DetailItem label="Approved">
              {run.approved_at ? formatDateTime(run.approved_at) : 'Not yet'}
            </DetailItem>
          </DetailList>
        </SectionCard>
        <section aria-labelledby="register-heading" className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="register-heading" className={sectionTitle}>
              Register
            </h2>
            <div className="w-full sm:w-56">
              <SelectField
                label="Show"
                options={FILTERS}
                value={filter}
                onChange={(event) => setFilter(event.target.value as EligibilityFilter)}
              />
            </div>
          </div>
          <DataTable
            columns={columns}
            rows={shown}
            rowKey={(e) => e.id}
            caption={`Bonus register of FY ${run.accounting_year}`}
            empty={
              <EmptyState
                icon={Users}
                title={entries.length ? 'Nobody matches the filter' : 'Nobody was paid in the year'}
                hint={
                  entries.length
                    ? 'Choose another filter.'
                    : 'The register lists everyone with a processed, approved or paid payroll run in the year.'
                }
              />
            }
          />
        </section>
      </div>
      <ConfirmDialog
        open={confirming === 'approve'}
        title="Approve the bonus run?"
        tone="primary"
        message={`The bonus of ${plural(run.eligible, 'employee')}, ${formatINR(run.total_bonus)} in all, will be paid with the payroll of ${MONTH_NAMES[run.pay_month - 1]} ${run.pay_year}. An approved run cannot be recomputed or deleted.`}
        confirmLabel="Approve"
        pendingLabel="Approving..."
        pending={action.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          action.mutate('approve', {
            onSuccess: (a) => {
              setConfirming(null);
              setMessage(a.message);
            },
            onError: () => setConfirming(null),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete the draft?"
        message={`The draft bonus run of FY ${run.accounting_year} and its register will be removed.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(run.id, {
            onSuccess: (a) => navigate('/bonus', { state: flashState(a.message) }),
            onError: () => setConfirming(null),
          })
        }
      />
    </>
  );
}
