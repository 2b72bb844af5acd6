import type { ReportCell, ReportResult } from '@hrms/contracts/reports';
import { FileSearch } from 'lucide-react';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatCell, isFigure } from '../cells';

type Row = { key: string; cells: Record<string, ReportCell>; isTotal: boolean };

/** The report's rows as the server sent them, with its totals (over every row, not just this page) last. */
export function ReportTable({ report, stale }: { report: ReportResult; stale: boolean }) {
  const columns: Column<Row>[] = report.columns.map((column) => ({
    key: column.key,
    header: column.label,
    align: isFigure(column) ? 'right' : 'left',
    cell: (row) => formatCell(column, row.cells[column.key]),
  }));
  const rows: Row[] = report.rows.map((cells, i) => ({ key: String(i), cells, isTotal: false }));
  if (rows.length && report.totals) rows.push({ key: 'totals', cells: report.totals, isTotal: true });
  return (
    <DataTable
      caption={report.title}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowClassName={(row) => (row.isTotal ? 'bg-slate-50 font-semibold' : undefined)}
      className={stale ? 'opacity-60 transition-opacity' : undefined}
      empty={
        <EmptyState
          icon={FileSearch}
          title="No data for these filters"
          hint="Nothing matches this period and scope. Try another month or filter."
        />
      }
    />
  );
}
