import type { Permission } from '@hrms/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { forbidden, unauthenticated } from '../errors';
import { can, type Principal } from './principal';
import { principalForToken } from './sessions';
import { bearerSecret } from './tokens';

/**
 * What a route demands of its caller. Every /api route must say one of these (checked at start-up),
 * so a new route is protected unless it opts out explicitly.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in'; setup?: true }
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
      const principal = secret ? await principalForToken(opts.db, secret, opts.tokenTtlDays) : null;
      if (!principal) throw unauthenticated();
      request.principalOrNull = { ...principal, ip: request.ip };
      request.log = request.log.child({ user_id: principal.userId });
      if (principal.setupOnly && !(access.kind === 'signed-in' && access.setup)) {
        throw forbidden(SET_UP_TWO_FACTOR_FIRST);
      }
      if (access.kind === 'permission' && !access.anyOf.some((p) => can(principal, p))) throw forbidden();
      if (access.kind === 'all-permissions' && !access.allOf.every((p) => can(principal, p)))
        throw forbidden();
    });
  },
  { name: 'auth-guard' },
);
