import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { firstTextProblem, textProblem } from './request-text';

const NUL = 'The value must not contain NUL characters.';
const SURROGATE = 'The value must be well-formed Unicode text (no unpaired surrogates).';

/** `{ a: { a: ... { a: leaf } } }`, `depth` objects deep, built without recursion. */
function deep(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('text PostgreSQL cannot store', () => {
  it('names NUL characters and unpaired surrogates, and lets real pairs through', () => {
    expect(textProblem('a\u0000b')).toBe(NUL);
    expect(textProblem('\uD800')).toBe(SURROGATE);
    expect(textProblem('x\uDC00y')).toBe(SURROGATE);
    expect(textProblem('🚀 नमस्ते')).toBeNull();
  });

  it('reports the first problem in reading order with its dotted path', () => {
    expect(firstTextProblem({ name: 'ok', address: { line1: 'a\u0000', city: '\uD800' } })).toEqual({
      field: 'address.line1',
      message: NUL,
    });
    expect(firstTextProblem({ items: ['fine', 'bad\uDBFF'] })).toEqual({
      field: 'items.1',
      message: SURROGATE,
    });
    expect(firstTextProblem({ 'k\u0000': 1 })).toEqual({ field: 'k\u0000', message: NUL });
    expect(firstTextProblem('\u0000')).toEqual({ field: 'body', message: NUL });
    expect(firstTextProblem({ a: [1, null, true, { b: 'fine' }] })).toBeNull();
    expect(firstTextProblem(undefined)).toBeNull();
  });

  it('walks a structure 100,000 levels deep without overflowing the stack', () => {
    const found = firstTextProblem(deep(100_000, 'end\u0000'));
    expect(found?.message).toBe(NUL);
    expect(found?.field.split('.')).toHaveLength(100_000);
    expect(firstTextProblem(deep(100_000, 'clean'))).toBeNull();
  });
});

describe('JSON nesting depth, read from the raw text', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'quote \\" [[[[' }), 2)).toBe(false);
  });

  it('finds 100,000 levels over the limit and a limit-deep body within it', () => {
    expect(nestsDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify(deep(MAX_JSON_DEPTH, 1)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(deep(MAX_JSON_DEPTH + 1, 1)), MAX_JSON_DEPTH)).toBe(true);
  });
});
