import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../errors';

/**
 * Why PostgreSQL would refuse a text, or null: text columns cannot hold U+0000, and jsonb (the audit trail)
 * refuses an unpaired UTF-16 surrogate. Either would fail inside a query with a 500.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'The value must not contain NUL characters.';
  // With the u flag a surrogate pair reads as one code point, so only an unpaired half matches.
  if (/\p{Cs}/u.test(text)) return 'The value must be well-formed Unicode text (no unpaired surrogates).';
  return null;
}

type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first key or string in a parsed body, query or params that PostgreSQL would refuse, with its dotted
 * path. Walks with an explicit stack, so no nesting depth can overflow the call stack; a path is built only
 * for the problem found.
 */
export function firstTextProblem(value: unknown): { field: string; message: string } | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const texts = typeof visit.value === 'string' ? [visit.key, visit.value] : [visit.key];
    for (const text of texts) {
      const message = textProblem(text);
      if (message) return { field: pathOf(visit) || 'body', message };
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    // Pushed in reverse, so problems are found in reading order.
    const entries = Object.entries(visit.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** Every request's params, query and JSON body are checked once, before validation, and refused with a 422. */
export const refuseUnstorableText = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        firstTextProblem(request.params) ?? firstTextProblem(request.query) ?? firstTextProblem(request.body);
      if (problem) throw fieldError(problem.field, problem.message);
    });
  },
  { name: 'refuse-unstorable-text' },
);
