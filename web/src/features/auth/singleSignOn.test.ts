import { SSO_ERRORS } from '@hrms/contracts/sign-in';
import { describe, expect, it } from 'vitest';
import {
  providerLookupEmail,
  SSO_FAILED,
  ssoErrorMessage,
  ssoFailurePath,
  ssoStartUrl,
  tokenFromHash,
} from './singleSignOn';

describe('ssoErrorMessage', () => {
  it("says a known reason's words", () => {
    expect(ssoErrorMessage(new URLSearchParams('sso_error=domain'))).toBe(SSO_ERRORS.domain);
  });
  it('says a generic line for an unknown reason, and nothing without one', () => {
    expect(ssoErrorMessage(new URLSearchParams('sso_error=toString'))).toBe(SSO_FAILED);
    expect(ssoErrorMessage(new URLSearchParams('sso_error='))).toBe(SSO_FAILED);
    expect(ssoErrorMessage(new URLSearchParams('email=a@b.com'))).toBeNull();
  });
  it('round-trips the failure path', () => {
    const path = ssoFailurePath();
    expect(path).toBe('/login?sso_error=expired');
    expect(ssoErrorMessage(new URLSearchParams(path.split('?')[1]))).toBe(SSO_ERRORS.expired);
  });
});

describe('ssoStartUrl', () => {
  it("is the provider's start address, with the typed e-mail when there is one", () => {
    expect(ssoStartUrl('acme-google', '')).toBe('/api/auth/oidc/acme-google/start');
    expect(ssoStartUrl('acme-google', ' a+b@acme.com ')).toBe(
      '/api/auth/oidc/acme-google/start?email=a%2Bb%40acme.com',
    );
  });
});

describe('providerLookupEmail', () => {
  it('keeps an address that looks like an e-mail, lower-cased', () => {
    expect(providerLookupEmail(' Priya@Acme.com ')).toBe('priya@acme.com');
    expect(providerLookupEmail('priya')).toBe('');
    expect(providerLookupEmail('priya@acme')).toBe('');
  });
});

describe('tokenFromHash', () => {
  it('reads the token of the fragment, decoded', () => {
    expect(tokenFromHash('#token=abc%2B123')).toBe('abc+123');
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});
