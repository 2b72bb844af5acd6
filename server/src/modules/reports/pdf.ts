import type { ReportCell, ReportColumn } from '@hrms/contracts/reports';
import { formatRupees } from '../../platform/money';
import { createPdf } from '../../platform/pdf';
import type { ReportFile } from './service';

const MARGIN = 30;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7;
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
 * The report as a landscape A4 table (title, filters, header repeated on every page, totals last). The
 * document is returned at once and written as the rows arrive, so it streams like the CSV.
 */
export function reportPdf(file: ReportFile, generatedAt: string) {
  const doc = createPdf(file.title, { landscape: true, margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  // Names and other text get more room than figures.
  const weights = file.columns.map((c) => (c.type === 'text' ? 1.7 : 1));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;

  const line = (cells: string[], bold: boolean) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((text, i) => {
      const column = file.columns[i];
      const w = widths[i] ?? unit;
      doc.text(text, x + 2, y + 3, {
        width: w - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: column && column.type !== 'text' && column.type !== 'date' ? 'right' : 'left',
      });
      x += w;
    });
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.3)
      .strokeColor('#cbd5e1')
      .stroke();
  };
  const header = () =>
    line(
      file.columns.map((c) => c.label),
      true,
    );

  const write = async () => {
    doc.font('bold').fontSize(14).text(file.title, MARGIN, y);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#475569')
      .text(`${file.subtitle} · generated ${generatedAt}`)
      .fillColor('#0f172a');
    y = doc.y + 8;
    header();
    for await (const row of file.rows)
      line(
        file.columns.map((c, i) => printed(c, row[i] ?? null)),
        false,
      );
    const totals = await file.totals();
    if (totals)
      line(
        file.columns.map((c, i) => printed(c, totals[i] ?? null)),
        true,
      );
    doc.end();
  };
  write().catch((err: Error) => doc.destroy(err));
  return doc;
}
