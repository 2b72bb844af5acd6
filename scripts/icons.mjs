#!/usr/bin/env node
// Draws the installed app's PNG icons (web/public/icons/) from the favicon's design: the indigo tile with a
// white "H" and three short lines. No image library: the strokes are round-capped lines, sampled 4 × 4 per
// pixel, written as an RGBA PNG with node:zlib.
//
// Re-run after changing the design, from the repository root, and commit the PNGs it writes:
//   node scripts/icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

/** #4f46e5, the theme colour (web/index.html, the manifest). */
export const INDIGO = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];

/** web/public/favicon.svg's strokes on its 32-unit grid: the H, then the three lines beside it. */
const STROKES = [
  [9, 9, 9, 23],
  [9, 16, 17, 16],
  [17, 9, 17, 23],
  [21, 12, 24, 12],
  [21, 16, 24, 16],
  [21, 20, 24, 20],
];
const GRID = 32;
const STROKE_RADIUS = 1.25;
const CORNER_RADIUS = 8;
const SAMPLES = 4;

/**
 * The files the manifest and index.html name. A maskable icon fills its square (the launcher cuts the shape)
 * and keeps the drawing inside the middle 80%; so does Apple's touch icon, which iOS rounds itself.
 */
export const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

/** True within the stroke's radius of the segment from (x1, y1) to (x2, y2): a round-capped line. */
function onStroke(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  const ex = x - (x1 + t * dx);
  const ey = y - (y1 + t * dy);
  return ex * ex + ey * ey <= STROKE_RADIUS * STROKE_RADIUS;
}

/** True inside the tile: the whole square, or the favicon's rounded one. */
function inTile(x, y, fullBleed) {
  if (fullBleed) return true;
  const ex = x - Math.min(Math.max(x, CORNER_RADIUS), GRID - CORNER_RADIUS);
  const ey = y - Math.min(Math.max(y, CORNER_RADIUS), GRID - CORNER_RADIUS);
  return ex * ex + ey * ey <= CORNER_RADIUS * CORNER_RADIUS;
}

/** What lies at a point of the 32-unit grid: 0 nothing, 1 the tile, 2 a stroke on the tile. */
function pointAt(x, y, fullBleed) {
  if (!inTile(x, y, fullBleed)) return 0;
  // A full-bleed icon draws the strokes at 80% around the centre, inside the circle a maskable icon's
  // launcher always shows.
  const scale = fullBleed ? 0.8 : 1;
  const gx = GRID / 2 + (x - GRID / 2) / scale;
  const gy = GRID / 2 + (y - GRID / 2) / scale;
  return STROKES.some((stroke) => onStroke(gx, gy, stroke)) ? 2 : 1;
}

/**
 * The icon's pixels, RGBA row by row. A pixel whose four corners agree is taken whole (every shape is
 * wider than a pixel); one on an edge is sampled 4 × 4 for a smooth edge.
 */
export function drawIcon(size, { fullBleed = false } = {}) {
  const unit = GRID / size;
  const corners = new Uint8Array((size + 1) * (size + 1));
  for (let cy = 0; cy <= size; cy++) {
    for (let cx = 0; cx <= size; cx++)
      corners[cy * (size + 1) + cx] = pointAt(cx * unit, cy * unit, fullBleed);
  }
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const corner = corners[py * (size + 1) + px];
      const uniform =
        corner === corners[py * (size + 1) + px + 1] &&
        corner === corners[(py + 1) * (size + 1) + px] &&
        corner === corners[(py + 1) * (size + 1) + px + 1];
      let tile = 0;
      let mark = 0;
      if (uniform) {
        tile = corner === 0 ? 0 : SAMPLES * SAMPLES;
        mark = corner === 2 ? tile : 0;
      } else {
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const point = pointAt(
              (px + (sx + 0.5) / SAMPLES) * unit,
              (py + (sy + 0.5) / SAMPLES) * unit,
              fullBleed,
            );
            if (point > 0) tile++;
            if (point === 2) mark++;
          }
        }
      }
      const at = (py * size + px) * 4;
      const share = tile === 0 ? 0 : mark / tile;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(INDIGO[c] * (1 - share) + WHITE[c] * share);
      pixels[at + 3] = Math.round((tile / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of these pixels (each row unfiltered). */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICON_DIR = fileURLToPath(new URL('../web/public/icons/', import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(ICON_DIR, { recursive: true });
  for (const icon of ICONS) {
    const png = encodePng(icon.size, icon.size, drawIcon(icon.size, icon));
    writeFileSync(path.join(ICON_DIR, icon.file), png);
    console.log(
      `${path.join('web/public/icons', icon.file)}: ${icon.size} × ${icon.size}, ${png.length} bytes`,
    );
  }
}
