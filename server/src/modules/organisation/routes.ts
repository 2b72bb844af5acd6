import { country } from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { signedIn } from '../../platform/auth/guard';
import { listCountries } from './queries';

export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      config: signedIn,
      schema: {
        tags: ['organisation'],
        summary: 'Countries with their currency',
        response: { 200: z.object({ data: z.array(country) }) },
      },
    },
    async () => ({ data: await listCountries(db) }),
  );
};
