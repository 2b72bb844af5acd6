import type { ReactNode } from 'react';

/** A form's Cancel and submit buttons; it stays in view at the bottom while a long form scrolls. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-4 z-10 flex justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
      {children}
    </div>
  );
}
