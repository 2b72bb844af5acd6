import type { LoginResponse } from '@hrms/contracts/auth';
import type { LoginAnswer } from '@hrms/contracts/sign-in';

/**
 * What POST /api/login's answer leaves to do: nothing (a session came back), a code from the user's
 * authenticator app (`two-factor`), or setting two-factor up first because their company requires it (`setup`).
 */
export type LoginStep =
  | { kind: 'signed-in'; session: LoginResponse }
  | { kind: 'two-factor'; challenge: string }
  | { kind: 'setup'; challenge: string };

export function readLoginAnswer(answer: LoginAnswer): LoginStep {
  if ('two_factor_required' in answer) return { kind: 'two-factor', challenge: answer.challenge };
  if ('two_factor_setup_required' in answer) return { kind: 'setup', challenge: answer.challenge };
  return { kind: 'signed-in', session: answer };
}
