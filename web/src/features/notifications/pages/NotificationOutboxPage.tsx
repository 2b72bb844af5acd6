import type { OutboxMail } from '@hrms/contracts/notifications';
import { Mails } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/useListParams';
import { useMailSettings, useOutbox, useRetryMail } from '../api';
import { OutboxMailModal } from '../components/OutboxMailModal';
import { SmtpStatus } from '../components/SmtpStatus';
import { readOutboxFilters } from '../filters';
import {
  eventLabel,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUS_OPTIONS,
  OUTBOX_STATUS_TONES,
  retryOutcome,
} from '../labels';

const LOAD_FAILED = 'Failed to load the outbox';

type Outcome = ReturnType<typeof retryOutcome>;

/**
 * /notification-outbox (super admins): every e-mail the app sent or is about to send, whether an SMTP server
 * is configured, each mail's text, and "Send again" for mail that failed or was held.
 */
export function NotificationOutboxPage() {
  const [filters, setFilters] = useListParams(readOutboxFilters);
  const outbox = useOutbox(filters);
  const settings = useMailSettings();
  const retry = useRetryMail();
  const [viewing, setViewing] = useState<OutboxMail | null>(null);
  const [confirming, setConfirming] = useState<OutboxMail | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The mail's view closes first, so the confirmation is the only dialog open (one Escape, one focus trap).
  const askRetry = (mail: OutboxMail) => {
    setViewing(null);
    setConfirming(mail);
  };

  function sendAgain(mail: OutboxMail) {
    retry.mutate(mail.id, {
      onSuccess: (answer) => setOutcome(retryOutcome(answer)),
      onError: (error) =>
        setOutcome({ tone: 'error', message: errorMessage(error, 'Failed to send the mail again') }),
      onSettled: () => setConfirming(null),
    });
  }

  // To and subject share a cell, so the table fits beside the sidebar; "Send again" is in the mail's view.
  const columns: Column<OutboxMail>[] = [
    {
      key: 'mail',
      header: 'Mail',
      className: 'whitespace-normal! min-w-56',
      cell: (m) => (
        <div className="min-w-0">
          <button type="button" className={`${recordLink} text-left`} onClick={() => setViewing(m)}>
            {m.subject}
          </button>
          <p className="text-xs break-all text-slate-500">{m.to}</p>
        </div>
      ),
    },
    { key: 'event', header: 'Event', cell: (m) => eventLabel(m.event) },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => <Badge tone={OUTBOX_STATUS_TONES[m.status]}>{OUTBOX_STATUS_LABELS[m.status]}</Badge>,
    },
    { key: 'attempts', header: 'Attempts', align: 'right', cell: (m) => m.attempts },
    {
      key: 'last_error',
      header: 'Last Error',
      className: 'whitespace-normal! min-w-40 max-w-56',
      cell: (m) =>
        m.last_error ? <span className="line-clamp-2 break-words text-red-700">{m.last_error}</span> : '—',
    },
    {
      key: 'created_at',
      header: 'Created',
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
    },
  ];

  const emptyState = (
    <EmptyState
      icon={Mails}
      title="No mail in the outbox"
      hint="E-mail notifications are listed here as they are written."
      filters={{
        active: filters.status !== '',
        hint: 'No mail has this status. Pick another, or clear the filter.',
        onClear: () => setFilters({ status: '' }),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Notification Outbox"
        description="Every e-mail notification: to whom, whether it went out, and what it said."
      />
      <div className="space-y-4">
        <SmtpStatus />
        {outcome?.tone === 'success' ? (
          <SuccessBanner message={outcome.message} onDismiss={() => setOutcome(null)} />
        ) : (
          <ErrorBanner
            tone={outcome?.tone === 'warning' ? 'warning' : 'error'}
            message={outcome?.message}
            onDismiss={() => setOutcome(null)}
          />
        )}
        <FilterBar columns={3} className="">
          <SelectField
            label="Status"
            placeholder="Any status"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={OUTBOX_STATUS_OPTIONS}
          />
        </FilterBar>
        <QueryFrame query={outbox} failure={LOAD_FAILED} loadingLabel="Loading the outbox..." card>
          {(page) => (
            <DataTable
              caption="Outbox"
              columns={columns}
              rows={page.data}
              rowKey={(m) => m.id}
              empty={emptyState}
            />
          )}
        </QueryFrame>
        {outbox.data ? (
          <Pagination
            currentPage={outbox.data.current_page}
            lastPage={outbox.data.last_page}
            total={outbox.data.total}
            perPage={outbox.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {viewing ? (
        <OutboxMailModal mail={viewing} onClose={() => setViewing(null)} onRetry={askRetry} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Send Mail Again"
        tone="primary"
        message={
          confirming ? (
            <>
              Send “{confirming.subject}” to {confirming.to} again?
              {settings.data && !settings.data.smtp_configured
                ? ' No SMTP server is configured, so it will be held here again.'
                : null}
            </>
          ) : null
        }
        confirmLabel="Send again"
        pendingLabel="Sending..."
        pending={retry.isPending}
        onConfirm={() => confirming && sendAgain(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
