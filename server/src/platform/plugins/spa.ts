import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client; every path outside /api that is not a file gets index.html so the
 * client's router can answer it. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasClient = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasClient && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: isApi ? 'Route not found' : 'Not found' });
  });
}
