import type { AuditEvent } from '@hrms/contracts/audit';
import { describeChanges } from '../changes';

/** An event's changes, folded away until asked for (a native disclosure: keyboard and screen readers work). */
export function ChangesDetails({ event }: { event: AuditEvent }) {
  const lines = describeChanges(event.changes);
  if (!lines.length) return <span className="text-slate-500">No details</span>;
  return (
    <details className="group max-w-md whitespace-normal">
      <summary className="cursor-pointer text-sm font-medium text-indigo-600 hover:text-indigo-500">
        {lines.length} change{lines.length === 1 ? '' : 's'}
      </summary>
      <dl className="mt-2 space-y-1 rounded-lg bg-slate-50 p-3 text-xs">
        {lines.map((line) => (
          <div key={line.field} className="grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-medium break-words text-slate-500">{line.field}</dt>
            <dd className="break-words text-slate-800">{line.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
