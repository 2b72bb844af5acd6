import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { cx } from './cx';

export type ActionMenuItem = {
  label: string;
  icon?: LucideIcon;
  tone?: 'default' | 'danger';
} & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

type ActionMenuProps = {
  /** The trigger's accessible name, e.g. "Actions for Platform". */
  label: string;
  items: readonly ActionMenuItem[];
  className?: string;
};

type Position = { top: number; left: number };

const MENU_WIDTH = 224;
const GAP = 4;

/**
 * A row's "⋮" menu (WAI-ARIA menu button): Enter, Space or ↓ open it on the first item, ↑ on the
 * last; ↑ ↓ Home End move; Esc or Tab close it and return focus to the button. The menu is drawn
 * in a portal with fixed position, so a table's horizontal scroll box does not clip it; it follows
 * its button when the page scrolls and closes on outside clicks.
 */
export function ActionMenu({ label, items, className }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  // Under the button (above it when there is no room), right edges aligned; null when the button is out of sight.
  const place = useCallback((): Position | null => {
    const button = buttonRef.current?.getBoundingClientRect();
    const menu = menuRef.current;
    if (!button || !menu) return null;
    if (button.bottom < 0 || button.top > window.innerHeight) return null;
    const height = menu.offsetHeight;
    const below = button.bottom + GAP;
    const top =
      below + height > window.innerHeight && button.top - GAP - height > 0
        ? button.top - GAP - height
        : below;
    const left = Math.min(
      Math.max(8, button.right - MENU_WIDTH),
      Math.max(8, window.innerWidth - MENU_WIDTH - 8),
    );
    return { top, left };
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    const first = place();
    if (first) setPosition(first);
    else setOpen(false);
  }, [open, place]);

  // Once placed, focus moves into the menu (not again when it follows a scroll).
  const placed = open && position !== null;
  useEffect(() => {
    if (!placed) return;
    const menuItems = menuItemsOf(menuRef.current);
    const target = focusOnOpen.current === 'last' ? menuItems.at(-1) : menuItems[0];
    target?.focus({ preventScroll: true });
  }, [placed]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    }
    // Follow the button when the page or the table scrolls; close once it is out of sight.
    function onScrollOrResize(event: Event) {
      if (event.type === 'scroll' && menuRef.current?.contains(event.target as Node)) return;
      const next = place();
      if (next) setPosition(next);
      else close(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScrollOrResize, true);
    window.addEventListener('resize', onScrollOrResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScrollOrResize, true);
      window.removeEventListener('resize', onScrollOrResize);
    };
  }, [open, close, place]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const menuItems = menuItemsOf(menuRef.current);
    const current = menuItems.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      menuItems[(index + menuItems.length) % menuItems.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(menuItems.length - 1);
      case 'Escape':
      case 'Tab':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      default:
        return undefined;
    }
  }

  const itemClass = (tone: ActionMenuItem['tone']) =>
    cx(
      'flex w-full items-center gap-2 px-3 py-2 text-left text-sm outline-none',
      tone === 'danger'
        ? 'text-red-600 hover:bg-red-50 focus:bg-red-50'
        : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100',
    );

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'bg-slate-100 text-slate-700',
          className,
        )}
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-labelledby={buttonId}
              tabIndex={-1}
              onKeyDown={onMenuKeyDown}
              style={{
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                width: MENU_WIDTH,
                visibility: position ? 'visible' : 'hidden',
              }}
              className="fixed z-40 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10"
            >
              {items.map((item) => {
                const Icon = item.icon;
                const content = (
                  <>
                    {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
                    {item.label}
                  </>
                );
                return item.to !== undefined ? (
                  <Link
                    key={item.label}
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass(item.tone)}
                    onClick={() => close(false)}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    key={item.label}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass(item.tone)}
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    {content}
                  </button>
                );
              })}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
