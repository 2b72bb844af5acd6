import * as client from 'openid-client';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { ProviderRow } from './queries';

// A provider's discovery document and keys are fetched once and reused this long by each instance.
const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<number, { at: number; version: string; config: Promise<client.Configuration> }>();

/**
 * The provider as openid-client knows it: its discovery document (issuer, endpoints, keys), our client id and
 * secret. openid-client checks the ID token's signature against the provider's keys, its issuer, audience,
 * expiry and nonce, the state and the PKCE verifier (authorization code flow, RFC 7636). One entry per provider,
 * replaced when the provider is saved again.
 */
export function clientConfig(provider: ProviderRow, box: SecretBox, allowHttp: boolean) {
  const version = provider.updated_at.toISOString();
  const cached = discovered.get(provider.id);
  if (cached && cached.version === version && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = client.discovery(
    new URL(provider.issuer_url),
    provider.client_id,
    undefined,
    client.ClientSecretPost(box.open(provider.client_secret_encrypted)),
    // openid-client trusts an ID token from the token endpoint on the strength of TLS alone unless asked to check
    // its signature too; we ask, so a provider's key set is the only thing that can vouch for an identity.
    {
      execute: allowHttp
        ? [client.enableNonRepudiationChecks, client.allowInsecureRequests]
        : [client.enableNonRepudiationChecks],
    },
  );
  discovered.set(provider.id, { at: Date.now(), version, config });
  config.catch(() => discovered.delete(provider.id));
  return config;
}

export type StartedLogin = { url: URL; state: string; nonce: string; codeVerifier: string };

/** Where to send the browser: the provider's authorisation endpoint with a new state, nonce and PKCE challenge. */
export async function authorizationUrl(
  config: client.Configuration,
  redirectUri: string,
  loginHint?: string,
) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, state, nonce, codeVerifier } satisfies StartedLogin;
}

/** Exchanges the code the provider sent back for checked ID-token claims; throws when any check fails. */
export async function verifiedClaims(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
) {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return claims;
}
