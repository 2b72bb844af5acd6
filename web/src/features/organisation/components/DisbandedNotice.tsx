import { Ban } from 'lucide-react';

/** Shown where a team's changes would be: a disbanded team cannot be changed (the server answers 409). */
export function DisbandedNotice() {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <p>This team has been disbanded. It has no members or lead and can no longer be changed.</p>
    </div>
  );
}
