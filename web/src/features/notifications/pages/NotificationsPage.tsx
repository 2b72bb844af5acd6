import { BellOff, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListParams } from '@/lib/useListParams';
import { useNotifications } from '../api';
import { MarkAllReadButton } from '../components/MarkAllReadButton';
import { NotificationList } from '../components/NotificationList';
import { readNotificationFilters } from '../filters';

/** /notifications: every notification of the signed-in user, newest first, or the unread ones only. */
export function NotificationsPage() {
  const [filters, setFilters] = useListParams(readNotificationFilters);
  const notifications = useNotifications(filters);
  const [flash, setFlash] = useState<string | null>(null);
  // The box follows the click at once: the URL it writes lands in a transition, and until then a box
  // bound to the URL alone would spring back. A URL changed otherwise (Back) still sets it.
  const [unreadOnly, setUnreadOnly] = useState(filters.unread);
  const [urlUnread, setUrlUnread] = useState(filters.unread);
  if (filters.unread !== urlUnread) {
    setUrlUnread(filters.unread);
    setUnreadOnly(filters.unread);
  }
  const showUnreadOnly = (on: boolean) => {
    setUnreadOnly(on);
    setFilters({ unread: on ? 'true' : '' });
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        description="What happened that concerns you or waits for you, newest first."
        actions={
          <>
            <MarkAllReadButton
              onMarked={(updated) =>
                setFlash(`${updated} notification${updated === 1 ? '' : 's'} marked as read.`)
              }
            />
            <ButtonLink to="/notifications/preferences" variant="secondary" icon={Settings2}>
              Preferences
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={flash} onDismiss={() => setFlash(null)} />
        <CheckboxField
          label="Unread only"
          checked={unreadOnly}
          onChange={(event) => showUnreadOnly(event.target.checked)}
        />
        <QueryFrame
          query={notifications}
          failure="Failed to load notifications"
          loadingLabel="Loading notifications..."
          card
        >
          {(page) => (
            <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {page.data.length ? (
                <NotificationList notifications={page.data} />
              ) : (
                <EmptyState
                  icon={BellOff}
                  title={filters.unread ? 'No unread notifications' : 'No notifications yet'}
                  hint="You are told here when something needs you or concerns you, such as a leave request."
                  filters={{
                    active: filters.unread,
                    hint: 'You have read every notification. Show all of them to see the earlier ones.',
                    onClear: () => showUnreadOnly(false),
                  }}
                />
              )}
            </div>
          )}
        </QueryFrame>
        {notifications.data ? (
          <Pagination
            currentPage={notifications.data.current_page}
            lastPage={notifications.data.last_page}
            total={notifications.data.total}
            perPage={notifications.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
