import { API_KEY_PREFIX } from '@hrms/contracts/api-keys';
import type { Permission } from '@hrms/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { forbidden, unauthenticated } from '../errors';
import { principalForApiKey } from './api-key-principal';
import { can, type Principal } from './principal';
import { principalForToken } from './sessions';
import { bearerSecret } from './tokens';

/**
 * What a route demands of its caller. Every /api route must say one of these (checked at start-up),
 * so a new route is protected unless it opts out explicitly.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in'; setup?: true; person?: true }
  | { kind: 'permission'; anyOf: Permission[] }
  | { kind: 'all-permissions'; allOf: Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principalOrNull: Principal | null;
  }
}

export const publicRoute = { access: { kind: 'public' } } satisfies { access: Access };
export const signedIn = { access: { kind: 'signed-in' } } satisfies { access: Access };
/** Signed in, or holding only a token for setting up the second factor one's role requires. */
export const signedInOrSettingUp = { access: { kind: 'signed-in', setup: true } } satisfies {
  access: Access;
};
export const SET_UP_TWO_FACTOR_FIRST = 'Set up two-factor authentication first.';
/** Signed in as a person: an API key is refused (its holder's password, second factor, sessions and keys). */
export const signedInPerson = { access: { kind: 'signed-in', person: true } } satisfies { access: Access };
/** A person signed in, or holding only a token for setting up their second factor. */
export const personOrSettingUp = {
  access: { kind: 'signed-in', setup: true, person: true },
} satisfies { access: Access };
export const PERSON_ONLY = 'This needs a person signed in, not an API key.';
/** The caller needs at least one of these permissions (super_admin passes every check). */
export const requirePermission = (...anyOf: [Permission, ...Permission[]]) =>
  ({ access: { kind: 'permission', anyOf } }) satisfies { access: Access };
/** The caller needs every one of these permissions (super_admin passes every check). */
export const requireAllPermissions = (...allOf: [Permission, Permission, ...Permission[]]) =>
  ({ access: { kind: 'all-permissions', allOf } }) satisfies { access: Access };

/** The signed-in caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principalOrNull) throw unauthenticated();
  return request.principalOrNull;
}

export const authGuard = fp(
  async (app: FastifyInstance, opts: { db: Db; tokenTtlDays: number }) => {
    app.decorateRequest('principalOrNull', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api') && !route.config?.access && !route.url.startsWith('/api/docs')) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      const secret = bearerSecret(request.headers.authorization);
      const principal = !secret
        ? null
        : secret.startsWith(API_KEY_PREFIX)
          ? await principalForApiKey(opts.db, secret, request.ip)
          : await principalForToken(opts.db, secret, opts.tokenTtlDays);
      if (!principal) throw unauthenticated();
      request.principalOrNull = { ...principal, ip: request.ip };
      request.log = request.log.child({ user_id: principal.userId });
      if (principal.setupOnly && !(access.kind === 'signed-in' && access.setup)) {
        throw forbidden(SET_UP_TWO_FACTOR_FIRST);
      }
      if (principal.apiKey && access.kind === 'signed-in' && access.person) throw forbidden(PERSON_ONLY);
      if (access.kind === 'permission' && !access.anyOf.some((p) => can(principal, p))) throw forbidden();
      if (access.kind === 'all-permissions' && !access.allOf.every((p) => can(principal, p)))
        throw forbidden();
    });
  },
  { name: 'auth-guard' },
);
