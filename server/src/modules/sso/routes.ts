import { type SSO_ERRORS, ssoProvidersQuery, ssoProvidersResponse } from '@hrms/contracts/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { publicRoute } from '../../platform/auth/guard';
import { originOf } from '../../platform/origin';
import { providersForPage } from './queries';
import { finishSsoSignIn, startSsoSignIn } from './sign-in';

const tags = ['single sign-on'];
const slugParams = z.object({ provider: z.string().min(1).max(40) });

/** Single sign-on with OpenID Connect: the sign-in page's buttons, the way out to a provider and back. */
export const ssoRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/auth/oidc/providers',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'The sign-in page’s single sign-on buttons (for an e-mail: its company’s, and whether it may use a password)',
        security: [],
        querystring: ssoProvidersQuery,
        response: { 200: ssoProvidersResponse },
      },
    },
    async (request) => {
      const email = request.query.email?.toLowerCase();
      const domain = email?.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : null;
      const rows = await providersForPage(db, email ? (domain ?? '') : null);
      return {
        data: rows.map(({ slug, label }) => ({ slug, label })),
        password_sign_in: email ? rows.every((r) => r.password_sign_in) : true,
      };
    },
  );

  app.get(
    '/auth/oidc/:provider/start',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Send the browser to the identity provider (authorization code flow with PKCE, state and nonce)',
        security: [],
        params: slugParams,
        querystring: z.object({ email: z.string().trim().max(255).optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(
        await startSsoSignIn(
          db,
          config,
          request.params.provider,
          originOf(config, request),
          request.query.email,
        ),
      ),
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Where the provider sends the browser back: a session, handed to the app in the URL fragment',
        security: [],
        params: slugParams,
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const outcome = await finishSsoSignIn(
        db,
        config,
        request.params.provider,
        request.query,
        { ip: request.ip, user_agent: request.headers['user-agent'] ?? null },
        request.log,
      );
      // The fragment never reaches a server or its logs; the page takes the token out of the address at once.
      if ('token' in outcome) return reply.redirect(`/login/sso#token=${encodeURIComponent(outcome.token)}`);
      return reply.redirect(`/login?sso_error=${outcome.error satisfies keyof typeof SSO_ERRORS}`);
    },
  );
};
