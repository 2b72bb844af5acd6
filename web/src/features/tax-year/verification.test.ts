import { describe, expect, it } from 'vitest';
import { verifyBody } from './verification';

const draft = { amount: '', reason: '' };

describe('verification request', () => {
  it('accepts at the declared amount without an amount', () => {
    expect(verifyBody({ ...draft, choice: 'accept' }, 150000)).toEqual({ body: { action: 'accept' } });
  });

  it('accepts a lower amount typed with en-IN grouping', () => {
    expect(verifyBody({ ...draft, choice: 'accept-lower', amount: '1,20,000' }, 150000)).toEqual({
      body: { action: 'accept', amount: 120000 },
    });
  });

  it('refuses an amount above the declared one, or one that is not an amount', () => {
    expect(verifyBody({ ...draft, choice: 'accept-lower', amount: '1,60,000' }, 150000)).toEqual({
      field: 'amount',
      message: 'The accepted amount may not exceed the declared amount.',
    });
    expect(verifyBody({ ...draft, choice: 'accept-lower', amount: 'lots' }, 150000)).toMatchObject({
      field: 'amount',
    });
    expect(verifyBody({ ...draft, choice: 'accept-lower', amount: '' }, 150000)).toMatchObject({
      field: 'amount',
    });
  });

  it('rejects only with a reason (the contract message)', () => {
    expect(verifyBody({ ...draft, choice: 'reject', reason: '   ' }, 1)).toEqual({
      field: 'reason',
      message: 'Say why the proof is rejected.',
    });
    expect(verifyBody({ ...draft, choice: 'reject', reason: ' Receipt is unsigned ' }, 1)).toEqual({
      body: { action: 'reject', reason: 'Receipt is unsigned' },
    });
  });
});
