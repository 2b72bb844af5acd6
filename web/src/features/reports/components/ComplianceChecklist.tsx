import type { ReportResult } from '@hrms/contracts/reports';
import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { formatDate, formatINR, plural } from '@/lib/format';
import { type ChecklistItem, checklistOf, dueState } from '../files';

/** A one-line payment: what it is, and both shares when employees and employer pay into it. */
function lineText(line: ChecklistItem['lines'][number] | undefined) {
  if (!line) return '';
  if (!line.employeeShare || !line.employerShare) return line.item;
  return `${line.item} (employees ${formatINR(line.employeeShare)}, employer ${formatINR(line.employerShare)})`;
}

/** The month's compliance summary read as a checklist: each payment, to whom, how much and by when. */
export function ComplianceChecklist({ report, today }: { report: ReportResult; today: string }) {
  const items = checklistOf(report);
  if (!items.length) return null;
  const companies = new Set(items.map((i) => i.company));
  return (
    <ol aria-label="Compliance checklist" className="space-y-3">
      {items.map((item) => {
        const due = dueState(item.dueOn, today, item);
        return (
          <li key={item.key} className="flex gap-3 rounded-lg border border-slate-200 p-4">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-500" />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  Pay {formatINR(item.total)} to {item.payee}
                  {item.dueOn ? ` by ${formatDate(item.dueOn)}` : ''}
                </p>
                <Badge tone={due.tone}>{due.label}</Badge>
              </div>
              <p className="text-sm text-slate-500">
                {item.challan}
                {companies.size > 1 ? ` · ${item.company}` : ''}
                {item.employees !== null ? ` · ${plural(item.employees, 'employee')}` : ''}
              </p>
              {item.paid > 0 ? (
                <p className="text-sm text-slate-700">
                  Paid {formatINR(item.paid)}
                  {item.owed > 0 ? ` · owed ${formatINR(item.owed)} with interest and damages` : ''}
                </p>
              ) : null}
              {item.lines.length > 1 ? (
                <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                  {item.lines.map((line) => (
                    <li key={line.item} className="flex justify-between gap-4">
                      <span>{line.item}</span>
                      <span className="tabular-nums">{formatINR(line.amount)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-700">{lineText(item.lines[0])}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
