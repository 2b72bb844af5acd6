import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID Foundation) for tests,
 * started on this machine, behind a small proxy that can misbehave on purpose: `tamper` re-signs the ID token
 * the provider issues with the proxy's own key (published in the provider's key set) for another audience, or
 * breaks its signature. The issuer is the proxy's address, so every endpoint is reached through it.
 * Whoever reaches its sign-in page is signed in at once as `account` (no form to fill).
 */
export type TestIdp = {
  issuer: string;
  /** Who the next sign-in is, and whether the provider vouches for their e-mail. */
  account: { email: string; verified: boolean };
  tamper: 'none' | 'audience' | 'signature';
  close(): Promise<void>;
};

export type TestIdpClient = { client_id: string; client_secret: string; redirect_uris: string[] };

const listen = (server: http.Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function startTestIdp(clients: TestIdpClient[], port = 0): Promise<TestIdp> {
  const front = http.createServer();
  const frontPort = await listen(front, port);
  const issuer = `http://127.0.0.1:${frontPort}`;
  const proxyKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const proxyJwk = {
    ...proxyKey.publicKey.export({ format: 'jwk' }),
    kid: 'test-proxy',
    use: 'sig',
    alg: 'RS256',
  };

  const idp: TestIdp = {
    issuer,
    account: { email: 'nobody@example.com', verified: true },
    tamper: 'none',
    close: async () => {
      await new Promise((r) => front.close(r));
      await new Promise((r) => back.close(r));
    },
  };

  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    jwks: {
      keys: [
        { ...signing.privateKey.export({ format: 'jwk' }), kid: 'test-idp', use: 'sig', alg: 'RS256' },
      ] as never,
    },
    clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'] })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-idp-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: idp.account.email,
        email_verified: idp.account.verified,
        name: id,
      }),
    }),
  });

  // The sign-in page: whoever arrives is `idp.account`, and consents to what the client asked for.
  const back = http.createServer(async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    const accountId = idp.account.email;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });
  const backPort = await listen(back);

  front.on('request', (req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: backPort, method: req.method, path: req.url, headers: req.headers },
      async (answer) => {
        const path = req.url?.split('?')[0] ?? '';
        const rewrite = path === '/jwks' || (path === '/token' && idp.tamper !== 'none');
        if (!rewrite) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (path === '/jwks') body.keys.push(proxyJwk);
        else if (typeof body.id_token === 'string') body.id_token = tampered(body.id_token, idp.tamper);
        const text = JSON.stringify(body);
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(text);
      },
    );
    req.pipe(upstream);
  });

  /** The ID token as a misbehaving provider would send it. */
  function tampered(idToken: string, how: TestIdp['tamper']) {
    if (how === 'signature') {
      const [header, payload] = idToken.split('.');
      return `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    }
    // Signed with a key the provider publishes, so only the audience is wrong.
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] as string, 'base64url').toString('utf8'));
    return signedJwt(
      { alg: 'RS256', typ: 'JWT', kid: 'test-proxy' },
      { ...claims, aud: 'someone-else' },
      proxyKey.privateKey,
    );
  }

  return idp;
}

/** A JWS in compact form, RS256 (RFC 7515), signed with `key`. */
function signedJwt(header: object, payload: object, key: KeyObject) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}
