import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** Answers with a CSV download (UTF-8 with a BOM, so spreadsheet programs read ₹ and names correctly). */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: (string | number)[][],
) {
  const body = `\uFEFF${stringify([header, ...rows])}`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
