import {
  EMAIL_DOMAIN_PATTERN,
  issuerUrl,
  OIDC_MAX_DOMAINS,
  OIDC_SLUG_PATTERN,
  type OidcProvider,
  type OidcProviderInput,
} from '@hrms/contracts/sign-in';
import { z } from 'zod';
import { ApiError } from '@/lib/api';

/** The provider dialog's boxes, named as the server names a provider's fields. */
export const PROVIDER_FIELDS = [
  'label',
  'slug',
  'issuer_url',
  'client_id',
  'client_secret',
  'allowed_domains',
  'jit_role',
  'enabled',
] as const;
export type ProviderField = (typeof PROVIDER_FIELDS)[number];

const LIST_FIELD = 'oidc_providers';

/** What the dialog's boxes hold: text as typed (the domains as one line, no role as ''). */
export type ProviderFormValues = {
  label: string;
  slug: string;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  allowed_domains: string;
  jit_role: string;
  enabled: boolean;
};

/** "example.com, Example.org  test.in" → ['example.com', 'example.org', 'test.in'] (each once). */
export function parseDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return [...new Set(domains)];
}

/** The boxes of a new provider, or of a stored one (its secret is never shown: the box starts empty). */
export function providerFormValues(provider?: OidcProvider): ProviderFormValues {
  if (!provider) {
    return {
      label: '',
      slug: '',
      issuer_url: '',
      client_id: '',
      client_secret: '',
      allowed_domains: '',
      jit_role: '',
      enabled: true,
    };
  }
  return {
    label: provider.label,
    slug: provider.slug,
    issuer_url: provider.issuer_url,
    client_id: provider.client_id,
    client_secret: '',
    allowed_domains: provider.allowed_domains.join(', '),
    jit_role: provider.jit_role ?? '',
    enabled: provider.enabled,
  };
}

type ProviderFormContext = {
  /** The slugs of the company's other providers (a slug is the provider's own). */
  otherSlugs: readonly string[];
  /** The slug whose stored secret is kept when the box is left empty; null for a new provider. */
  storedSecretSlug: string | null;
};

/**
 * The dialog's schema, to a provider as PUT /companies/{id}/sign-in-policy takes it: the domains split into a
 * list, no role as null, and `client_secret` only when one is typed. A new provider (or one whose slug changed,
 * since the server keeps a secret by slug) needs its secret.
 */
export function providerForm({ otherSlugs, storedSecretSlug }: ProviderFormContext) {
  return z
    .object({
      label: z.string().trim().min(1, 'Enter the button label.').max(60, 'Use at most 60 characters.'),
      slug: z
        .string()
        .trim()
        .toLowerCase()
        .regex(OIDC_SLUG_PATTERN, 'Use 3 to 40 lower-case letters, digits and hyphens.')
        .refine((slug) => !otherSlugs.includes(slug), 'Another provider of this company has this slug.'),
      issuer_url: issuerUrl,
      client_id: z.string().trim().min(1, 'Enter the client ID.').max(255, 'Use at most 255 characters.'),
      client_secret: z.string().max(1000, 'Use at most 1000 characters.'),
      allowed_domains: z.string().superRefine((text, ctx) => {
        const domains = parseDomains(text);
        const wrong = domains.filter((domain) => !EMAIL_DOMAIN_PATTERN.test(domain));
        if (!domains.length) ctx.addIssue({ code: 'custom', message: 'Name at least one e-mail domain.' });
        else if (wrong.length)
          ctx.addIssue({
            code: 'custom',
            message: `Not a domain such as example.com: ${wrong.join(', ')}.`,
          });
        else if (domains.length > OIDC_MAX_DOMAINS)
          ctx.addIssue({ code: 'custom', message: `Name at most ${OIDC_MAX_DOMAINS} domains.` });
      }),
      jit_role: z.string(),
      enabled: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (values.client_secret.trim() || values.slug === storedSecretSlug) return;
      ctx.addIssue({
        code: 'custom',
        path: ['client_secret'],
        message:
          storedSecretSlug === null
            ? 'Enter the client secret.'
            : 'Enter the client secret again: the stored one belongs to the old slug.',
      });
    })
    .transform(
      (values): OidcProviderInput => ({
        slug: values.slug,
        label: values.label,
        issuer_url: values.issuer_url,
        client_id: values.client_id,
        ...(values.client_secret.trim() ? { client_secret: values.client_secret } : {}),
        allowed_domains: parseDomains(values.allowed_domains),
        jit_role: values.jit_role.trim() || null,
        enabled: values.enabled,
      }),
    );
}

/** A stored provider as it is sent back unchanged: without the secret (the server keeps it) or what it adds. */
export function storedProviderInput(provider: OidcProvider): OidcProviderInput {
  return {
    slug: provider.slug,
    label: provider.label,
    issuer_url: provider.issuer_url,
    client_id: provider.client_id,
    allowed_domains: provider.allowed_domains,
    jit_role: provider.jit_role,
    enabled: provider.enabled,
  };
}

/**
 * The whole list to send with one provider written: in place of the one at `index`, or added at the end when
 * `index` is null.
 */
export function providersWith(
  providers: readonly OidcProvider[],
  written: OidcProviderInput,
  index: number | null,
): OidcProviderInput[] {
  const list = providers.map(storedProviderInput);
  if (index === null || index < 0 || index >= list.length) return [...list, written];
  return list.map((provider, i) => (i === index ? written : provider));
}

/** The whole list to send without the provider of `slug`. */
export function providersWithout(providers: readonly OidcProvider[], slug: string): OidcProviderInput[] {
  return providers.filter((provider) => provider.slug !== slug).map(storedProviderInput);
}

/**
 * The dialog's box a server message is for: `oidc_providers.2.issuer_url` (or an item of it,
 * `oidc_providers.2.allowed_domains.0`) when 2 is the provider being written; null for anything else.
 */
export function providerFieldOf(key: string, index: number): ProviderField | null {
  const [list, position, field] = key.split('.');
  if (list !== LIST_FIELD || position !== String(index) || !field) return null;
  return (PROVIDER_FIELDS as readonly string[]).includes(field) ? (field as ProviderField) : null;
}

/**
 * The failure a provider dialog shows in its banner: a 422 answer none of whose messages go under one of the
 * dialog's boxes (the whole list's "The slug x is taken: choose another.") becomes an error saying just those,
 * rather than "Please fix the errors below."; anything else stays as it is.
 */
export function dialogFailure(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const keys = Object.keys(error.errors);
  if (!keys.length || keys.some((key) => providerFieldOf(key, index) !== null)) return error;
  return new ApiError(error.status, policyFailure(error, error.message), undefined, error.requestId);
}

/** A failed save's message: the server's field messages when it named fields, else its message or `fallback`. */
export function policyFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const messages = Object.values(error.errors ?? {}).flatMap((list) => (list[0] ? [list[0]] : []));
    if (messages.length) return messages.join(' ');
    if (error.message) return error.message;
  }
  return fallback;
}

/** The just-in-time line of a provider: which role an account made at its first sign-in gets, if any. */
export function jitRoleText(role: string | null, label: (name: string) => string): string {
  return role ? `Accounts made at first sign-in: role ${label(role)}` : 'No accounts made at first sign-in';
}
