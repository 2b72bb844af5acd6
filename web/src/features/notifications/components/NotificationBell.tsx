import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cx } from '@/components/ui/cx';
import { useUnreadCount } from '../api';
import { notificationKeys } from '../keys';
import { badgeText, bellLabel } from '../labels';
import { NotificationPanel } from './NotificationPanel';

/**
 * The header's bell: the unread count (polled) as a badge, and a panel of the latest notifications.
 * Escape closes the panel onto the bell; a click outside, focus leaving it, or a navigation close it too.
 */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useRefreshListsWhenCountRises(unread.data);

  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Escape closes onto the bell; a click or focus anywhere else closes it where the user went.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const outside = (target: EventTarget | null) =>
      !(panelRef.current?.contains(target as Node) || buttonRef.current?.contains(target as Node));
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close(true);
    }
    function onElsewhere(event: Event) {
      if (outside(event.target)) close(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onElsewhere);
    document.addEventListener('focusin', onElsewhere);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onElsewhere);
      document.removeEventListener('focusin', onElsewhere);
    };
  }, [open, close]);

  const count = unread.data ?? 0;
  return (
    // Relative from sm up only: on a phone the panel spans the header instead of hanging under the bell.
    <div className={cx('sm:relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (open ? close(false) : setOpen(true))}
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={cx(
          'relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'bg-slate-100 text-slate-900',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} ref={panelRef} /> : null}
    </div>
  );
}

/**
 * A rise in the polled count means something new came in: the lists already on screen (the panel, the
 * page) are refreshed. A fall comes from marking read here, which refreshes them itself.
 */
function useRefreshListsWhenCountRises(count: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(count);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && count > previous.current) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    }
    previous.current = count;
  }, [count, queryClient]);
}
