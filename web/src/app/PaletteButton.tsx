import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { cx } from '@/components/ui/cx';

/** Apple keyboards say ⌘ where the others say Ctrl; the shortcut takes either key anywhere. */
const onApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl-K or Cmd-K opens the command palette from any page, even from inside a text box. */
export function usePaletteShortcut(onOpen: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl-K (its search bar) gives way.
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}

/** The header's way into the palette, for the mouse and touch, showing the shortcut that does the same. */
export function PaletteButton({ onOpen, className }: { onOpen: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      className={cx(
        'flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-500',
        'hover:border-slate-300 hover:text-slate-700 sm:w-64',
        className,
      )}
    >
      <Search aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1 text-left">Search…</span>
      <kbd className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-500 sm:inline">
        {onApple ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
