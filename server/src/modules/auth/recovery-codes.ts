import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hrms/contracts/sign-in';
import { hashToken } from '../../platform/auth/tokens';

// Lower-case letters and digits a reader cannot confuse (no i, l, o, 0, 1): 31 symbols, ten of them about 49 bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A fresh set of recovery codes, written `xxxxx-xxxxx` for reading aloud or typing. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, LENGTH / 2)}-${chars.slice(LENGTH / 2)}`;
  });
}

/** The stored form of a code as typed: case, spaces and hyphens do not matter; only its SHA-256 is kept. */
export const recoveryCodeHash = (code: string) => hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
