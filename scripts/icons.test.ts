import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, encodePng, ICON_DIR, ICONS, INDIGO } from './icons.mjs';

/** A PNG's size and its pixels, for the unfiltered RGBA files encodePng writes. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width * 4 + 1)]).toBe(0);
    rows.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  }
  return { width, height, depth: png[24], colourType: png[25], pixels };
}

const pixelAt = (pixels: Buffer, size: number, x: number, y: number) => [
  ...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
];

describe('the app icons', () => {
  it('encodes an RGBA PNG that decodes to the same pixels', () => {
    const pixels = drawIcon(48);
    const decoded = decode(encodePng(48, 48, pixels));
    expect(decoded).toMatchObject({ width: 48, height: 48, depth: 8, colourType: 6 });
    expect(decoded.pixels.equals(pixels)).toBe(true);
  });

  it('draws the white H on the indigo tile, with rounded corners unless the icon fills its square', () => {
    const size = 64;
    const rounded = drawIcon(size);
    expect(pixelAt(rounded, size, 0, 0)[3]).toBe(0);
    expect(pixelAt(rounded, size, 32, 4)).toEqual([...INDIGO, 255]);
    // The H's left upright at x = 9, y = 16 of the 32-unit grid.
    expect(pixelAt(rounded, size, 18, 32)).toEqual([255, 255, 255, 255]);
    const full = drawIcon(size, { fullBleed: true });
    expect(pixelAt(full, size, 0, 0)).toEqual([...INDIGO, 255]);
  });

  it.each(ICONS)('commits $file as drawn, $size × $size', (icon) => {
    const decoded = decode(readFileSync(path.join(ICON_DIR, icon.file)));
    expect([decoded.width, decoded.height]).toEqual([icon.size, icon.size]);
    expect(decoded.pixels.equals(drawIcon(icon.size, icon))).toBe(true);
  });
});
