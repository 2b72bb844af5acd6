import type { FastifyReply } from 'fastify';

/** A file the browser saves: its type, and a name stripped of what would break the header. */
export const sendDownload = (
  reply: FastifyReply,
  file: { filename: string; body: Buffer | string; contentType: string },
) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
    .send(file.body);

/** A PDF the browser saves. */
export const sendPdf = (reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) =>
  sendDownload(reply, { filename, body: pdf, contentType: 'application/pdf' });
