import { loginResponse } from '@hrms/contracts/auth';
import { messageResponse } from '@hrms/contracts/common';
import {
  recoveryCodesResponse,
  signInPolicy,
  signInPolicyRequest,
  twoFactorCodeRequest,
  twoFactorLoginRequest,
  twoFactorSetupResponse,
  twoFactorStatus,
} from '@hrms/contracts/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  personOrSettingUp,
  principalOf,
  publicRoute,
  requirePermission,
  signedInPerson,
} from '../../platform/auth/guard';
import { originOf } from '../../platform/origin';
import { idParams } from '../../platform/params';
import { getSignInPolicy, putSignInPolicy } from './sign-in-policy';
import {
  confirmTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startTwoFactor,
  twoFactorStatus as statusOf,
  turnOffTwoFactor,
} from './two-factor';
import { completeTwoFactorSignIn } from './two-factor-sign-in';

const tags = ['two-factor'];

/** The second factor: signing in with it, setting it up and turning it off, an admin's reset, a company's policy. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/login/two-factor',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'The second step of a sign-in: the challenge POST /api/login gave, with an app or recovery code',
        security: [],
        body: twoFactorLoginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) =>
      completeTwoFactorSignIn(db, config, request.body, {
        ip: request.ip,
        user_agent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    '/me/two-factor',
    {
      config: personOrSettingUp,
      schema: {
        tags,
        summary: 'Whether two-factor is on, and whether the company requires it',
        response: { 200: twoFactorStatus },
      },
    },
    async (request) => statusOf(db, principalOf(request)),
  );

  app.post(
    '/me/two-factor',
    {
      config: personOrSettingUp,
      schema: {
        tags,
        summary: 'A new secret (and its QR code) for an authenticator app; on once a first code confirms it',
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => startTwoFactor(db, config, principalOf(request)),
  );

  app.post(
    '/me/two-factor/confirm',
    {
      config: personOrSettingUp,
      schema: {
        tags,
        summary: 'Turn two-factor on with a first code; answers the recovery codes, shown this once',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => confirmTwoFactor(db, config, principalOf(request), request.body.code),
  );

  app.post(
    '/me/two-factor/recovery-codes',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'New recovery codes for a code; the old ones stop working',
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => renewRecoveryCodes(db, config, principalOf(request), request.body.code),
  );

  app.delete(
    '/me/two-factor',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'Turn two-factor off with a code (not while the company requires it of one’s role)',
        body: twoFactorCodeRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => turnOffTwoFactor(db, config, principalOf(request), request.body.code),
  );

  app.delete(
    '/users/:id/two-factor',
    {
      config: requirePermission('update-users'),
      schema: {
        tags: ['users'],
        summary: 'Reset a user’s second factor (a lost phone); audited and mailed to the user',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => resetTwoFactor(db, principalOf(request), request.params.id),
  );

  app.get(
    '/companies/:id/sign-in-policy',
    {
      config: requirePermission('view-company-structure', 'update-company-settings'),
      schema: {
        tags: ['companies'],
        summary: 'How the company’s people sign in',
        params: idParams,
        response: { 200: signInPolicy },
      },
    },
    async (request) =>
      getSignInPolicy(db, principalOf(request), request.params.id, originOf(config, request)),
  );

  app.put(
    '/companies/:id/sign-in-policy',
    {
      config: requirePermission('update-company-settings'),
      schema: {
        tags: ['companies'],
        summary: 'Set the roles whose holders must use two-factor (from their next sign-in)',
        params: idParams,
        body: signInPolicyRequest,
        response: { 200: signInPolicy },
      },
    },
    async (request) =>
      putSignInPolicy(
        db,
        config,
        principalOf(request),
        request.params.id,
        request.body,
        originOf(config, request),
      ),
  );
};
