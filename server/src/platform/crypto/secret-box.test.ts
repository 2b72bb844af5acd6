import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBoxWith } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = secretBoxWith(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed value that was altered, or one sealed with another key', () => {
    const sealed = box.seal('secret');
    const [v, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body as string, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => secretBoxWith(randomBytes(32)).open(sealed)).toThrow();
    expect(() => secretBoxWith(randomBytes(16))).toThrow(/32 bytes/);
  });
});
