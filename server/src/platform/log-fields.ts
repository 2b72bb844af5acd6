import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a password link's token opens the set-password page. */
const SECRET_PARAMS = /([?&](?:token)=)[^&#]*/gi;

/** A request URL as the log keeps it: a secret in the query string replaced by "[redacted]". */
export const loggedUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** What a log line says of a request: Fastify's own fields, the URL without its secrets. */
export const requestLogFields = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
