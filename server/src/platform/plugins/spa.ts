import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built client; every path outside /api that is not a file gets index.html so the
 * client's router can answer it. Files are looked up per request, so a rebuild is picked up without a
 * restart; a missing asset (a path with a file extension) is a 404, never index.html.
 *
 * The build names every file under assets/ by its content's hash, so a browser keeps them for a year
 * without asking again; index.html, which names the current ones, is checked on every visit. So is the
 * service worker (sw.js), which may control the whole site; the web app manifest goes with its own type.
 */
const HASHED_ASSET = 'public, max-age=31536000, immutable';

function setFileHeaders(reply: FastifyReply, file: string, webDist: string) {
  const name = path.relative(webDist, file);
  reply.header('cache-control', name.startsWith(`assets${path.sep}`) ? HASHED_ASSET : 'no-cache');
  if (name === 'sw.js') reply.header('service-worker-allowed', '/');
  if (name.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
}

export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasClient = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
  if (hasClient) {
    const root = webDist;
    await app.register(fastifyStatic, {
      root,
      index: false,
      setHeaders: (reply, file) => setFileHeaders(reply, file, root),
    });
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
