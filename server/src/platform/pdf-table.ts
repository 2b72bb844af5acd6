import { type Pdf, registerFonts } from './pdf';
import { drawLogo } from './pdf-logo';

/** A column of a printed table: figures (`wraps` false) are never wrapped or cut; text wraps at spaces. */
export type TableColumn = { label: string; align: 'left' | 'right'; wraps: boolean };
export type TableRow = { cells: string[]; bold?: boolean };
/** A cell that did not fit its column (row -1 is the header); a correct layout reports none. */
export type ClippedCell = { row: number; column: number; text: string };

type Orientation = 'portrait' | 'landscape';
/** The page set-ups tried in turn: the first whose columns fit at their narrowest is used. */
const SETUPS: { layout: Orientation; size: number }[] = [
  { layout: 'portrait', size: 8 },
  { layout: 'landscape', size: 8 },
  { layout: 'landscape', size: 7.5 },
  { layout: 'landscape', size: 7 },
  { layout: 'landscape', size: 6.5 },
];
/** When even the smallest set-up is too wide, the columns are split across pages at this size. */
const SPLIT_SETUP = { layout: 'landscape', size: 7 } as const;
const A4 = { portrait: [595.28, 841.89], landscape: [841.89, 595.28] } as const;
const MARGIN = 30;
const PAD = 2.5;
const LINE = 1.2;
/** A text column may wrap down to this width (but never below its longest word, up to WORD_MAX). */
const TEXT_MIN = 48;
const WORD_MAX = 120;

/** Cells are set in DejaVu Sans Condensed: a tenth narrower, so more tables fit on one page. */
const cellFont = (bold: boolean) => (bold ? 'condensed-bold' : 'condensed');

type Measure = (text: string, bold: boolean) => number;
type Part = { columns: number[]; widths: number[] };
export type TablePlan = {
  layout: Orientation;
  size: number;
  margin: number;
  /** Each part is printed on its own pages; a part repeats the identifying columns of the others. */
  parts: Part[];
};

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** `text` broken into lines no wider than `width`: at spaces, and inside a word only if it alone is wider. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words(text)) {
    const joined = current ? `${current} ${word}` : word;
    if (measure(joined) <= width) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (measure(current) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && measure(current.slice(0, cut)) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current || !lines.length) lines.push(current);
  return lines;
}

/** Each column's width with everything on one line, and the narrowest it can take without cutting. */
function columnBounds(columns: TableColumn[], rows: TableRow[], measure: Measure) {
  return columns.map((column, i) => {
    const label = measure(column.label, true);
    const labelWord = Math.max(...words(column.label).map((w) => measure(w, true)), 0);
    let widest = 0;
    let widestWord = 0;
    for (const row of rows) {
      const text = row.cells[i] ?? '';
      if (!text) continue;
      widest = Math.max(widest, measure(text, !!row.bold));
      if (column.wraps) widestWord = Math.max(widestWord, ...words(text).map((w) => measure(w, !!row.bold)));
    }
    const preferred = Math.max(label, widest) + 2 * PAD;
    const content = column.wraps
      ? Math.min(widest, Math.max(TEXT_MIN, Math.min(widestWord, WORD_MAX)))
      : widest;
    return { preferred, min: Math.min(preferred, Math.max(labelWord, content) + 2 * PAD) };
  });
}

type Bounds = ReturnType<typeof columnBounds>;

/** Widths filling `width` (the slack shared out by preferred width), or null when the minimums overflow it. */
function fit(bounds: Bounds, width: number): number[] | null {
  const min = bounds.reduce((a, b) => a + b.min, 0);
  const preferred = bounds.reduce((a, b) => a + b.preferred, 0);
  if (min > width + 0.01) return null;
  if (preferred <= width)
    return bounds.map((b) => b.preferred + ((width - preferred) * b.preferred) / preferred);
  const t = (width - min) / (preferred - min);
  return bounds.map((b) => b.min + (b.preferred - b.min) * t);
}

/**
 * How to print the table: portrait or landscape, a font size from 8 down to 6.5 pt, column widths from the
 * widest content (headers and names wrap, figures never do); a table still too wide is split into parts of
 * whole columns, each repeating the first `identifying` columns.
 */
export function planTable(
  measureAt: (text: string, bold: boolean, size: number) => number,
  columns: TableColumn[],
  rows: TableRow[],
  identifying: number,
): TablePlan {
  const all = columns.map((_, i) => i);
  for (const setup of SETUPS) {
    const widths = fit(
      columnBounds(columns, rows, (t, b) => measureAt(t, b, setup.size)),
      usableWidth(setup.layout),
    );
    if (widths) return { ...setup, margin: MARGIN, parts: [{ columns: all, widths }] };
  }
  const bounds = columnBounds(columns, rows, (t, b) => measureAt(t, b, SPLIT_SETUP.size));
  const usable = usableWidth(SPLIT_SETUP.layout);
  const ids = all.slice(0, identifying);
  const rest = all.slice(identifying).map((i) => ({ index: i, width: bounds[i]?.min ?? 0 }));
  const sum = (widths: number[]) => widths.reduce((a, b) => a + b, 0);
  // The repeated columns keep one width in every part (so rows align): on one line when that costs no part.
  const narrow = ids.map((i) => bounds[i]?.min ?? 0);
  const wide = ids.map((i) => bounds[i]?.preferred ?? 0);
  const fewest = balancedGroups(rest, usable - sum(narrow)).length;
  const idWidths = balancedGroups(rest, usable - sum(wide)).length === fewest ? wide : narrow;
  const room = usable - sum(idWidths);
  const groups = balancedGroups(rest, room);
  const parts = groups.map((group) => {
    const widths =
      fit(
        group.map((i) => bounds[i] as Bounds[number]),
        room,
      ) ?? group.map((i) => bounds[i]?.min ?? 0);
    return { columns: [...ids, ...group], widths: [...idWidths, ...widths] };
  });
  return { ...SPLIT_SETUP, margin: MARGIN, parts };
}

/** Columns in order, split into as few runs as fit `room`, each run about as wide as the others. */
function balancedGroups(columns: { index: number; width: number }[], room: number): number[][] {
  const split = (limit: number) => {
    const groups: number[][] = [];
    let used = Number.POSITIVE_INFINITY;
    for (const c of columns) {
      if (used + c.width > limit) {
        groups.push([]);
        used = 0;
      }
      groups.at(-1)?.push(c.index);
      used += c.width;
    }
    return groups;
  };
  const fewest = split(room).length;
  // The narrowest limit that still needs no more runs than `room` does.
  let low = Math.max(...columns.map((c) => c.width));
  let high = room;
  for (let i = 0; i < 30 && high - low > 0.5; i++) {
    const mid = (low + high) / 2;
    if (split(mid).length <= fewest) high = mid;
    else low = mid;
  }
  const groups = split(Math.max(high, low));
  return groups.length ? groups : [[]];
}

function usableWidth(layout: Orientation) {
  return A4[layout][0] - 2 * MARGIN;
}

/**
 * Prints the table on new pages of `doc` (which must have no page yet): the heading on the first page, the
 * header on every page, rows aligned across parts. Returns every cell that did not fit.
 */
function drawTable(
  doc: Pdf,
  plan: TablePlan,
  columns: TableColumn[],
  rows: TableRow[],
  heading: TableHeading,
): ClippedCell[] {
  const clipped: ClippedCell[] = [];
  const lineHeight = plan.size * LINE;
  const measure = (text: string, bold: boolean) =>
    doc.font(cellFont(bold)).fontSize(plan.size).widthOfString(text);
  const [pageWidth, pageHeight] = A4[plan.layout];
  const bottom = pageHeight - plan.margin;

  /** A row's lines in each part (a row is as tall as its tallest cell in any part, so parts align). */
  const layOut = (cells: string[], bold: boolean, row: number) =>
    plan.parts.map((part) =>
      part.columns.map((c, k) => {
        const text = cells[c] ?? '';
        const inner = (part.widths[k] ?? 0) - 2 * PAD;
        if (columns[c]?.wraps || row === -1) return wrap(text, inner, (s) => measure(s, bold));
        if (measure(text, bold) > inner + 0.01 && !clipped.some((x) => x.row === row && x.column === c))
          clipped.push({ row, column: c, text });
        return [text];
      }),
    );
  const heightOf = (laid: string[][][]) =>
    Math.max(...laid.flatMap((part) => part.map((lines) => lines.length))) * lineHeight + 2 * PAD;

  const header = layOut(
    columns.map((c) => c.label),
    true,
    -1,
  );
  const headerHeight = heightOf(header);
  const body = rows.map((r, i) => {
    const laid = layOut(r.cells, !!r.bold, i);
    return { laid, bold: !!r.bold, height: heightOf(laid) };
  });

  const newPage = () => {
    doc.addPage({ size: 'A4', layout: plan.layout, margin: plan.margin });
    return plan.margin;
  };
  const drawRow = (part: number, laid: string[][][], bold: boolean, y: number, height: number) => {
    const p = plan.parts[part] as Part;
    let x = plan.margin;
    doc.font(cellFont(bold)).fontSize(plan.size);
    p.columns.forEach((c, k) => {
      const width = p.widths[k] ?? 0;
      const align = columns[c]?.align ?? 'left';
      (laid[part]?.[k] ?? []).forEach((line, n) => {
        // Placed by hand: given a width, pdfkit would wrap (or move to a new page) on its own.
        const at = align === 'right' ? x + width - PAD - measure(line, bold) : x + PAD;
        doc.text(line, at, y + PAD + n * lineHeight, { lineBreak: false });
      });
      x += width;
    });
    const right = plan.margin + p.widths.reduce((a, b) => a + b, 0);
    doc
      .moveTo(plan.margin, y + height)
      .lineTo(right, y + height)
      .lineWidth(bold ? 0.6 : 0.3)
      .strokeColor(bold ? '#64748b' : '#cbd5e1')
      .stroke();
  };

  // Rows in blocks of a page each; every part prints the same block before the next block starts.
  let first = true;
  let next = 0;
  do {
    let top = newPage();
    if (first) top = drawHeading(doc, plan, pageWidth, heading);
    // The other parts' pages (and later blocks) start under a caption instead of the heading.
    const capacity = bottom - Math.max(top, plan.margin + captionHeight(plan)) - headerHeight;
    let end = next;
    let used = 0;
    while (end < body.length && (end === next || used + (body[end]?.height ?? 0) <= capacity)) {
      used += body[end]?.height ?? 0;
      end++;
    }
    plan.parts.forEach((_, part) => {
      let y = part === 0 ? top : newPage();
      if (part > 0 || !first) y = drawPartCaption(doc, plan, part, y);
      drawRow(part, header, true, y, headerHeight);
      y += headerHeight;
      for (const row of body.slice(next, end)) {
        drawRow(part, row.laid, row.bold, y, row.height);
        y += row.height;
      }
    });
    first = false;
    next = end;
  } while (next < body.length);
  return clipped;
}

/**
 * Plans and prints a table on `doc` (a document created without a page, see createPdf), its width measured
 * in the document's fonts. Returns the plan and the cells that did not fit (none is expected).
 */
export function printTable(
  doc: Pdf,
  columns: TableColumn[],
  rows: TableRow[],
  options: { identifying: number } & TableHeading,
) {
  registerFonts(doc, 'condensed', 'condensed-bold');
  const measure = (text: string, bold: boolean, size: number) =>
    doc.font(cellFont(bold)).fontSize(size).widthOfString(text);
  const plan = planTable(measure, columns, rows, options.identifying);
  return { plan, clipped: drawTable(doc, plan, columns, rows, options) };
}

/** What heads the first page: the title, the filters line, and a company's logo before them (null: none). */
type TableHeading = { title: string; subtitle: string; logo?: Buffer | null };

/** The logo, the title and the filters line; returns where the table starts. */
function drawHeading(doc: Pdf, plan: TablePlan, pageWidth: number, heading: TableHeading) {
  const logo = drawLogo(doc, heading.logo ?? null, plan.margin, plan.margin, 36, 120);
  const left = logo.width ? plan.margin + logo.width + 10 : plan.margin;
  const width = pageWidth - plan.margin - left;
  doc.font('bold').fontSize(14).fillColor('#0f172a').text(heading.title, left, plan.margin, { width });
  const parts = plan.parts.length;
  const note =
    parts > 1 ? ` · too wide for one page: printed in ${parts} parts, each repeating the first columns` : '';
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#475569')
    .text(`${heading.subtitle}${note}`, { width })
    .fillColor('#0f172a');
  return Math.max(doc.y, plan.margin + logo.height) + 8;
}

/** On a split table, which part a page holds (so that a page read alone says what it continues). */
function drawPartCaption(doc: Pdf, plan: TablePlan, part: number, y: number) {
  if (plan.parts.length === 1) return y;
  doc
    .font('regular')
    .fontSize(plan.size)
    .fillColor('#475569')
    .text(`Columns, part ${part + 1} of ${plan.parts.length}`, plan.margin, y, { lineBreak: false })
    .fillColor('#0f172a');
  return y + captionHeight(plan);
}

const captionHeight = (plan: TablePlan) => (plan.parts.length > 1 ? plan.size * LINE + 2 : 0);
