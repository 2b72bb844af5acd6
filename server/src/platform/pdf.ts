import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu Sans has the rupee sign (₹), which the PDF standard fonts lack.
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type Pdf = InstanceType<typeof PDFDocument>;

/** A new A4 document with the `regular` and `bold` fonts registered; it streams as it is written. */
export function createPdf(title: string, options: { landscape?: boolean; margin?: number } = {}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: options.margin ?? 48,
    info: { Title: title, Producer: 'HRMS' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** Renders a PDF document in memory: `draw` writes on it (see createPdf). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = createPdf(title);
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

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** Rupees as an Indian reader writes them: ₹1,23,456.00. */
export const formatRupees = (amount: number) => inr.format(amount);
