import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  meResponse,
  registerRequest,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@hrms/contracts/auth';
import { messageResponse } from '@hrms/contracts/common';
import { loginAnswer } from '@hrms/contracts/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  personOrSettingUp,
  principalOf,
  publicRoute,
  requirePermission,
  signedInOrSettingUp,
  signedInPerson,
} from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { forgotPassword, resetPassword, sendPasswordLink } from './password-reset';
import { changeOwnPassword, currentSession, login, logout, register } from './service';
import { sessionRoutes } from './session-routes';
import { twoFactorRoutes } from './two-factor-routes';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(twoFactorRoutes, { db, config });
  await app.register(sessionRoutes, { db });

  app.post(
    '/login',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: a bearer token, or the challenge of a second step (a code, or setting up the two-factor a role requires)',
        security: [],
        body: loginRequest,
        response: { 200: loginAnswer },
      },
    },
    async (request) =>
      login(db, config, request.body, { ip: request.ip, user_agent: request.headers['user-agent'] ?? null }),
  );

  app.post(
    '/register',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary: 'Self-registration (only when ALLOW_REGISTRATION=true)',
        security: [],
        body: registerRequest,
        response: { 201: loginResponse.extend({ message: messageResponse.shape.message }) },
      },
    },
    async (request, reply) => {
      const session = await register(db, config, request.body);
      return reply.status(201).send({ message: 'Registration successful', ...session });
    },
  );

  app.post(
    '/logout',
    {
      config: personOrSettingUp,
      schema: { tags: ['auth'], summary: 'Revoke the presented token', response: { 200: messageResponse } },
    },
    async (request) => {
      await logout(db, principalOf(request));
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    {
      config: signedInOrSettingUp,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponse } },
    },
    async (request) => currentSession(db, principalOf(request)),
  );

  app.put(
    '/me/password',
    {
      config: signedInPerson,
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own password; ends every other session of the user',
        body: changePasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await changeOwnPassword(db, config, principalOf(request), request.body, request.ip);
      return { message: 'Password changed' };
    },
  );

  app.post(
    '/password/forgot',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Mail a one-time link to choose a new password; 202 whether or not the address has an account (limited per address and IP)',
        security: [],
        body: forgotPasswordRequest,
        response: { 202: messageResponse },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await forgotPassword(db, config.passwordLinks, request.body.email, request.ip)),
  );

  app.post(
    '/password/reset',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        summary:
          'Choose a password with a mailed link (a forgotten password or an invitation); the link works once and ends every session of the account',
        security: [],
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) => resetPassword(db, request.body),
  );

  app.post(
    '/users/:id/invitation',
    {
      config: requirePermission('update-users'),
      schema: {
        tags: ['users'],
        summary:
          'Mail the user a link to choose a password: an invitation while they have none, else a new-password link',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => sendPasswordLink(db, config.passwordLinks, principalOf(request), request.params.id),
  );
};
