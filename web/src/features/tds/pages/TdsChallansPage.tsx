import { financialYearMonths, financialYearOf, type TdsChallan } from '@hrms/contracts/tax-year';
import { Banknote, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { cite, useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate, formatINR } from '@/lib/format';
import { financialYearChoices, MONTH_NAMES } from '@/lib/months';
import { useDeleteTdsChallan, useTdsChallan, useTdsChallans, useTdsSummary } from '../api';
import { AllocationModal } from '../components/AllocationModal';
import { ChallanFormModal } from '../components/ChallanFormModal';
import { CoverageBadge } from '../components/CoverageBadge';
import { QuarterSummary } from '../components/QuarterSummary';
import { StatementsCard } from '../components/StatementsCard';

const pad = (n: number) => String(n).padStart(2, '0');

/** The year's months, April to March, valued "2026-04". */
const monthsOf = (fy: string) =>
  financialYearMonths(fy).map(([year, month]) => ({
    value: `${year}-${pad(month)}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
  }));

/** A challan to edit, or a new one (for a month, when a report's blocker asked for that month's). */
type Editing = { challan?: TdsChallan; month?: string } | null;

/**
 * The TDS challan register: the year's quarters (deducted against deposited), then each deposit with the
 * month it covers; record, edit and delete (with a confirmation); then the quarterly statements filed, with
 * their receipt numbers. The statement files are under Reports → Tax. A report's blocker links here with
 * `?financial_year=&allocate={id}` (that challan's Deductees dialog) or `&record=2026-10` (a new challan of
 * the month).
 */
export function TdsChallansPage() {
  const today = useMemo(() => todayISO(), []);
  const [params, setParams] = useSearchParams();
  const [financialYear, setFinancialYear] = useState(
    () => params.get('financial_year') ?? financialYearOf(today),
  );
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(() => {
    const month = params.get('record');
    return month && /^\d{4}-\d{2}$/.test(month) ? { month } : null;
  });
  const [deleting, setDeleting] = useState<TdsChallan | null>(null);
  const [allocating, setAllocating] = useState<TdsChallan | null>(null);
  const linked = useTdsChallan(Number(params.get('allocate')) || 0);
  useEffect(() => {
    if (!linked.data) return;
    setAllocating(linked.data);
    // Opened once: closing the dialog does not bring it back.
    setParams(
      (p) => {
        p.delete('allocate');
        return p;
      },
      { replace: true },
    );
  }, [linked.data, setParams]);
  const [flash, setFlash] = useState<string | null>(null);
  const summary = useTdsSummary(financialYear);
  const list = useTdsChallans(financialYear, page);
  const remove = useDeleteTdsChallan();
  const statute = useStatute(financialYear);

  return (
    <>
      <PageHeader
        title="TDS Challans"
        description="Each month's deposit of the tax deducted from salaries, whether it covers the deductions, and the quarterly statements filed."
        why={
          statute.data
            ? `Tax deducted from salary under ${cite(statute.data, 'salary_tds')} of the ${statute.data.act} is paid to the government by challan; the quarterly statement (${statute.data.forms.quarterly_statement}) reports it.`
            : undefined
        }
        actions={
          <Button icon={Plus} onClick={() => setEditing({})}>
            Record challan
          </Button>
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete the challan') : null}
        />
        <div className="max-w-xs">
          <SelectField
            label="Financial year"
            value={financialYear}
            onChange={(event) => {
              setFinancialYear(event.target.value);
              setPage(1);
            }}
            options={financialYearChoices(today)}
          />
        </div>
        <QueryFrame
          query={summary}
          failure="Failed to fetch the TDS summary"
          loadingLabel="Loading summary..."
        >
          {(data) => <QuarterSummary summary={data} />}
        </QueryFrame>
        <StatementsCard taxYear={financialYear} />
        <QueryFrame
          query={list}
          card
          failure="Failed to fetch TDS challans"
          loadingLabel="Loading challans..."
        >
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                icon={Banknote}
                title="No challans recorded for this year"
                hint="Record each month's deposit from its challan counterfoil."
              />
            ) : (
              <div className="space-y-4">
                <ScrollFrame
                  label={`TDS challans of FY ${financialYear}`}
                  className="rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <table className="min-w-full divide-y divide-slate-200 text-sm">
                    <caption className="sr-only">TDS challans of FY {financialYear}</caption>
                    <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
                      <tr>
                        <th scope="col" className="px-4 py-3">
                          Month covered
                        </th>
                        <th scope="col" className="px-4 py-3">
                          Challan
                        </th>
                        <th scope="col" className="px-4 py-3">
                          Deposited on
                        </th>
                        <th scope="col" className="px-4 py-3 text-right">
                          Tax + surcharge + cess
                        </th>
                        <th scope="col" className="px-4 py-3 text-right">
                          Total
                        </th>
                        <th scope="col" className="px-4 py-3 text-right">
                          Deducted in month
                        </th>
                        <th scope="col" className="px-4 py-3">
                          Status
                        </th>
                        <th scope="col" className="px-4 py-3">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {data.data.map((c) => (
                        <tr key={c.id}>
                          <td className="px-4 py-3 whitespace-nowrap">
                            {MONTH_NAMES[c.month - 1]} {c.year}
                          </td>
                          <td className="px-4 py-3 whitespace-nowrap font-mono text-xs">
                            {c.bsr_code} / {c.challan_serial}
                          </td>
                          <td className="px-4 py-3 whitespace-nowrap">{formatDate(c.deposited_on)}</td>
                          <td className="px-4 py-3 text-right tabular-nums">
                            {formatINR(c.tax + c.surcharge + c.cess)}
                          </td>
                          <td className="px-4 py-3 text-right tabular-nums">{formatINR(c.total)}</td>
                          <td className="px-4 py-3 text-right tabular-nums">{formatINR(c.deducted)}</td>
                          <td className="px-4 py-3">
                            <span className="flex flex-wrap gap-1">
                              <CoverageBadge deducted={c.deducted} covered={c.covered} />
                              {c.late ? <Badge tone="yellow">Late (due {formatDate(c.due_on)})</Badge> : null}
                            </span>
                          </td>
                          <td className="px-4 py-3">
                            <span className="flex justify-end gap-1">
                              <Button
                                size="sm"
                                variant="ghost"
                                icon={Users}
                                aria-label={`Deductees of challan ${c.challan_serial}`}
                                onClick={() => setAllocating(c)}
                              />
                              <Button
                                size="sm"
                                variant="ghost"
                                icon={Pencil}
                                aria-label={`Edit challan ${c.challan_serial}`}
                                onClick={() => setEditing({ challan: c })}
                              />
                              <Button
                                size="sm"
                                variant="ghost"
                                icon={Trash2}
                                aria-label={`Delete challan ${c.challan_serial}`}
                                onClick={() => setDeleting(c)}
                              />
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollFrame>
                <Pagination
                  currentPage={data.current_page}
                  lastPage={data.last_page}
                  total={data.total}
                  perPage={data.per_page}
                  onPageChange={setPage}
                />
              </div>
            )
          }
        </QueryFrame>
      </div>
      {editing ? (
        <ChallanFormModal
          open
          challan={editing.challan}
          month={editing.month}
          months={monthsOf(editing.challan?.financial_year ?? financialYear)}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setFlash(message);
          }}
        />
      ) : null}
      {allocating ? (
        <AllocationModal
          challan={allocating}
          onClose={() => setAllocating(null)}
          onSaved={(message) => {
            setAllocating(null);
            setFlash(message);
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={deleting}
        title="Delete challan?"
        message={(row) =>
          `Challan ${row.bsr_code} / ${row.challan_serial} of ${formatDate(row.deposited_on)} will be removed from the register.`
        }
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={setFlash}
      />
    </>
  );
}
