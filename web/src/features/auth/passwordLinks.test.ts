import { PASSWORD_LINK_INVALID } from '@hrms/contracts/auth';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { linkRefusal, linkToken, readSignInParams, signInAfterPasswordSet } from './passwordLinks';

describe('signInAfterPasswordSet', () => {
  it('leads to sign-in with the email and the notice flag', () => {
    expect(signInAfterPasswordSet('asha@demo.test')).toBe('/login?email=asha%40demo.test&password_set=1');
  });

  it('encodes what would break the query string', () => {
    const url = signInAfterPasswordSet('a+b&c=d@demo.test');
    expect(readSignInParams(new URL(url, 'http://x').searchParams)).toEqual({
      email: 'a+b&c=d@demo.test',
      passwordSet: true,
    });
  });
});

describe('readSignInParams', () => {
  it('is empty for a plain /login', () => {
    expect(readSignInParams(new URLSearchParams())).toEqual({ email: '', passwordSet: false });
  });

  it('shows the notice only for password_set=1', () => {
    expect(readSignInParams(new URLSearchParams('password_set=1')).passwordSet).toBe(true);
    expect(readSignInParams(new URLSearchParams('password_set=true')).passwordSet).toBe(false);
    expect(readSignInParams(new URLSearchParams('password_set=0')).passwordSet).toBe(false);
  });

  it('trims the email', () => {
    expect(readSignInParams(new URLSearchParams('email=%20asha%40demo.test%20')).email).toBe(
      'asha@demo.test',
    );
  });
});

describe('linkToken', () => {
  it('reads the token', () => {
    expect(linkToken(new URLSearchParams('token=abc123'))).toBe('abc123');
  });

  it('is null when there is none, or only blanks', () => {
    expect(linkToken(new URLSearchParams())).toBeNull();
    expect(linkToken(new URLSearchParams('token='))).toBeNull();
    expect(linkToken(new URLSearchParams('token=%20%20'))).toBeNull();
  });
});

describe('linkRefusal', () => {
  it("is the server's token message of a 422", () => {
    const error = new ApiError(422, 'The given data was invalid.', { token: [PASSWORD_LINK_INVALID] });
    expect(linkRefusal(error)).toBe(PASSWORD_LINK_INVALID);
  });

  it('is null for password errors, other statuses and other throws', () => {
    expect(linkRefusal(new ApiError(422, 'Invalid', { password: ['Too short'] }))).toBeNull();
    expect(linkRefusal(new ApiError(429, 'Too many attempts'))).toBeNull();
    expect(linkRefusal(new Error('boom'))).toBeNull();
    expect(linkRefusal(null)).toBeNull();
  });
});
