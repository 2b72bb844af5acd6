import type { Loan } from '@hrms/contracts/loans';
import { HandCoins, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useEmployeeOptions } from '@/features/payroll';
import { flashState } from '@/lib/flash';
import { formatINR } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';
import { type LoanFilters, useLoans } from '../api';
import { LoanFormModal } from '../components/LoanFormModal';
import { KIND_LABELS, monthName, STATE_LABELS, STATE_TONES } from '../labels';

/**
 * Loans and salary advances: every loan of the company with what it still owes, filtered by employee,
 * status and kind; "New loan" records one, and a loan's page shows its ledger and closes it early.
 */
export function LoansPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<LoanFilters>({ page: 1 });
  const [creating, setCreating] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const loans = useLoans(filters);
  const employees = useEmployeeOptions(true);
  const employeeOptions = (employees.data ?? [])
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const filter = (key: keyof LoanFilters) => (event: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: event.target.value, page: 1 }));

  return (
    <>
      <PageHeader
        title={'Loans & Advances'}
        description="Loans and salary advances recovered through payroll, each with its ledger and balance."
        actions={
          <Button icon={Plus} onClick={() => setCreating(true)}>
            New loan
          </Button>
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Employee"
            placeholder="All employees"
            options={employeeOptions}
            value={filters.employee_id ?? ''}
            onChange={filter('employee_id')}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'closed', label: 'Closed' },
            ]}
            value={filters.status ?? ''}
            onChange={filter('status')}
          />
          <SelectField
            label="Kind"
            placeholder="Loans and advances"
            options={[
              { value: 'loan', label: 'Loans' },
              { value: 'advance', label: 'Salary advances' },
            ]}
            value={filters.kind ?? ''}
            onChange={filter('kind')}
          />
        </div>
        <QueryFrame query={loans} card failure="Failed to fetch loans" loadingLabel="Loading loans...">
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                icon={HandCoins}
                title="No loans found"
                hint="Record a loan or salary advance; payroll recovers its EMI from the start month."
                action={
                  <Button variant="secondary" icon={Plus} onClick={() => setCreating(true)}>
                    Record a loan
                  </Button>
                }
              />
            ) : (
              <div className="space-y-4">
                <LoanTable loans={data.data} />
                <Pagination
                  currentPage={data.current_page}
                  lastPage={data.last_page}
                  total={data.total}
                  perPage={data.per_page}
                  onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
                />
              </div>
            )
          }
        </QueryFrame>
      </div>
      {creating ? (
        <LoanFormModal
          open
          employees={employeeOptions}
          onClose={() => setCreating(false)}
          onSaved={(message, id) => {
            setCreating(false);
            navigate(`/loans/${id}`, { state: flashState(message) });
          }}
        />
      ) : null}
    </>
  );
}

function LoanTable({ loans }: { loans: Loan[] }) {
  return (
    <ScrollFrame
      label="Loans and salary advances"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Loans and salary advances</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              Employee
            </th>
            <th scope="col" className="px-4 py-3">
              Kind
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              EMI
            </th>
            <th scope="col" className="px-4 py-3">
              From
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Balance
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loans.map((l) => (
            <tr key={l.id}>
              <td className="px-4 py-3">
                <Link to={`/loans/${l.id}`} className="font-medium text-indigo-700 hover:underline">
                  {l.employee_name}
                </Link>
                <p className="text-xs text-slate-500">{l.employee_code}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {KIND_LABELS[l.kind]}
                {l.interest_rate > 0 ? <span className="text-slate-500"> · {l.interest_rate}%</span> : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatINR(l.principal)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatINR(l.emi)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{monthName(l.start_year, l.start_month)}</td>
              <td className="px-4 py-3 text-right font-medium tabular-nums">{formatINR(l.balance)}</td>
              <td className="px-4 py-3">
                <Badge tone={STATE_TONES[l.state]}>{STATE_LABELS[l.state]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
