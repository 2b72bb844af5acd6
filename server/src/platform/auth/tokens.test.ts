import { describe, expect, it } from 'vitest';
import { bearerSecret, hashToken, newTokenSecret } from './tokens';

describe('bearer tokens', () => {
  it('reads the secret from a Bearer header only', () => {
    expect(bearerSecret('Bearer abc_DEF-123')).toBe('abc_DEF-123');
    expect(bearerSecret('bearer abc')).toBe('abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret('Bearer')).toBeNull();
    expect(bearerSecret(undefined)).toBeNull();
  });

  it('makes unpredictable secrets and a stable SHA-256 hash', () => {
    const a = newTokenSecret();
    expect(a).not.toBe(newTokenSecret());
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
