import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

/** Passwords every guessing list starts with (compared case-insensitively); kept short on purpose. */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword1',
  'welcome1',
  'welcome123',
  'welcome@123',
  'admin123',
  'admin@123',
  'abc12345',
  'abcd1234',
  'qwerty123',
  'qwerty12',
  'qwertyuiop1',
  'iloveyou1',
  'letmein1',
  'test1234',
  'changeme1',
  'india123',
  'india@123',
  'pass@123',
  'pass1234',
  'hrms1234',
  '1q2w3e4r',
  '1qaz2wsx',
  'a1b2c3d4',
  '12345678a',
  'a12345678',
]);

export const PASSWORD_MESSAGES = {
  letterAndDigit: 'The password must contain at least one letter and one number.',
  common: 'The password is too common. Choose one that is harder to guess.',
  email: 'The password must not be the email address.',
} as const;

// A too-short password reads as one problem: the other rules speak only about passwords long enough.
const longEnough = (p: string) => p.length >= PASSWORD_MIN_LENGTH;

/** A password being set: long enough, with a letter and a digit, and not on the common-passwords list. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(255)
  .refine((p) => !longEnough(p) || (/\p{L}/u.test(p) && /\p{Nd}/u.test(p)), PASSWORD_MESSAGES.letterAndDigit)
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), PASSWORD_MESSAGES.common);

/** For a form's refine: the password, when given, is not the account's own email. */
export const passwordIsNotEmail = (v: { email: string; password?: string }) =>
  v.password === undefined || v.password.trim().toLowerCase() !== v.email.trim().toLowerCase();
export const passwordIsNotEmailMessage = { message: PASSWORD_MESSAGES.email, path: ['password'] };

/** Every policy message a password breaks (for places outside a zod form, e.g. the create-admin command). */
export function passwordPolicyErrors(password: string, email: string): string[] {
  const parsed = newPassword.safeParse(password);
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  if (!passwordIsNotEmail({ email, password })) errors.push(PASSWORD_MESSAGES.email);
  return errors;
}
