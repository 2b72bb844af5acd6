import { type Pdf, renderPdf } from '../../platform/pdf';
import { draftMark, GREY, INK, RULE } from '../../platform/pdf-form';
import { drawLogo } from '../../platform/pdf-logo';
import type { Run } from './engine/markup';
import type { LetterTable, MergedBlock } from './engine/merge';

export type LetterPrint = {
  letterhead: { legalName: string; address: string; contact: string };
  /** The company's logo beside its name, and its brand colour for the letterhead's rule (null: none). */
  brand: { logo: Buffer | null; colour: string | null };
  /** The letter's number, or a note that it has none yet (a draft). */
  reference: string;
  date: string;
  subject: string;
  blocks: MergedBlock[];
  signatory: { name: string | null; designation: string | null };
  draft: boolean;
};

const MARGIN = 56;
const SIZE = 10.5;
const GAP = 2;

const widthOf = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/** Writes runs as one wrapped paragraph from (x, y), switching weight between them. */
function writeRuns(doc: Pdf, runs: Run[], x: number, y: number, width: number, size = SIZE) {
  if (!runs.length) return;
  runs.forEach((run, i) => {
    const options = { width, lineGap: GAP, continued: i < runs.length - 1 };
    doc.font(run.bold ? 'bold' : 'regular').fontSize(size);
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.font('regular');
}

function letterhead(doc: Pdf, p: LetterPrint) {
  const width = widthOf(doc);
  const logo = drawLogo(doc, p.brand.logo, MARGIN, MARGIN, 48, 150);
  const textX = logo.width ? MARGIN + logo.width + 14 : MARGIN;
  const textWidth = width - (textX - MARGIN);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(15)
    .text(p.letterhead.legalName, textX, MARGIN, { width: textWidth });
  doc.font('regular').fontSize(8.5).fillColor(GREY).text(p.letterhead.address, { width: textWidth });
  if (p.letterhead.contact) doc.text(p.letterhead.contact, { width: textWidth });
  const ruleAt = Math.max(doc.y, MARGIN + logo.height) + 6;
  doc
    .moveTo(MARGIN, ruleAt)
    .lineTo(MARGIN + width, ruleAt)
    .lineWidth(p.brand.colour ? 1.6 : 0.8)
    .strokeColor(p.brand.colour ?? RULE)
    .stroke();
  doc.fillColor(INK).fontSize(SIZE);
  const y = ruleAt + 12;
  doc.text(`Ref: ${p.reference}`, MARGIN, y, { width: width / 2, lineBreak: false });
  doc.text(`Date: ${p.date}`, MARGIN + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
  doc.y = y + SIZE * 2.2;
  doc.font('bold').fontSize(12).text(p.subject, MARGIN, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(SIZE).moveDown(0.8);
}

/** Starts a new page when fewer than `height` points are left on this one. */
function room(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function table(doc: Pdf, t: LetterTable) {
  const width = widthOf(doc);
  const first = width * 0.52;
  const rest = (width - first) / Math.max(1, t.columns.length - 1);
  const widths = t.columns.map((_, i) => (i === 0 ? first : rest));
  const rowHeight = SIZE * 1.9;
  const row = (cells: string[], bold: boolean, shaded: boolean) => {
    room(doc, rowHeight);
    const y = doc.y;
    if (shaded) doc.rect(MARGIN, y, width, rowHeight).fill('#f1f5f9').fillColor(INK);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = t.columns[i];
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(SIZE - 1)
        .text(cell, x + 4, y + 5, { width: (widths[i] ?? rest) - 8, align: column?.align, lineBreak: false });
      x += widths[i] ?? rest;
    });
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + width, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + rowHeight;
  };
  row(
    t.columns.map((c) => c.label),
    true,
    true,
  );
  for (const r of t.rows) row(r.cells, Boolean(r.bold), false);
  doc.font('regular').fontSize(SIZE).moveDown(0.8);
}

function block(doc: Pdf, b: MergedBlock) {
  const width = widthOf(doc);
  switch (b.kind) {
    case 'table':
      table(doc, b.table);
      return;
    case 'heading':
    case 'subheading':
      room(doc, 40);
      writeRuns(
        doc,
        b.runs.map((r) => ({ ...r, bold: true })),
        MARGIN,
        doc.y,
        width,
        b.kind === 'heading' ? 12 : 11,
      );
      doc.moveDown(0.3);
      return;
    case 'bullet':
    case 'numbered': {
      room(doc, SIZE * 2);
      const y = doc.y;
      const marker = b.kind === 'numbered' ? `${b.number}.` : '•';
      doc
        .font('regular')
        .fontSize(SIZE)
        .text(marker, MARGIN + 6, y, { width: 18, lineBreak: false });
      writeRuns(doc, b.runs, MARGIN + 24, y, width - 24);
      doc.moveDown(0.35);
      return;
    }
    case 'paragraph':
      room(doc, SIZE * 3);
      writeRuns(doc, b.runs, MARGIN, doc.y, width);
      doc.moveDown(0.7);
  }
}

function signature(doc: Pdf, p: LetterPrint) {
  const width = widthOf(doc);
  room(doc, 110);
  doc.moveDown(0.6).font('regular').fontSize(SIZE).text('Yours sincerely,', MARGIN, doc.y, { width });
  doc.text(`For ${p.letterhead.legalName}`, { width });
  doc.moveDown(2.6);
  if (p.signatory.name) doc.font('bold').text(p.signatory.name, { width });
  doc.font('regular').text(p.signatory.designation ?? 'Authorised signatory', { width });
}

/** A letter on the company's letterhead: its reference and date, subject, body and signatory. */
export function renderLetter(p: LetterPrint): Promise<Buffer> {
  return renderPdf(
    p.subject,
    (doc) => {
      if (p.draft) {
        draftMark(doc);
        doc.on('pageAdded', () => draftMark(doc));
      }
      letterhead(doc, p);
      for (const b of p.blocks) block(doc, b);
      signature(doc, p);
    },
    { margin: MARGIN },
  );
}
