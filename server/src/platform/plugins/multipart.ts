import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Multipart uploads: each route sets its own file-size limit; this is the ceiling (CSV uploads, 10 MB). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 50 } });
}
