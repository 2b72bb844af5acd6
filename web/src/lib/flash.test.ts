import { describe, expect, it } from 'vitest';
import { flashState, readFlash } from './flash';

describe('flash messages in the history state', () => {
  it('round-trips a success and an error message', () => {
    expect(readFlash(flashState('Company created successfully!'))).toEqual({
      tone: 'success',
      message: 'Company created successfully!',
    });
    expect(readFlash(flashState('No access', 'error'))).toEqual({ tone: 'error', message: 'No access' });
  });

  it('ignores states that carry no flash', () => {
    expect(readFlash(null)).toBeNull();
    expect(readFlash(undefined)).toBeNull();
    expect(readFlash('text')).toBeNull();
    expect(readFlash({ from: '/x' })).toBeNull();
    expect(readFlash({ flash: null })).toBeNull();
    expect(readFlash({ flash: { message: '' } })).toBeNull();
    expect(readFlash({ flash: { message: 3 } })).toBeNull();
  });

  it('treats an unknown tone as success', () => {
    expect(readFlash({ flash: { tone: 'weird', message: 'Saved' } })).toEqual({
      tone: 'success',
      message: 'Saved',
    });
  });
});
