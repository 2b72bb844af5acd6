import type { Notification } from '@hrms/contracts/notifications';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useMarkRead } from '../api';

/**
 * Notifications as the bell's panel and the notifications page both show them: unread ones tinted, dotted
 * and in bold; following one's link or pressing its check mark marks it read.
 */
export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const markRead = useMarkRead();
  return (
    <>
      <ErrorBanner
        className="m-3"
        message={
          markRead.isError ? errorMessage(markRead.error, 'Failed to mark the notification as read') : null
        }
        onDismiss={markRead.reset}
      />
      <ul aria-label="Notifications" className="divide-y divide-slate-100">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onMarkRead={() => markRead.mutate(notification.id)}
          />
        ))}
      </ul>
    </>
  );
}

function NotificationItem({
  notification: n,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: () => void;
}) {
  const unread = n.read_at === null;
  const markRead = () => {
    if (unread) onMarkRead();
  };
  return (
    <li className={cx('relative flex gap-3 px-4 py-3', unread ? 'bg-indigo-50/70' : 'bg-white')}>
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-indigo-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p
          className={cx(
            'text-sm break-words',
            unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
          )}
        >
          {unread ? <span className="sr-only">Unread: </span> : null}
          {n.link ? (
            // The link stretches over the whole item (its ::after), so the item is one large target.
            <Link
              to={n.link}
              onClick={markRead}
              className="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 after:absolute after:inset-0"
            >
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </p>
        {n.body ? <p className="mt-0.5 text-sm break-words text-slate-700">{n.body}</p> : null}
        <time dateTime={n.created_at} className="mt-1 block text-xs text-slate-600">
          {formatDateTime(n.created_at)}
        </time>
      </div>
      {unread ? (
        <button
          type="button"
          onClick={markRead}
          aria-label={`Mark "${n.title}" as read`}
          title="Mark as read"
          className="relative z-10 -my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-white hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
