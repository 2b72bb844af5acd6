import { MailCheck, MailX } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';
import { useMailSettings } from '../api';

/** Whether the outbox's mail can leave: through the SMTP server, or not at all (kept here, "held"). */
export function SmtpStatus() {
  const settings = useMailSettings();
  if (settings.isError) {
    return <ErrorBanner message={errorMessage(settings.error, 'Failed to load the mail settings')} />;
  }
  if (!settings.data) return null;
  const { smtp_configured: configured, from } = settings.data;
  const Icon = configured ? MailCheck : MailX;
  return (
    <div
      data-testid="smtp-status"
      className={cx(
        'flex items-start gap-3 rounded-lg border p-3 text-sm',
        configured
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx('mt-0.5 size-4 shrink-0', configured ? 'text-emerald-600' : 'text-amber-600')}
      />
      <p className="min-w-0 flex-1 break-words">
        {configured
          ? `Mail is sent through the configured SMTP server, from ${from}.`
          : 'No SMTP server is configured: mail is kept here and not sent.'}
      </p>
    </div>
  );
}
