import { oneLine, type Pdf } from './pdf';

/**
 * The blocks of a prescribed form's PDF (Form 16 / 130, Form 124, Form 122): ruled tables whose rows grow with
 * their wrapped cells and carry their header over a page break, the parts' headings, boxes of facts two to a
 * row, and the DRAFT mark of a preview.
 */

export const MARGIN = 40;
export const SIZE = 8.5;
export const PAD = 3;
export const GREY = '#475569';
export const INK = '#0f172a';
export const RULE = '#cbd5e1';

/** 31/03/2027: dates on the certificate as the form prints them. */
export const dated = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export type Column = { width: number; align: 'left' | 'right' };

/** Rows of cells on the page, each row as tall as its tallest wrapped cell, a new page when one is full. */
export class Table {
  constructor(
    private readonly doc: Pdf,
    private readonly columns: Column[],
    private readonly header: string[] | null,
  ) {}

  private get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** The header row: its cells wrap over lines (a long column heading) and it repeats on every page. */
  start() {
    if (this.header) this.row(this.header, this.headerStyle);
  }

  private get headerStyle() {
    return { bold: true, shade: true, wrap: this.columns.map((_, i) => i) };
  }

  /** Cells with `wrap` indexes may break over lines; the others stay on one line, shrunk to fit. */
  row(cells: string[], options: { bold?: boolean; shade?: boolean; wrap?: number[]; indent?: number } = {}) {
    const doc = this.doc;
    doc.font(options.bold ? 'bold' : 'regular').fontSize(SIZE);
    const heights = cells.map((text, i) => {
      const width = (this.columns[i]?.width ?? 0) - 2 * PAD - (i === 1 ? (options.indent ?? 0) : 0);
      return options.wrap?.includes(i) ? doc.heightOfString(text, { width }) : doc.currentLineHeight();
    });
    const height = Math.max(...heights) + 2 * PAD;
    if (doc.y + height > this.bottom) {
      doc.addPage();
      doc.y = MARGIN;
      if (this.header && !options.shade) this.row(this.header, this.headerStyle);
    }
    const top = doc.y;
    const width = this.columns.reduce((a, c) => a + c.width, 0);
    if (options.shade) doc.rect(MARGIN, top, width, height).fillColor('#eef2ff').fill();
    doc.fillColor(INK).font(options.bold ? 'bold' : 'regular');
    let x = MARGIN;
    cells.forEach((text, i) => {
      const column = this.columns[i] as Column;
      const indent = i === 1 ? (options.indent ?? 0) : 0;
      const inner = column.width - 2 * PAD - indent;
      if (options.wrap?.includes(i))
        doc.fontSize(SIZE).text(text, x + PAD + indent, top + PAD, { width: inner });
      else oneLine(doc, text, x + PAD + indent, top + PAD, inner, { size: SIZE, align: column.align });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  }
}

export function heading(doc: Pdf, text: string, width: number) {
  if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.8).font('bold').fontSize(10).fillColor(INK).text(text, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
}

/** Facts in boxes two to a row (label above, value below): the heading of a form. */
export function factBoxes(doc: Pdf, facts: [string, string][], width: number) {
  const half = width / 2;
  for (let i = 0; i < facts.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    for (const [j, fact] of [facts[i], facts[i + 1]].entries()) {
      if (!fact) continue;
      const x = MARGIN + j * half;
      doc
        .font('regular')
        .fontSize(7.5)
        .fillColor(GREY)
        .text(fact[0], x + PAD, top + PAD, { width: half - 2 * PAD });
      doc
        .font('bold')
        .fontSize(SIZE)
        .fillColor(INK)
        .text(fact[1], x + PAD, doc.y + 1, { width: half - 2 * PAD });
      bottom = Math.max(bottom, doc.y + PAD);
    }
    doc
      .rect(MARGIN, top, half, bottom - top)
      .rect(MARGIN + half, top, half, bottom - top)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.y = bottom;
  }
  doc.x = MARGIN;
}

/** The form's name, the rule that prescribes it and what it is, centred at the top of the first page. */
export function formHeading(doc: Pdf, width: number, h: { title: string; rule: string; subtitle: string }) {
  doc.font('bold').fontSize(14).fillColor(INK).text(h.title, MARGIN, MARGIN, { width, align: 'center' });
  doc.font('regular').fontSize(8).text(`[See ${h.rule}]`, { width, align: 'center' });
  doc.fontSize(9).text(h.subtitle, { width, align: 'center' });
  doc.moveDown(0.6);
}

/** "Place: Mumbai", "Date: 15/06/2027": the lines under a verification, the label grey and the value bold. */
export function signedLines(doc: Pdf, lines: [string, string][]) {
  doc.fontSize(SIZE);
  for (const [label, value] of lines) {
    doc.font('regular').fillColor(GREY).text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('bold').fillColor(INK).text(value);
    doc.moveDown(0.2);
  }
}

/** A line left for a signature or a fact the product does not keep: filled in by hand. */
export const BLANK = '……………………';

/**
 * A verification or declaration: its heading, the paragraph, the signed lines (place, date, name…) and the
 * caption of who signs; moved whole to the next page rather than leave a line of it on its own.
 */
export function verificationBlock(
  doc: Pdf,
  width: number,
  v: { title: string; text: string; lines: [string, string][]; signature: string },
) {
  doc.font('regular').fontSize(SIZE);
  const height =
    40 + doc.heightOfString(v.text, { width }) + v.lines.length * (doc.currentLineHeight() + 4) + 30;
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
  heading(doc, v.title, width);
  doc.font('regular').fontSize(SIZE).fillColor(INK).text(v.text, MARGIN, doc.y, { width, align: 'justify' });
  doc.moveDown(0.8);
  signedLines(doc, v.lines);
  doc
    .moveDown(0.6)
    .font('regular')
    .fillColor(GREY)
    .text(v.signature, MARGIN, doc.y, { width, align: 'right' });
}

/** "DRAFT" across a page, under what is written on it: a preview is never mistaken for the issued form. */
export function draftMark(doc: Pdf) {
  const { x, y } = doc;
  const cx = doc.page.width / 2;
  const cy = doc.page.height / 2;
  doc
    .save()
    .rotate(-35, { origin: [cx, cy] })
    .font('bold')
    .fontSize(110)
    .fillColor('#e2e8f0');
  doc.text('DRAFT', cx - 300, cy - 60, { width: 600, align: 'center', lineBreak: false });
  doc.restore();
  doc.font('regular').fillColor(INK);
  doc.x = x;
  doc.y = y;
}
