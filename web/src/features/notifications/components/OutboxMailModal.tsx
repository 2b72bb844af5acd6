import type { OutboxMail } from '@hrms/contracts/notifications';
import { Send } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useOutboxMail } from '../api';
import { canRetry, eventLabel, OUTBOX_STATUS_LABELS, OUTBOX_STATUS_TONES } from '../labels';

type OutboxMailModalProps = {
  /** The row that was opened: shown at once, while its text body loads. */
  mail: OutboxMail;
  onClose: () => void;
  /** "Send again" (failed or held mail only); the page asks for confirmation. */
  onRetry: (mail: OutboxMail) => void;
};

/** One mail of the outbox: to whom, its state and attempts, and the plain-text body as it was written. */
export function OutboxMailModal({ mail, onClose, onRetry }: OutboxMailModalProps) {
  const detail = useOutboxMail(mail.id);
  const shown = detail.data ?? mail;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={shown.subject}
      description={`To ${shown.to}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canRetry(shown) ? (
            <Button icon={Send} onClick={() => onRetry(shown)}>
              Send again
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-5">
        <DetailList columns={3}>
          <DetailItem label="Event">{eventLabel(shown.event)}</DetailItem>
          <DetailItem label="Status">
            <Badge tone={OUTBOX_STATUS_TONES[shown.status]}>{OUTBOX_STATUS_LABELS[shown.status]}</Badge>
          </DetailItem>
          <DetailItem label="Attempts">{shown.attempts}</DetailItem>
          <DetailItem label="Created">{formatDateTime(shown.created_at)}</DetailItem>
          <DetailItem label="Sent">{shown.sent_at ? formatDateTime(shown.sent_at) : null}</DetailItem>
          <DetailItem label="Next attempt">
            {shown.next_attempt_at ? formatDateTime(shown.next_attempt_at) : null}
          </DetailItem>
          {shown.last_error ? (
            <DetailItem label="Last error" wide>
              {shown.last_error}
            </DetailItem>
          ) : null}
          {shown.attachments.length ? (
            <DetailItem label="Attachments" wide>
              {shown.attachments.join(', ')}
            </DetailItem>
          ) : null}
        </DetailList>
        <ErrorBanner
          message={detail.isError ? errorMessage(detail.error, 'Failed to load the mail') : null}
        />
        {detail.isPending ? <LoadingState label="Loading the mail..." className="py-6" /> : null}
        {detail.data ? (
          <section
            aria-label="Mail text"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls; keyboard users must reach it to scroll it
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <pre className="font-mono text-xs break-words whitespace-pre-wrap text-slate-800">
              {detail.data.text}
            </pre>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
