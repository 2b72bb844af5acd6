import type { CsvUploadResult } from '@hrms/contracts/payroll';
import { CircleAlert, CircleCheck, CircleMinus, FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { formatINR, formatNumber, MISSING } from '@/lib/format';

/** An upload's summary cards and its three lists of rows: created or updated, refused, skipped. */
export function CsvUploadResults({ result }: { result: CsvUploadResult }) {
  const { summary, results } = result;
  return (
    <div className="space-y-6">
      <section aria-label="Upload summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Rows" value={formatNumber(summary.total)} icon={FileSpreadsheet} />
        <StatCard label="Success" value={formatNumber(summary.success)} icon={CircleCheck} tone="green" />
        <StatCard label="Errors" value={formatNumber(summary.errors)} icon={CircleAlert} tone="red" />
        <StatCard label="Skipped" value={formatNumber(summary.skipped)} icon={CircleMinus} tone="yellow" />
      </section>
      <div className="grid gap-6 xl:grid-cols-3">
        <RowList title="Success" label="Rows saved" rows={results.success} empty="No rows were saved.">
          {(row) => (
            <>
              <span className="tabular-nums">{formatINR(row.net_salary)}</span> net ·{' '}
              {row.action === 'created' ? 'Created' : 'Updated'}
            </>
          )}
        </RowList>
        <RowList
          title="Errors"
          label="Rows with errors"
          rows={results.errors}
          empty="No row had an error."
          tone="text-red-700"
        >
          {(row) => row.error}
        </RowList>
        <RowList
          title="Skipped"
          label="Rows skipped"
          rows={results.skipped}
          empty="No row was skipped."
          tone="text-amber-700"
        >
          {(row) => row.reason}
        </RowList>
      </div>
    </div>
  );
}

type RowRef = { row: number; employee_name: string; employee_code: string };

function RowList<R extends RowRef>({
  title,
  label,
  rows,
  empty,
  tone = 'text-slate-600',
  children,
}: {
  title: string;
  /** The list's accessible name. */
  label: string;
  rows: R[];
  empty: string;
  tone?: string;
  children: (row: R) => ReactNode;
}) {
  return (
    <SectionCard title={`${title} (${formatNumber(rows.length)})`} bodyClassName="p-0">
      {rows.length ? (
        <ul aria-label={label} className="h-72 divide-y divide-slate-100 overflow-y-auto text-sm">
          {rows.map((row) => (
            <li key={row.row} className="px-5 py-2.5">
              <p className="font-medium text-slate-900">
                <span className="text-slate-500">Row {row.row}:</span> {row.employee_name || MISSING}{' '}
                {row.employee_code ? <span className="text-slate-500">({row.employee_code})</span> : null}
              </p>
              <p className={tone}>{children(row)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="p-5 text-sm text-slate-500">{empty}</p>
      )}
    </SectionCard>
  );
}
