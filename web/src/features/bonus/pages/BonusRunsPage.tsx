import type { BonusRun } from '@hrms/contracts/bonus';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { StatusBadge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useCompanyOptions } from '@/features/organisation';
import { flashState } from '@/lib/flash';
import { formatINR, formatNumber } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { useSession } from '@/lib/session';
import { useBonusRuns } from '../api';
import { NewBonusRunModal } from '../components/NewBonusRunModal';

const columns: Column<BonusRun>[] = [
  {
    key: 'year',
    header: 'Accounting year',
    cell: (r) => (
      <Link to={`/bonus/${r.id}`} className="font-medium text-indigo-600 hover:underline">
        FY {r.accounting_year}
      </Link>
    ),
  },
  { key: 'company', header: 'Company', cell: (r) => r.company_name },
  { key: 'rate', header: 'Rate', align: 'right', cell: (r) => `${formatNumber(r.rate)}%` },
  {
    key: 'pay',
    header: 'Paid with payroll of',
    cell: (r) => `${MONTH_NAMES[r.pay_month - 1]} ${r.pay_year}`,
  },
  {
    key: 'eligible',
    header: 'Eligible',
    align: 'right',
    cell: (r) => `${formatNumber(r.eligible)} of ${formatNumber(r.employees)}`,
  },
  { key: 'total', header: 'Total bonus', align: 'right', cell: (r) => formatINR(r.total_bonus) },
  { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** /bonus: the statutory bonus runs (Payment of Bonus Act 1965), newest year first, and a new run's form. */
export function BonusRunsPage() {
  const navigate = useNavigate();
  const { roles } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions();
  const [picked, setPicked] = useState('');
  const companyId = superAdmin ? Number(picked) || companies.data?.[0]?.id || null : null;
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const runs = useBonusRuns(companyId, page);

  return (
    <>
      <PageHeader
        title="Statutory Bonus"
        description="A company's yearly statutory bonus: computed from the year's payroll, approved once, paid through payroll."
        why="The Payment of Bonus Act, 1965."
        actions={
          <Button icon={Plus} onClick={() => setCreating(true)}>
            New bonus run
          </Button>
        }
      />
      <div className="space-y-6">
        <FlashBanner />
        {superAdmin ? (
          <div className="max-w-xs">
            <CompanyFilter
              companies={companies}
              value={companyId ? String(companyId) : ''}
              onChange={(id) => {
                setPicked(id);
                setPage(1);
              }}
            />
          </div>
        ) : null}
        <QueryFrame query={runs} failure="Failed to fetch bonus runs" loadingLabel="Loading bonus runs...">
          {(data) => (
            <div className="space-y-4">
              <DataTable
                columns={columns}
                rows={data.data}
                rowKey={(r) => r.id}
                caption="Bonus runs"
                empty={
                  <EmptyState
                    icon={Gift}
                    title="No bonus runs yet"
                    hint="Compute the bonus of an accounting year with “New bonus run”."
                  />
                }
              />
              <Pagination
                currentPage={data.current_page}
                lastPage={data.last_page}
                total={data.total}
                perPage={data.per_page}
                onPageChange={setPage}
              />
            </div>
          )}
        </QueryFrame>
      </div>
      {creating ? (
        <NewBonusRunModal
          open
          companyId={companyId}
          onClose={() => setCreating(false)}
          onCreated={(id, message) => {
            setCreating(false);
            navigate(`/bonus/${id}`, { state: flashState(message) });
          }}
        />
      ) : null}
    </>
  );
}
