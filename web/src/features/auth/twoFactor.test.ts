import { describe, expect, it } from 'vitest';
import { challengeFromState, groupSecret, qrImageSrc, recoveryCodesText } from './twoFactor';

describe('groupSecret', () => {
  it('groups the key in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('ignores spaces already in it', () => {
    expect(groupSecret(' JBSW Y3DP ')).toBe('JBSW Y3DP');
    expect(groupSecret('')).toBe('');
  });
});

describe('qrImageSrc', () => {
  it('encodes the SVG into a data address', () => {
    const src = qrImageSrc('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>');
    expect(src.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(src).not.toContain('<');
    expect(decodeURIComponent(src.slice('data:image/svg+xml;utf8,'.length))).toContain('<path d="M0 0"/>');
  });
});

describe('recoveryCodesText', () => {
  it('lists one code a line after a heading', () => {
    const text = recoveryCodesText(['abcde-fghij', 'klmno-pqrst']);
    expect(text.split('\n')).toContain('abcde-fghij');
    expect(text.split('\n')).toContain('klmno-pqrst');
    expect(text.startsWith('HRMS two-factor recovery codes')).toBe(true);
  });
});

describe('challengeFromState', () => {
  it('reads the challenge', () => {
    expect(challengeFromState({ challenge: 'abc' })).toBe('abc');
  });

  it('is null for anything else', () => {
    expect(challengeFromState(null)).toBeNull();
    expect(challengeFromState(undefined)).toBeNull();
    expect(challengeFromState({ challenge: '' })).toBeNull();
    expect(challengeFromState({ challenge: 42 })).toBeNull();
    expect(challengeFromState({ flash: 'x' })).toBeNull();
  });
});
