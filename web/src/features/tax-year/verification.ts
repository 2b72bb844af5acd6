import { type VerifyDeclarationRequest, verifyDeclarationRequest } from '@hrms/contracts/tax-year';
import { AMOUNT_MESSAGE } from './declarationForm';

export type VerifyChoice = 'accept' | 'accept-lower' | 'reject';

export type VerifyDraft = { choice: VerifyChoice; amount: string; reason: string };

type Checked = { body: VerifyDeclarationRequest } | { field: 'amount' | 'reason'; message: string };

/**
 * HR's verification as the request to send: accept at the declared amount, accept a lower amount (more than
 * nothing, not above what was declared), or reject with a reason. The server checks the same again.
 */
export function verifyBody(draft: VerifyDraft, declared: number): Checked {
  if (draft.choice === 'accept') return { body: { action: 'accept' } };
  if (draft.choice === 'reject') {
    const parsed = verifyDeclarationRequest.safeParse({ action: 'reject', reason: draft.reason });
    if (!parsed.success) return { field: 'reason', message: parsed.error.issues[0]?.message ?? 'Say why.' };
    return { body: parsed.data };
  }
  const plain = draft.amount.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { field: 'amount', message: AMOUNT_MESSAGE };
  const amount = Number(plain);
  if (amount > declared)
    return { field: 'amount', message: 'The accepted amount may not exceed the declared amount.' };
  const parsed = verifyDeclarationRequest.safeParse({ action: 'accept', amount });
  if (!parsed.success) return { field: 'amount', message: parsed.error.issues[0]?.message ?? AMOUNT_MESSAGE };
  return { body: parsed.data };
}
