import type { LoanDetail } from '@hrms/contracts/loans';
import { ArrowLeft, CircleCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatINR } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCloseLoan, useLoan, useUpdateLoan } from '../api';
import { LedgerTable, ScheduleTable } from '../components/LoanLedger';
import { KIND_LABELS, monthName, STATE_LABELS, STATE_TONES } from '../labels';

const LOAN_RECORD = {
  notFoundTitle: 'Loan not found',
  backTo: '/loans',
  backLabel: 'Back to Loans & Advances',
  errorFallback: 'Failed to fetch the loan',
};

/** One loan: its terms, balance, ledger and projected schedule; change the EMI, or close it early. */
export function LoanDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useLoan(id, valid);
  return (
    <RecordLoader query={query} validId={valid} title="Loan" loadingLabel="Loading loan..." {...LOAN_RECORD}>
      {(loan) => <LoanView loan={loan} />}
    </RecordLoader>
  );
}

function LoanView({ loan }: { loan: LoanDetail }) {
  const [flash, setFlash] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const close = useCloseLoan(loan.id);
  const quote = loan.closure_quote;
  const active = loan.status === 'active';

  return (
    <>
      <PageHeader
        title={`${KIND_LABELS[loan.kind]} · ${loan.employee_name}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {loan.employee_code} · paid out {formatDate(loan.disbursed_on)}
            </span>
            <Badge tone={STATE_TONES[loan.state]}>{STATE_LABELS[loan.state]}</Badge>
          </span>
        }
        actions={
          <>
            <ButtonLink to="/loans" variant="secondary" icon={ArrowLeft}>
              Back to Loans
            </ButtonLink>
            {active ? (
              <>
                <Button variant="secondary" icon={Pencil} onClick={() => setEditing(true)}>
                  Change EMI
                </Button>
                <Button variant="danger" icon={CircleCheck} onClick={() => setClosing(true)}>
                  Close early
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        <FlashBanner />
        <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
        <ErrorBanner message={close.isError ? errorMessage(close.error, 'Failed to close the loan') : null} />
        <SectionCard title="Terms and balance">
          <DetailList columns={3}>
            <DetailItem label="Amount lent">{formatINR(loan.principal)}</DetailItem>
            <DetailItem label="Interest">
              {loan.interest_rate > 0 ? `${loan.interest_rate}% a year, reducing balance` : 'None'}
            </DetailItem>
            <DetailItem label="EMI">{formatINR(loan.emi)}</DetailItem>
            <DetailItem label="Perquisite (income tax)">
              {loan.medical
                ? 'None: for medical treatment'
                : loan.perquisite_rate === null
                  ? 'Not valued'
                  : `Valued at SBI’s ${loan.perquisite_rate}% a year`}
            </DetailItem>
            <DetailItem label="Recovery from">{monthName(loan.start_year, loan.start_month)}</DetailItem>
            <DetailItem label="Recovered">
              {formatINR(loan.recovered_principal)} principal + {formatINR(loan.recovered_interest)} interest
            </DetailItem>
            <DetailItem label="Balance">
              <span className="text-base font-semibold">{formatINR(loan.balance)}</span>
            </DetailItem>
            {loan.closed_on ? <DetailItem label="Closed on">{formatDate(loan.closed_on)}</DetailItem> : null}
            {loan.purpose ? (
              <DetailItem label="Purpose" wide>
                {loan.purpose}
              </DetailItem>
            ) : null}
          </DetailList>
        </SectionCard>
        <SectionCard title="Ledger" bodyClassName="p-0">
          <LedgerTable loan={loan} />
        </SectionCard>
        {active ? (
          <SectionCard
            title="Projected schedule"
            description="At the current EMI; each month's payroll records the actual recovery in the ledger."
            bodyClassName="p-0"
          >
            <ScheduleTable loan={loan} />
          </SectionCard>
        ) : null}
      </div>
      <ConfirmDialog
        open={closing}
        title="Close this loan early?"
        message={
          <span className="block space-y-3">
            <span className="block">
              Closing it today recovers <strong>{formatINR(quote.total)}</strong> at once: the balance of{' '}
              {formatINR(quote.principal)}
              {quote.interest > 0 ? ` and this month's interest of ${formatINR(quote.interest)}` : ''}.
              Payroll deducts no further EMI. This cannot be undone.
            </span>
            <TextAreaField label="Note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </span>
        }
        confirmLabel={`Close and recover ${formatINR(quote.total)}`}
        pendingLabel="Closing..."
        pending={close.isPending}
        onCancel={() => setClosing(false)}
        onConfirm={() =>
          close.mutate(
            { closed_on: quote.on_date, note },
            {
              onSuccess: (answer) => {
                setClosing(false);
                setFlash(answer.message);
              },
              onError: () => setClosing(false),
            },
          )
        }
      />
      {editing ? (
        <EditEmiModal
          loan={loan}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setFlash(message);
          }}
        />
      ) : null}
    </>
  );
}

function EditEmiModal({
  loan,
  onClose,
  onSaved,
}: {
  loan: LoanDetail;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateLoan(loan.id);
  const [emi, setEmi] = useState(String(loan.emi));
  const [purpose, setPurpose] = useState(loan.purpose ?? '');
  const [rate, setRate] = useState(loan.perquisite_rate === null ? '' : String(loan.perquisite_rate));
  const fieldErrors = update.error instanceof ApiError ? (update.error.errors ?? {}) : {};
  return (
    <Modal
      open
      onClose={onClose}
      title="Change EMI"
      dismissible={!update.isPending}
      footer={
        <ModalFormActions
          formId="loan-emi-form"
          submitLabel={'Save changes'}
          pending={update.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id="loan-emi-form"
        noValidate
        aria-label="Change EMI"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { emi: Number(emi), purpose, perquisite_rate: rate.trim() === '' ? null : Number(rate) },
            { onSuccess: (answer) => onSaved(answer.message) },
          );
        }}
      >
        <ErrorBanner
          message={
            update.isError && !Object.keys(fieldErrors).length
              ? errorMessage(update.error, 'Failed to update the loan')
              : null
          }
        />
        <TextField
          label="Monthly instalment, EMI (₹)"
          required
          type="number"
          step="0.01"
          min="0"
          value={emi}
          onChange={(e) => setEmi(e.target.value)}
          hint="From the next payroll processed; a month already processed changes when it is reprocessed."
          error={fieldErrors.emi?.[0]}
        />
        <TextAreaField
          label="Purpose"
          rows={2}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value)}
          error={fieldErrors.purpose?.[0]}
        />
        <TextField
          label="SBI’s rate for such a loan (% a year)"
          type="number"
          step="0.01"
          min="0"
          max="50"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          hint="On 1 April of the tax year: update it each April. Blank: the perquisite is not valued."
          error={fieldErrors.perquisite_rate?.[0]}
        />
      </form>
    </Modal>
  );
}
