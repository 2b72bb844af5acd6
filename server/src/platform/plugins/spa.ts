import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built client; every path outside /api that is not a file gets index.html so the
 * client's router can answer it. Files are looked up per request, so a rebuild is picked up without a
 * restart; a missing asset (a path with a file extension) is a 404, never index.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasClient = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasClient) {
    await app.register(fastifyStatic, { root: webDist, index: false });
    // The static handler answers a directory with 403; the root is the client's home page.
    app.get('/', (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isAsset = path.extname(pathname) !== '';
    if (!isApi && !isAsset && hasClient && request.method === 'GET') {
      return sendIndex(reply);
    }
    return reply.status(404).send({ message: isApi ? 'Route not found' : 'Not found' });
  });
}
