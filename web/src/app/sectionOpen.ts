import { useCallback, useState } from 'react';

/** Each section's choice is kept apart (sidebar_section_pay = "0" when closed); open is the default. */
const key = (id: string) => `sidebar_section_${id}`;

function readOpen(id: string): boolean {
  try {
    return window.localStorage.getItem(key(id)) !== '0';
  } catch {
    return true;
  }
}

/** A sidebar section opened or closed by its heading, remembered in this browser. */
export function useSectionOpen(id: string): [boolean, () => void] {
  const [open, setOpen] = useState(() => readOpen(id));
  const toggle = useCallback(() => {
    setOpen((value) => {
      try {
        window.localStorage.setItem(key(id), value ? '0' : '1');
      } catch {
        // Not remembering the choice is fine.
      }
      return !value;
    });
  }, [id]);
  return [open, toggle];
}
