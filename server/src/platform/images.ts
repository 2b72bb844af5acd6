import { inflateSync } from 'node:zlib';

/** An image's size in pixels, read from its header: PNG's IHDR chunk, or a JPEG's start-of-frame segment. */
export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(data: Buffer): ImageSize | null {
  if (data.length < 24 || !PNG_SIGNATURE.every((b, i) => data[i] === b)) return null;
  // The first chunk must be IHDR: its data starts with the width and the height.
  if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

// The start-of-frame markers (C0–CF) less the three that share the range: DHT (C4), JPG (C8), DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(data: Buffer): ImageSize | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The image data begins (or the file ends) before any frame said its size.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = data.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** The size a PNG's or JPEG's header gives, or null for anything else or a header cut short. */
export const imageSize = (data: Buffer): ImageSize | null => pngSize(data) ?? jpegSize(data);

/**
 * Whether a PNG's pixel data inflates. pdfkit inflates a PNG with transparency in a callback that throws
 * out of reach of any caller, so a damaged one must never be stored for a PDF to draw.
 */
export function pngDataInflates(data: Buffer): boolean {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 8 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > data.length) return false;
    if (type === 'IDAT') parts.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!parts.length) return false;
  try {
    // A bound against a small file that inflates without end: 2000 × 2000 pixels of 16-bit RGBA is 32 MB.
    return inflateSync(Buffer.concat(parts), { maxOutputLength: 64 * 1024 * 1024 }).length > 0;
  } catch {
    return false;
  }
}
