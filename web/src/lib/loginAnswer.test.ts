import type { LoginResponse } from '@hrms/contracts/auth';
import { describe, expect, it } from 'vitest';
import { readLoginAnswer } from './loginAnswer';

const session: LoginResponse = {
  token: 't0ken',
  user: { id: 1, name: 'Asha', email: 'asha@demo.test', is_active: true, employee_id: null, employee: null },
  permissions: ['view-dashboard'],
  roles: ['employee'],
};

describe('readLoginAnswer', () => {
  it('is signed in when a session came back', () => {
    expect(readLoginAnswer(session)).toEqual({ kind: 'signed-in', session });
  });

  it('asks for a code when two-factor is on', () => {
    expect(readLoginAnswer({ two_factor_required: true, challenge: 'c1' })).toEqual({
      kind: 'two-factor',
      challenge: 'c1',
    });
  });

  it('leads to setting it up when the company requires it', () => {
    expect(readLoginAnswer({ two_factor_setup_required: true, challenge: 'c2' })).toEqual({
      kind: 'setup',
      challenge: 'c2',
    });
  });
});
