import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { formFailure } from './formFailure';

describe('formFailure', () => {
  const fields = ['name', 'email'];
  it('shows nothing without an error, or when the fields carry every message', () => {
    expect(formFailure(null, fields, 'Failed')).toBeNull();
    const shown = new ApiError(422, 'The given data was invalid.', {
      email: ['The email has already been taken.'],
    });
    expect(formFailure(shown, fields, 'Failed')).toBeNull();
  });
  it('shows a field error the form has no field for', () => {
    const other = new ApiError(422, 'The given data was invalid.', {
      permissions: ['Unknown permission: x'],
    });
    expect(formFailure(other, fields, 'Failed')).toBe('Unknown permission: x');
  });
  it("shows the server's message, else the fallback", () => {
    expect(formFailure(new ApiError(409, 'Built-in roles cannot be renamed'), fields, 'Failed')).toBe(
      'Built-in roles cannot be renamed',
    );
    expect(formFailure(new Error('boom'), fields, 'Failed to create role')).toBe('Failed to create role');
  });
});
