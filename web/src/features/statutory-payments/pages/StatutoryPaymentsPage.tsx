import {
  STATUTORY_PAYMENT_KINDS,
  STATUTORY_PAYMENT_LABELS,
  type StatutoryPayment,
  type StatutoryPaymentKind,
} from '@hrms/contracts/statutory-payments';
import { Landmark, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate, formatINR } from '@/lib/format';
import { MONTH_NAMES, MONTH_OPTIONS } from '@/lib/months';
import { useCan } from '@/lib/useCan';
import { useDeleteStatutoryPayment, useStatutoryPayments } from '../api';
import { PaymentFormModal } from '../components/PaymentFormModal';

const KIND_FILTER = [
  { value: '', label: 'All kinds' },
  ...STATUTORY_PAYMENT_KINDS.map((k) => ({ value: k, label: STATUTORY_PAYMENT_LABELS[k] })),
];

const kindLabel = (p: StatutoryPayment) =>
  `${STATUTORY_PAYMENT_LABELS[p.kind]}${p.state_name ? ` · ${p.state_name}` : ''}`;

/** Whether the payment was on time, or how late (the charges themselves are in their columns). */
function LatenessBadge({ payment }: { payment: StatutoryPayment }) {
  if (!payment.due_on) return <Badge tone="gray">No due date set</Badge>;
  if (payment.days_late === 0) return <Badge tone="green">On time</Badge>;
  return (
    <Badge tone="red">
      {payment.days_late} day{payment.days_late === 1 ? '' : 's'} late
    </Badge>
  );
}

type Editing = { payment?: StatutoryPayment } | null;

/**
 * The statutory payments register: what was paid for each wage month (EPF by TRRN and account, ESIC's challan,
 * PT and LWF per state), when it was due, how late it was and the interest and damages that lateness costs
 * under the dated rates; record, edit and delete (with a confirmation). What is still due for a month is on
 * the compliance summary, which the page links to.
 */
export function StatutoryPaymentsPage() {
  const today = useMemo(() => todayISO(), []);
  const canRecord = useCan('process-payroll');
  const [kind, setKind] = useState<StatutoryPaymentKind | ''>('');
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StatutoryPayment | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useStatutoryPayments({
    page,
    ...(kind ? { kind } : {}),
    ...(year ? { year: Number(year) } : {}),
    ...(month ? { month: Number(month) } : {}),
  });
  const remove = useDeleteStatutoryPayment();
  const thisYear = Number(today.slice(0, 4));
  const years = [
    { value: '', label: 'All years' },
    ...[0, 1, 2, 3].map((i) => ({ value: String(thisYear - i), label: String(thisYear - i) })),
  ];
  const filter = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };

  const columns: Column<StatutoryPayment>[] = [
    {
      key: 'month',
      header: 'Wage month',
      cell: (p) => `${MONTH_NAMES[p.month - 1]} ${p.year}`,
      className: 'whitespace-nowrap',
    },
    {
      key: 'kind',
      header: 'Paid for',
      cell: (p) => (
        <span>
          <span className="block">{kindLabel(p)}</span>
          <span className="block font-mono text-xs text-slate-500">{p.reference}</span>
        </span>
      ),
    },
    { key: 'paid_on', header: 'Paid on', cell: (p) => formatDate(p.paid_on), className: 'whitespace-nowrap' },
    { key: 'amount', header: 'Amount', align: 'right', cell: (p) => formatINR(p.amount) },
    {
      key: 'due_on',
      header: 'Due on',
      cell: (p) => (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">{formatDate(p.due_on)}</span>
          <LatenessBadge payment={p} />
        </span>
      ),
    },
    { key: 'interest', header: 'Interest', align: 'right', cell: (p) => formatINR(p.interest) },
    { key: 'damages', header: 'Damages', align: 'right', cell: (p) => formatINR(p.damages) },
    ...(canRecord
      ? [
          {
            key: 'actions',
            header: 'Actions',
            srOnlyHeader: true,
            cell: (p: StatutoryPayment) => (
              <span className="flex justify-end gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Pencil}
                  aria-label={`Edit payment ${p.reference}`}
                  onClick={() => setEditing({ payment: p })}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Trash2}
                  aria-label={`Delete payment ${p.reference}`}
                  onClick={() => setDeleting(p)}
                />
              </span>
            ),
          } satisfies Column<StatutoryPayment>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Statutory Payments"
        description="What was paid for each wage month to EPFO, ESIC and the states (professional tax, labour welfare fund), with the due date, the days late and the interest and damages that costs. TDS deposits are on TDS Challans."
        actions={
          canRecord ? (
            <Button icon={Plus} onClick={() => setEditing({})}>
              Record payment
            </Button>
          ) : null
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete the payment') : null}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Paid for"
            value={kind}
            onChange={filter((v) => setKind(v as StatutoryPaymentKind | ''))}
            options={KIND_FILTER}
          />
          <SelectField label="Year" value={year} onChange={filter(setYear)} options={years} />
          <SelectField
            label="Month"
            value={month}
            onChange={filter(setMonth)}
            options={[{ value: '', label: 'All months' }, ...MONTH_OPTIONS]}
          />
        </div>
        {year && month ? (
          <p className="text-sm text-slate-600">
            What is due for the month, paid and still owed:{' '}
            <Link
              className="font-medium text-indigo-600 hover:underline"
              to={`/reports/payroll?report=compliance-summary&month=${month}&year=${year}`}
            >
              the compliance summary of {MONTH_NAMES[Number(month) - 1]} {year}
            </Link>
            .
          </p>
        ) : null}
        <QueryFrame
          query={list}
          card
          failure="Failed to fetch statutory payments"
          loadingLabel="Loading payments..."
        >
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                icon={Landmark}
                title="No payments recorded"
                hint={
                  canRecord
                    ? 'Record each challan as the portal confirms it: the EPF TRRN, the ESIC challan, a state’s PT or LWF receipt.'
                    : 'Payments appear here once payroll records them.'
                }
              />
            ) : (
              <div className="space-y-4">
                <DataTable
                  columns={columns}
                  rows={data.data}
                  rowKey={(p) => p.id}
                  caption="Statutory payments"
                />
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
        <PaymentFormModal
          payment={editing.payment}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setFlash(message);
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={deleting}
        title="Delete payment?"
        message={(row) =>
          `${kindLabel(row)} payment ${row.reference} of ${formatDate(row.paid_on)} will be removed from the register.`
        }
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={setFlash}
      />
    </>
  );
}
