import type { PunchImport, punchImportProblem } from '@hrms/contracts/attendance-devices';
import type { z } from 'zod';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { subsectionTitle } from '@/components/ui/typography';
import { formatNumber } from '@/lib/format';
import { outcomeFigures, outcomeSentence } from '../outcome';

type PunchImportProblem = z.infer<typeof punchImportProblem>;

const problemColumns: Column<PunchImportProblem>[] = [
  { key: 'line', header: 'Line', align: 'right', className: 'w-20', cell: (p) => formatNumber(p.line) },
  { key: 'message', header: 'Problem', className: 'whitespace-normal', cell: (p) => p.message },
];

/** What an import did: its figures, in words, and the lines it could not read. */
export function ImportOutcome({ punchImport }: { punchImport: PunchImport }) {
  const { outcome, problems, problems_total } = punchImport;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{outcomeSentence(outcome)}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {outcomeFigures(outcome).map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
            <dd className="text-xs text-slate-500">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      {problems.length ? (
        <div className="space-y-2">
          <h3 className={subsectionTitle}>
            {problems_total === 1 ? '1 line not read' : `${formatNumber(problems_total)} lines not read`}
          </h3>
          {problems_total > problems.length ? (
            <p className="text-sm text-slate-500">
              The first {formatNumber(problems.length)} are kept and listed.
            </p>
          ) : null}
          <div className="max-h-80 overflow-y-auto">
            <DataTable
              caption="Lines not read"
              columns={problemColumns}
              rows={problems}
              rowKey={(p) => `${p.line}:${p.message}`}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
