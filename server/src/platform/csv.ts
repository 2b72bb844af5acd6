import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null;

/**
 * A text cell that a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so an employee named "=HYPERLINK(...)" stays text. Numbers are left alone, and
 * so is a number written as text ("-1500.00"): no spreadsheet runs it.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)
    ? `'${cell}`
    : cell;
}

const csvHeaders = (reply: FastifyReply, filename: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);

/** Answers with a CSV download (UTF-8 with a BOM, so spreadsheet programs read ₹ and names correctly). */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: CsvCell[][]) {
  const body = `\uFEFF${stringify([header, ...rows.map((row) => row.map(neutraliseFormula))])}`;
  return csvHeaders(reply, filename).send(body);
}

/**
 * The same download, written row by row as `rows` yields them (large exports never sit in memory whole).
 * `bom: false` for a file a program imports rather than a spreadsheet opens (Form 24Q's for the RPU).
 */
export function streamCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: AsyncIterable<CsvCell[]>,
  { bom = true }: { bom?: boolean } = {},
) {
  const lines = stringifyStream({ bom });
  const cells = async function* () {
    yield header;
    for await (const row of rows) yield row.map(neutraliseFormula);
  };
  // A failed read mid-way ends the response early (the client sees a broken download, never a partial file
  // passed off as whole) and is logged.
  pipeline(Readable.from(cells()), lines, (err) => {
    if (err) reply.log.error({ err }, `CSV export ${filename} failed`);
  });
  return csvHeaders(reply, filename).send(lines);
}
