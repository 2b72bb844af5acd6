import { identityFields } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { identityInput, maskedEnding } from './identity';

describe('identityInput', () => {
  it('checks an input’s text with the contract: empty is none, the rest normalised or refused', () => {
    const pan = identityInput(identityFields.pan);
    expect(pan.parse('')).toBeNull();
    expect(pan.parse('  ')).toBeNull();
    expect(pan.parse(' abcde1234f')).toBe('ABCDE1234F');
    expect(pan.safeParse('ABCDE1234').error?.issues[0]?.message).toMatch(/^The PAN must be/);
  });
});

describe('maskedEnding', () => {
  it('says how a masked number ends rather than spelling out the Xs', () => {
    expect(maskedEnding('XXXXXXXX1234')).toBe('ending in 1234');
    expect(maskedEnding('XXXXXX234F')).toBe('ending in 234F');
    expect(maskedEnding(null)).toBeNull();
  });
});
