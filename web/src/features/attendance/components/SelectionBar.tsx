import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

/** What is selected on a list's page ("3 days selected"), a way to clear it, and what to do with it. */
export function SelectionBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  /** Singular and plural: ['day', 'days']. */
  noun: readonly [string, string];
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-indigo-900">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
        {children}
      </div>
    </div>
  );
}
