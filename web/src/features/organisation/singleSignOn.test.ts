import type { OidcProvider } from '@hrms/contracts/sign-in';
import { oidcProviderInput } from '@hrms/contracts/sign-in';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  dialogFailure,
  jitRoleText,
  parseDomains,
  policyFailure,
  providerFieldOf,
  providerForm,
  providerFormValues,
  providersWith,
  providersWithout,
} from './singleSignOn';

const google: OidcProvider = {
  slug: 'acme-google',
  label: 'Google',
  issuer_url: 'https://accounts.google.com',
  client_id: 'client-1',
  allowed_domains: ['acme.com', 'acme.in'],
  jit_role: null,
  enabled: true,
  has_client_secret: true,
  redirect_uri: 'https://hr.acme.com/api/auth/oidc/acme-google/callback',
};
const okta: OidcProvider = {
  ...google,
  slug: 'acme-okta',
  label: 'Okta',
  issuer_url: 'https://acme.okta.com',
  jit_role: 'employee',
  redirect_uri: 'https://hr.acme.com/api/auth/oidc/acme-okta/callback',
};

describe('parseDomains', () => {
  it('splits on commas and spaces, lower-cases and keeps each once', () => {
    expect(parseDomains(' Acme.com, acme.in  ACME.com;@acme.org\n')).toEqual([
      'acme.com',
      'acme.in',
      'acme.org',
    ]);
  });
  it('gives nothing for blank text', () => {
    expect(parseDomains(' , ')).toEqual([]);
  });
});

describe('providerForm', () => {
  const newOne = providerForm({ otherSlugs: ['acme-google'], storedSecretSlug: null });
  const filled = {
    ...providerFormValues(),
    label: ' Microsoft ',
    slug: 'Acme-MS',
    issuer_url: 'https://login.microsoftonline.com/tenant/v2.0',
    client_id: 'abc',
    client_secret: 's3cret',
    allowed_domains: 'acme.com acme.in',
    jit_role: '',
  };

  it('turns the boxes into a provider the server takes', () => {
    const parsed = newOne.parse(filled);
    expect(parsed).toEqual({
      slug: 'acme-ms',
      label: 'Microsoft',
      issuer_url: 'https://login.microsoftonline.com/tenant/v2.0',
      client_id: 'abc',
      client_secret: 's3cret',
      allowed_domains: ['acme.com', 'acme.in'],
      jit_role: null,
      enabled: true,
    });
    expect(oidcProviderInput.safeParse(parsed).success).toBe(true);
  });

  it('asks a new provider for its secret, and refuses a slug of another provider', () => {
    const result = newOne.safeParse({ ...filled, client_secret: '', slug: 'acme-google' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('client_secret');
    expect(paths).toContain('slug');
  });

  it('keeps the stored secret when the box is left empty, unless the slug changed', () => {
    const edit = providerForm({ otherSlugs: [], storedSecretSlug: 'acme-google' });
    const values = { ...providerFormValues(google), client_secret: '' };
    const kept = edit.parse(values);
    expect(kept).not.toHaveProperty('client_secret');
    expect(edit.safeParse({ ...values, slug: 'acme-g' }).success).toBe(false);
  });

  it('names the domains that are not domains', () => {
    const result = newOne.safeParse({ ...filled, allowed_domains: 'acme.com, nope' });
    expect(result.error?.issues[0]?.message).toBe('Not a domain such as example.com: nope.');
    expect(newOne.safeParse({ ...filled, allowed_domains: '' }).error?.issues[0]?.message).toBe(
      'Name at least one e-mail domain.',
    );
  });

  it('wants an http(s) issuer URL', () => {
    expect(newOne.safeParse({ ...filled, issuer_url: 'accounts.google.com' }).success).toBe(false);
  });
});

describe('providersWith / providersWithout', () => {
  const written = { ...google, label: 'Google Workspace', client_secret: 'new' };
  it('replaces the edited provider in place, without what the server adds', () => {
    const { has_client_secret: _h, redirect_uri: _r, ...input } = written;
    const list = providersWith([google, okta], input, 0);
    expect(list.map((p) => p.label)).toEqual(['Google Workspace', 'Okta']);
    expect(list[1]).not.toHaveProperty('redirect_uri');
    expect(list[1]).not.toHaveProperty('has_client_secret');
    expect(list[1]).not.toHaveProperty('client_secret');
  });
  it('adds a new provider at the end', () => {
    const { has_client_secret: _h, redirect_uri: _r, ...input } = { ...written, slug: 'acme-new' };
    expect(providersWith([google], input, null).map((p) => p.slug)).toEqual(['acme-google', 'acme-new']);
  });
  it('leaves one out', () => {
    expect(providersWithout([google, okta], 'acme-google').map((p) => p.slug)).toEqual(['acme-okta']);
  });
});

describe('providerFieldOf', () => {
  it("maps the written provider's field messages onto its boxes", () => {
    expect(providerFieldOf('oidc_providers.1.issuer_url', 1)).toBe('issuer_url');
    expect(providerFieldOf('oidc_providers.1.allowed_domains.0', 1)).toBe('allowed_domains');
  });
  it("leaves the list's and the other providers' messages for the banner", () => {
    expect(providerFieldOf('oidc_providers', 1)).toBeNull();
    expect(providerFieldOf('oidc_providers.0.slug', 1)).toBeNull();
    expect(providerFieldOf('password_sign_in', 1)).toBeNull();
  });
});

describe('dialogFailure / policyFailure', () => {
  it('says a list message alone, without asking to fix boxes that have none', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      oidc_providers: ['The slug acme-google is taken: choose another.'],
    });
    const failure = dialogFailure(error, 0);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The slug acme-google is taken: choose another.');
    expect((failure as ApiError).errors).toBeUndefined();
  });
  it('keeps a failure with messages for the boxes', () => {
    const error = new ApiError(422, 'Invalid', { 'oidc_providers.0.slug': ['Bad slug.'] });
    expect(dialogFailure(error, 0)).toBe(error);
  });
  it("gives a failed save's field messages, else its message or the fallback", () => {
    const refused = new ApiError(422, 'Invalid', {
      password_sign_in: ['Add an enabled single sign-on provider before turning password sign-in off.'],
    });
    expect(policyFailure(refused, 'x')).toBe(
      'Add an enabled single sign-on provider before turning password sign-in off.',
    );
    expect(policyFailure(new ApiError(500, 'Boom'), 'x')).toBe('Boom');
    expect(policyFailure(new Error('no'), 'Fallback')).toBe('Fallback');
  });
});

describe('jitRoleText', () => {
  it('names the role given to accounts made at first sign-in, or says none are made', () => {
    expect(jitRoleText('employee', (name) => name.toUpperCase())).toBe(
      'Accounts made at first sign-in: role EMPLOYEE',
    );
    expect(jitRoleText(null, String)).toBe('No accounts made at first sign-in');
  });
});
