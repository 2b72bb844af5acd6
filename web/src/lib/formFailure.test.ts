import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { FIX_BELOW, formFailure } from './formFailure';

describe('formFailure', () => {
  it('is empty without an error', () => {
    expect(formFailure(null, [], 'Failed')).toBeNull();
  });

  it('asks to fix the fields when every field error is shown on the form', () => {
    const error = new ApiError(422, 'The given data was invalid.', { reason: ['Reason is required'] });
    expect(formFailure(error, ['reason'], 'Failed')).toBe(FIX_BELOW);
  });

  it('repeats the messages of fields the form does not show', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      reason: ['Reason is required'],
      body: ['Unexpected field'],
    });
    expect(formFailure(error, ['reason'], 'Failed')).toBe(`${FIX_BELOW} Unexpected field`);
  });

  it("shows the server's message, or the fallback when there is none", () => {
    expect(formFailure(new ApiError(409, 'Already taken'), [], 'Failed')).toBe('Already taken');
    expect(formFailure(new Error('boom'), [], 'Failed to submit leave application')).toBe(
      'Failed to submit leave application',
    );
  });
});

describe('formFailure with a test of field names', () => {
  const isField = (field: string) => field === 'formula';

  it('asks to fix the fields when the 422 errors are all on the form', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      formula: ['Unknown component code: NOPE.'],
    });
    expect(formFailure(error, isField, 'Failed to create salary component')).toBe(FIX_BELOW);
  });

  it('adds messages of fields the form does not show', () => {
    const error = new ApiError(422, 'The given data was invalid.', { body: ['The request body is empty.'] });
    expect(formFailure(error, isField, 'x')).toBe(`${FIX_BELOW} The request body is empty.`);
  });

  it('shows the server’s message, else the fallback', () => {
    expect(formFailure(new ApiError(409, 'This record already exists.'), isField, 'x')).toBe(
      'This record already exists.',
    );
    expect(formFailure(new Error('boom'), isField, 'Failed to update tax regime')).toBe(
      'Failed to update tax regime',
    );
    expect(formFailure(null, isField, 'x')).toBeNull();
  });
});
