import type { ReportBlocker } from '@hrms/contracts/reports';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The report's validation step: what blocks its downloads, each linked to where it is fixed — the record
 * the report names (a challan's Deductees dialog, the company's form), else the employee's edit page.
 */
export function BlockersAlert({ blockers }: { blockers: ReportBlocker[] }) {
  if (!blockers.length) return null;
  const count = blockers.length;
  return (
    <div
      role="alert"
      aria-labelledby="report-blockers-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p id="report-blockers-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        {blockers.every((b) => (b.field ?? 'employees') === 'employees')
          ? `${count} employee${count === 1 ? '' : 's'} must have their details completed before this report can be downloaded`
          : `${count} problem${count === 1 ? '' : 's'} must be resolved before this report can be downloaded`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-10">
        {blockers.map((b) => (
          <li key={`${b.field ?? 'employees'} ${b.employee_code} ${b.employee_name}`}>
            {b.link ? (
              <Link to={b.link} className="font-medium underline hover:text-amber-700">
                {b.employee_code} {b.employee_name}
              </Link>
            ) : b.employee_id === undefined ? (
              <span className="font-medium">
                {b.employee_code} {b.employee_name}
              </span>
            ) : (
              <Link
                to={`/employees/${b.employee_id}/edit`}
                className="font-medium underline hover:text-amber-700"
              >
                {b.employee_code} {b.employee_name}
              </Link>
            )}
            : {b.missing.join(', ')} missing
          </li>
        ))}
      </ul>
    </div>
  );
}
