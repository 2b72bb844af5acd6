import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { saveFailure, VALIDATION_BANNER } from './saveFailure';

const fields = ['name', 'code', 'address.city'];

describe('saveFailure', () => {
  it('shows nothing without an error', () => {
    expect(saveFailure(null, fields, 'Failed')).toBeNull();
    expect(saveFailure(undefined, fields, 'Failed')).toBeNull();
  });

  it('asks to fix the fields when every message is under a field', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      code: ['The code has already been taken for this company.'],
      'address.city': ['The city field is required.'],
    });
    expect(saveFailure(error, fields, 'Failed')).toBe(VALIDATION_BANNER);
  });

  it('repeats messages of fields the form does not show', () => {
    const only = new ApiError(422, 'The given data was invalid.', { body: ['The request body is empty.'] });
    expect(saveFailure(only, fields, 'Failed')).toBe('The request body is empty.');
    const mixed = new ApiError(422, 'The given data was invalid.', {
      code: ['Taken.'],
      company_id: ['The selected company id is invalid.'],
    });
    expect(saveFailure(mixed, fields, 'Failed')).toBe(
      `${VALIDATION_BANNER}. The selected company id is invalid.`,
    );
  });

  it("shows the server's message, else the fallback", () => {
    expect(saveFailure(new ApiError(409, 'Cannot move it'), fields, 'Failed')).toBe('Cannot move it');
    expect(saveFailure(new ApiError(500, ''), fields, 'Failed to create team')).toBe('Failed to create team');
    expect(saveFailure(new Error('boom'), fields, 'Failed to create team')).toBe('Failed to create team');
  });
});
