import type { ReportCell, ReportColumn } from '@hrms/contracts/reports';
import { shortDate } from '../../platform/dates';
import { formatRupees } from '../../platform/money';
import { createPdf } from '../../platform/pdf';
import { type ClippedCell, printTable, type TableRow } from '../../platform/pdf-table';
import type { ReportFile } from './service';

const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A cell as printed: amounts in rupees (₹1,23,456.00), figures in the Indian grouping. */
function printed(column: ReportColumn, value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (column.type === 'money') return formatRupees(value);
  if (column.type === 'percent') return `${figure.format(value)}%`;
  return figure.format(value);
}

/**
 * The columns a part of a split table repeats: the leading ones through the person's (or group's) name,
 * e.g. Employee ID and Employee, or Form 24Q's Sr. No. to Name; else the first column alone.
 */
export function identifyingColumns(columns: ReportColumn[]) {
  const name = columns.slice(0, 4).findIndex((c) => c.key.endsWith('name'));
  return name + 1 || 1;
}

/**
 * The report as an A4 table (title, filters, header repeated on every page, totals last), laid out to fit
 * every figure whole: see planTable. The layout depends on the widest cell, so the rows are read first;
 * `generatedAt` is an ISO date; `onDrawn` hears of any cell that still did not fit (none is expected; the tests assert it).
 */
export function reportPdf(file: ReportFile, generatedAt: string, onDrawn?: (clipped: ClippedCell[]) => void) {
  const doc = createPdf(file.title, { firstPage: false });
  const columns = file.columns.map((c) => ({
    label: c.label,
    align: c.type === 'text' || c.type === 'date' ? ('left' as const) : ('right' as const),
    wraps: c.type === 'text',
  }));
  const write = async () => {
    const rows: TableRow[] = [];
    for await (const row of file.rows)
      rows.push({ cells: file.columns.map((c, i) => printed(c, row[i] ?? null)) });
    const totals = await file.totals();
    if (totals) rows.push({ cells: file.columns.map((c, i) => printed(c, totals[i] ?? null)), bold: true });
    const { clipped } = printTable(doc, columns, rows, {
      identifying: identifyingColumns(file.columns),
      logo: await file.logo(),
      title: file.title,
      subtitle: `${file.subtitle} · generated ${shortDate(generatedAt)}`,
    });
    onDrawn?.(clipped);
    doc.end();
  };
  write().catch((err: Error) => doc.destroy(err));
  return doc;
}
