import {
  applicationReceipt,
  careersCompany,
  careersJob,
  careersListQuery,
} from '@hrms/contracts/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { publicRoute } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { readForm } from '../../platform/uploads';
import { applyForJob, countApplyAttempt, getCareersJob, listCareers, RESUME_RULES } from './careers-service';

const slugParams = z.object({ slug: z.string().min(1).max(120) });

/** The public careers pages' calls: no sign-in. */
export const careersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['careers'];

  app.get(
    '/careers',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Published jobs of every company (or of one, with company_id)',
        security: [],
        querystring: careersListQuery,
        response: { 200: pagedResponse(careersJob).extend({ companies: z.array(careersCompany) }) },
      },
    },
    async (request) => listCareers(db, request.query),
  );

  app.get(
    '/careers/:slug',
    {
      config: publicRoute,
      schema: {
        tags,
        security: [],
        params: slugParams,
        response: { 200: z.object({ job_posting: careersJob }) },
      },
    },
    async (request) => ({ job_posting: await getCareersJob(db, request.params.slug) }),
  );

  app.post(
    '/careers/:slug/apply',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Apply (multipart form with a résumé: pdf, doc or docx, at most 5 MB)',
        security: [],
        consumes: ['multipart/form-data'],
        params: slugParams,
        response: { 201: applicationReceipt },
      },
    },
    async (request, reply) => {
      await countApplyAttempt(db, request.ip);
      const { fields, file } = await readForm(request, 'resume', RESUME_RULES);
      const application = await applyForJob(db, request.params.slug, fields, file);
      return reply
        .status(201)
        .send({ message: 'Application submitted successfully', job_application: application });
    },
  );
};
