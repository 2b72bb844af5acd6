import { useState } from 'react';

/**
 * A screen's dialog and its success banner: opening the dialog (with what it opens on) clears the last
 * message; the dialog done, it closes and the server's message shows.
 */
export function useDialogFlow<T = true>() {
  const [open, setOpen] = useState<T | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    /** What the dialog is open on; null while closed. */
    open,
    done,
    setDone,
    start: (value: T) => {
      setDone(null);
      setOpen(value);
    },
    close: () => setOpen(null),
    finished: (message: string) => {
      setOpen(null);
      setDone(message);
    },
  };
}
