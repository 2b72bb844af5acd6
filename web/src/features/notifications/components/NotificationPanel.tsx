import { BellOff } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { actionLink } from '@/components/ui/links';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useNotifications } from '../api';
import { MarkAllReadButton } from './MarkAllReadButton';
import { NotificationList } from './NotificationList';

/** How many of the latest notifications the bell's panel shows; the page has the rest. */
const LATEST = 8;

/**
 * The bell's drop-down: the latest notifications, "Mark all as read" and the way to the full list. A
 * non-modal dialog: it takes focus when opened, and the bell closes it (Escape, a click outside).
 */
export function NotificationPanel({ id, ref }: { id: string; ref: Ref<HTMLDivElement> }) {
  const headingId = useId();
  const latest = useNotifications({ page: 1, unread: false, per_page: LATEST });
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      // Below sm it spans the header (the sticky header contains it); from sm it hangs under the bell.
      className="absolute inset-x-2 top-full mt-1 flex flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-900/10 outline-none sm:right-0 sm:left-auto sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        <MarkAllReadButton variant="ghost" size="sm" />
      </div>
      <div className="max-h-[min(28rem,calc(100dvh-10rem))] overflow-y-auto">
        <QueryFrame
          query={latest}
          failure="Failed to load notifications"
          loadingLabel="Loading notifications..."
        >
          {(page) =>
            page.data.length ? (
              <NotificationList notifications={page.data} />
            ) : (
              <EmptyState
                icon={BellOff}
                title="No notifications yet"
                hint="Approvals, decisions on your requests and payslips are announced here; choose which in your notification preferences."
                className="py-8"
              />
            )
          }
        </QueryFrame>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-2.5">
        <Link to="/notifications" className={actionLink}>
          View all
        </Link>
        <Link to="/notifications/preferences" className={actionLink}>
          Preferences
        </Link>
      </div>
    </div>
  );
}
