import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { failureText } from './failures';

describe('failureText', () => {
  it('shows a 422’s field messages, the first of each', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      holiday_id: ['Holi has passed.', 'Another'],
    });
    expect(failureText(error, 'Failed')).toBe('Holi has passed.');
  });

  it('shows the server’s message otherwise, or the fallback', () => {
    expect(failureText(new ApiError(409, 'All 1 restricted holidays are taken.'), 'Failed')).toBe(
      'All 1 restricted holidays are taken.',
    );
    expect(failureText(new Error('network'), 'Failed to opt in')).toBe('Failed to opt in');
  });
});
