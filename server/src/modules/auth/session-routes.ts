import { messageResponse } from '@hrms/contracts/common';
import { userSessionsResponse } from '@hrms/contracts/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedInPerson } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { endOtherSessions, endOwnSession, endUserSessions, listOwnSessions } from './user-sessions';

const tags = ['sessions'];

/** The sessions a user holds: theirs to see and end, an administrator's to end. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/me/sessions',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'One’s live sessions; the one asking is current',
        response: { 200: userSessionsResponse },
      },
    },
    async (request) => listOwnSessions(db, principalOf(request)),
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'Sign one of one’s sessions out',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => endOwnSession(db, principalOf(request), request.params.id),
  );

  app.delete(
    '/me/sessions',
    {
      config: signedInPerson,
      schema: { tags, summary: 'Sign out every session but this one', response: { 200: messageResponse } },
    },
    async (request) => endOtherSessions(db, principalOf(request)),
  );

  app.delete(
    '/users/:id/sessions',
    {
      config: requirePermission('update-users'),
      schema: {
        tags: ['users'],
        summary: 'Sign a user out of every session (audited)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => endUserSessions(db, principalOf(request), request.params.id),
  );
};
