import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

const require = createRequire(import.meta.url);
/** pdfkit takes about a second to load: a process (or a test file) that writes no PDF never pays for it. */
const PDFDocument = () => require('pdfkit') as typeof PDFKit;
// DejaVu Sans has the rupee sign (₹), which the PDF standard fonts lack; its condensed cut fits wide tables.
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  'condensed-bold': 'DejaVuSansCondensed-Bold.ttf',
};
export type FontName = keyof typeof FONT_FILES;

/**
 * The fonts parsed once per process (with pdfkit's own fontkit), each when first used, and shared by every
 * document: parsing DejaVu again for each PDF cost most of a document's time (a bulk Form 16 renders
 * thousands). A parsed font is only read from; each document keeps its own subset of the glyphs it used.
 */
type ParsedFont = { layout: (...args: never[]) => unknown };
const parsed = new Map<FontName, ParsedFont>();
function font(name: FontName) {
  let found = parsed.get(name);
  if (!found) {
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create(data: Uint8Array): ParsedFont;
    };
    found = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[name]}`)));
    parsed.set(name, found);
  }
  return found;
}

/** Makes the named fonts usable by their names in `doc` (createPdf registers `regular` and `bold`). */
export function registerFonts(doc: Pdf, ...names: FontName[]) {
  // pdfkit takes a parsed fontkit font where its types name a path or a buffer.
  for (const name of names) doc.registerFont(name, font(name) as unknown as string);
}

export type Pdf = InstanceType<typeof PDFKit>;

/**
 * A document opened only with `password` (a payslip sent by mail): AES-128 (PDF 1.7), printing and
 * copying allowed, changes not. Its owner password is random and thrown away: nobody may lift the protection.
 */
const protectedWith = (password: string) => ({
  pdfVersion: '1.7' as const,
  userPassword: password,
  ownerPassword: randomBytes(24).toString('base64url'),
  permissions: { printing: 'highResolution' as const, copying: true, modifying: false, annotating: false },
});

/**
 * A new A4 document with the `regular` and `bold` fonts registered; it streams as it is written. With
 * `firstPage: false` it starts without a page, for a writer that measures its content before choosing one;
 * with `password` it is encrypted and opens only with that password.
 */
export function createPdf(
  title: string,
  options: { landscape?: boolean; margin?: number; firstPage?: boolean; password?: string } = {},
): Pdf {
  const Document = PDFDocument();
  const doc = new Document({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: options.margin ?? 48,
    autoFirstPage: options.firstPage ?? true,
    info: { Title: title, Producer: 'HRMS' },
    ...(options.password ? protectedWith(options.password) : {}),
  });
  registerFonts(doc, 'regular', 'bold');
  doc.font('regular');
  return doc;
}

/** Renders a PDF document in memory: `draw` writes on it (see createPdf). */
export function renderPdf(
  title: string,
  draw: (doc: Pdf) => void,
  options: Parameters<typeof createPdf>[1] = {},
): Promise<Buffer> {
  const doc = createPdf(title, options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A postal address on one line: "Line 1, Line 2, City, State 400001" (the payslip's and Form 16's heading). */
export function postalAddress(address: {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
}): string {
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.postal_code}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * Writes `text` on one line within `width`, shrinking the font (down to `minSize`) rather than wrapping or
 * cutting it: an amount must be read whole in its column. Uses the document's current font.
 */
export function oneLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { size: number; minSize?: number; align?: 'left' | 'right' | 'center' },
) {
  let size = options.size;
  const smallest = options.minSize ?? Math.min(size, 5);
  while (size > smallest && doc.fontSize(size).widthOfString(text) > width) size -= 0.25;
  doc.fontSize(size).text(text, x, y, { width, align: options.align ?? 'left', lineBreak: false });
  return size;
}
