import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { codeAt, matchingStep, newTotpSecret, otpauthUrl, stepAt } from './totp';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; the published 8-digit codes' last six
// digits are the 6-digit codes (the truncation is the same, modulo 10^6 instead of 10^8).
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '287082'], // 94287082
  [1111111109, '081804'], // 07081804
  [1111111111, '050471'], // 14050471
  [1234567890, '005924'], // 89005924
  [2000000000, '279037'], // 69279037
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('RFC 6238 Appendix B at T=%i s gives %s', (seconds, code) => {
    expect(codeAt(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchingStep(RFC_SECRET, code, seconds * 1000)).toBe(stepAt(seconds * 1000));
  });

  it('accepts one step of clock skew either way, and not two', () => {
    const now = 1_800_000_000_000;
    const step = stepAt(now);
    const at = (steps: number) => now + steps * 30_000;
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, at(-1)), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, at(1)), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, at(-2)), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, at(2)), now)).toBeNull();
  });

  it('refuses what is not six digits', () => {
    const now = 1_800_000_000_000;
    const code = codeAt(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, ` ${code}x`, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, code.slice(1), now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL the apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'HRMS', 'priya@demo.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('HRMS');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
