import { job } from '@hrms/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, signedIn } from '../auth/guard';
import { idParams } from '../params';
import { getJob } from './service';

export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/jobs/:id',
    {
      config: signedIn,
      schema: {
        tags: ['jobs'],
        summary: 'A long job’s status and progress (its creator or a super admin)',
        params: idParams,
        response: { 200: z.object({ job }) },
      },
    },
    async (request) => ({ job: await getJob(db, principalOf(request), request.params.id) }),
  );
};
