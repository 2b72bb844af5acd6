import { inflateRawSync } from 'node:zlib';

/**
 * An XLSX file is a ZIP package. Before a spreadsheet library unpacks it, we read the package's central
 * directory and refuse one that would unpack to more than `maxBytes` (a "zip bomb": a few megabytes that
 * decompress to gigabytes). The declared sizes could lie, so each entry is also inflated here with its
 * output capped at what remains of the budget: the check never holds more than the budget in memory, and
 * only one entry at a time. Pure (node:zlib only).
 */

/** Unpacked, an XLSX file may hold at most this much (10,000 rows of 40 columns take about 20 MB). */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipEntry = { name: string; method: number; compressed: number; size: number; offset: number };

/** The package's entries from its central directory, or null when it is not a ZIP this check can read. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const start = data.readUInt32LE(end + 16);
  // ZIP64 markers: far beyond anything a 10 MB upload legitimately holds.
  if (count === 0xffff || start === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const entry = {
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      offset: data.readUInt32LE(at + 42),
    };
    if (entry.compressed === 0xffffffff || entry.size === 0xffffffff || entry.offset === 0xffffffff)
      return null;
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Why the package must not be unpacked (null: it may): unreadable, compressed by a method a spreadsheet
 * does not use, or unpacking to more than `maxBytes` by its declared sizes or in fact.
 */
export function zipProblem(data: Buffer, maxBytes = MAX_UNPACKED_BYTES): string | null {
  const entries = zipEntries(data);
  if (!entries) return 'The file is not a readable XLSX workbook.';
  const tooBig = `The workbook unpacks to more than ${maxBytes / (1024 * 1024)} MB; split it into smaller files.`;
  let declared = 0;
  for (const e of entries) declared += e.size;
  if (declared > maxBytes) return tooBig;
  let remaining = maxBytes;
  for (const e of entries) {
    if (e.offset + 30 > data.length || data.readUInt32LE(e.offset) !== LOCAL) {
      return 'The file is not a readable XLSX workbook.';
    }
    const begin = e.offset + 30 + data.readUInt16LE(e.offset + 26) + data.readUInt16LE(e.offset + 28);
    const packed = data.subarray(begin, begin + e.compressed);
    if (e.method === 0) {
      remaining -= packed.length;
    } else if (e.method === 8) {
      try {
        remaining -= inflateRawSync(packed, { maxOutputLength: Math.max(1, remaining) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return tooBig;
        return 'The file is not a readable XLSX workbook.';
      }
    } else {
      return 'The file is not a readable XLSX workbook.';
    }
    if (remaining < 0) return tooBig;
  }
  return null;
}
