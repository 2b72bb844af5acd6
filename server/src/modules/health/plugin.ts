import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance begins to shut down: /api/ready then answers 503 so no new work is sent here. */
    lifecycle: { shuttingDown: boolean };
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { shuttingDown: false });
  },
  { name: 'lifecycle' },
);
