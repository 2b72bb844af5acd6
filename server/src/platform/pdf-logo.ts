import type { Pdf } from './pdf';

/** pdfkit's opened image (its types leave openImage out): the pixel size and the EXIF orientation. */
type OpenedImage = { width: number; height: number; orientation?: number };

// A logo drawn on every page of a long report is embedded once: pdfkit opens a new copy per Buffer it is given.
const opened = new WeakMap<Pdf, WeakMap<Buffer, OpenedImage>>();

function openLogo(doc: Pdf, logo: Buffer): OpenedImage {
  let images = opened.get(doc);
  if (!images) {
    images = new WeakMap();
    opened.set(doc, images);
  }
  let image = images.get(logo);
  if (!image) {
    image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(logo);
    images.set(logo, image);
  }
  return image;
}

/**
 * Draws a company's logo with its top-left corner at (x, y), as large as fits within maxWidth × maxHeight
 * without changing its shape, and answers the size it took; no logo draws nothing and takes no room.
 */
export function drawLogo(
  doc: Pdf,
  logo: Buffer | null,
  x: number,
  y: number,
  maxHeight: number,
  maxWidth: number,
): { width: number; height: number } {
  if (!logo || maxHeight <= 0 || maxWidth <= 0) return { width: 0, height: 0 };
  const image = openLogo(doc, logo);
  // A JPEG turned by its EXIF orientation is drawn turned (pdfkit does), so it is measured turned too.
  const turned = (image.orientation ?? 1) > 4;
  const ratio = turned ? image.height / image.width : image.width / image.height;
  const width = Math.min(maxWidth, maxHeight * ratio);
  const height = width / ratio;
  doc.image(image as unknown as Buffer, x, y, { fit: [width, height] });
  return { width, height };
}
