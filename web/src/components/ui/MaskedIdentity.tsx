import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { maskedEnding } from '@/lib/identity';

/**
 * A statutory number as a detail page shows it (null when there is none, so DetailItem shows "—"): in
 * full, or masked ("XXXXXX1234") with "ending in 1234" for a screen reader instead of a row of Xs.
 */
export function identityNumber(value: string | null | undefined, masked: boolean): ReactNode {
  if (!value) return null;
  const spoken = masked ? maskedEnding(value) : null;
  if (!spoken) return <span className="font-mono">{value}</span>;
  return (
    <>
      <span aria-hidden="true" className="font-mono">
        {value}
      </span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

export const MASKED_NOTE =
  'Masked: only users allowed to view statutory details see these numbers in full or change them.';

/** Why numbers show as XXXXXX1234 (the viewer lacks view-statutory-details). */
export function MaskedNote({ children = MASKED_NOTE }: { children?: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>{children}</span>
    </p>
  );
}

/**
 * A masked number in a form, where its input would be: shown, not editable. An input would hold the
 * masked text (or nothing) and saving it would overwrite the real number, so the form leaves it out.
 */
export function MaskedValue({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="text-sm text-slate-900">{identityNumber(value, true) ?? 'None on file'}</p>
    </div>
  );
}
