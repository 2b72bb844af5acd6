import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages } from './validation-messages';

const messages = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('validation messages', () => {
  beforeAll(() => installValidationMessages());

  it('words generic failures per field', () => {
    const schema = z.object({
      first_name: z.string().min(1),
      email: z.email(),
      code: z.string().max(3),
      age: z.number().min(18),
      hire_date: z.iso.date(),
      status: z.enum(['active', 'inactive']),
    });
    expect(
      messages(schema, {
        first_name: '',
        email: 'nope',
        code: 'ABCD',
        age: 'x',
        hire_date: '2024-13-01',
        status: 'gone',
      }),
    ).toEqual({
      first_name: 'The first name field is required.',
      email: 'The email must be a valid email address.',
      code: 'The code may not be greater than 3 characters.',
      age: 'The age must be a number.',
      hire_date: 'The hire date must be a valid date (YYYY-MM-DD).',
      status: 'The selected status is invalid.',
    });
    expect(messages(schema, {}).first_name).toBe('The first name field is required.');
  });

  it('keeps a message the schema spells out itself', () => {
    expect(messages(z.object({ name: z.string().min(1, 'Role name is required') }), { name: '' })).toEqual({
      name: 'Role name is required',
    });
  });
});
