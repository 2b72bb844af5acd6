import { apiKeysResponse, createApiKeyRequest, createdApiKeyResponse } from '@hrms/contracts/api-keys';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, signedInPerson } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const tags = ['api-keys'];

/** A person's API keys for integrations (a key cannot manage keys). */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/me/api-keys',
    {
      config: signedInPerson,
      schema: { tags, summary: 'One’s API keys (not revoked)', response: { 200: apiKeysResponse } },
    },
    async (request) => listApiKeys(db, principalOf(request)),
  );

  app.post(
    '/me/api-keys',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'Make an API key for some of one’s own permissions; the key is answered this once',
        body: createApiKeyRequest,
        response: { 201: createdApiKeyResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(db, principalOf(request), request.body)),
  );

  app.delete(
    '/me/api-keys/:id',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary: 'Revoke one of one’s API keys',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => revokeApiKey(db, principalOf(request), request.params.id),
  );
};
