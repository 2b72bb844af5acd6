import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordPolicyErrors } from './password';
import { installValidationMessages } from './validation-messages';

installValidationMessages();

describe('password policy', () => {
  it('accepts a long enough password with a letter and a digit', () => {
    expect(passwordPolicyErrors('Demo@12345', 'admin@demo.test')).toEqual([]);
    expect(passwordPolicyErrors('नमस्ते दुनिया 2026', 'a@b.test')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordPolicyErrors('abcdefgh', 'a@b.test')).toEqual([PASSWORD_MESSAGES.letterAndDigit]);
    expect(passwordPolicyErrors('QWERTY123', 'a@b.test')).toEqual([PASSWORD_MESSAGES.common]);
    expect(passwordPolicyErrors(' Admin1@Demo.test', 'admin1@demo.test')).toEqual([PASSWORD_MESSAGES.email]);
    expect(passwordPolicyErrors('ab1', 'a@b.test')).toHaveLength(1);
  });
});
