import { stateItem } from '@hrms/contracts/statutory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { signedIn } from '../../platform/auth/guard';
import { listStates } from './states-queries';

/** India's states and union territories: the pick list of a company's and a branch's state. */
export const stateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/states',
    {
      config: signedIn,
      schema: {
        tags: ['states'],
        summary: 'States and union territories of India, by name',
        response: { 200: z.object({ data: z.array(stateItem) }) },
      },
    },
    async () => ({ data: await listStates(db) }),
  );
};
