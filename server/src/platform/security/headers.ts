import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { CSP_DIRECTIVES } from './content-security-policy';

/**
 * The headers helmet sets for our policy, worked out once at start-up by running helmet against a
 * stand-in response. Fastify's helmet plugin builds helmet again on every request, which took a
 * twentieth of the server's time on a busy list endpoint; the headers never vary by request.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Every answer (API, client files, errors) carries the security headers. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
