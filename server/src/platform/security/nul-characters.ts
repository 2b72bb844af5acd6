import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../errors';

/** The dotted path of the first string holding U+0000 in a parsed body, query or params, or null. */
export function firstNulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstNulPath(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a value carrying one would fail inside a query with a
 * 500; every request is checked once here and refused with a 422 on the field instead.
 */
export const refuseNulCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field = firstNulPath(request.params) ?? firstNulPath(request.query) ?? firstNulPath(request.body);
      if (field) throw fieldError(field, 'The value must not contain NUL characters.');
    });
  },
  { name: 'refuse-nul-characters' },
);
