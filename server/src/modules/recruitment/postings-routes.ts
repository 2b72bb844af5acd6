import { messageResponse } from '@hrms/contracts/common';
import {
  jobPosting,
  jobPostingCreateRequest,
  jobPostingListQuery,
  jobPostingUpdateRequest,
} from '@hrms/contracts/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  closeJobPosting,
  createJobPosting,
  deleteJobPosting,
  getJobPosting,
  listJobPostings,
  publishJobPosting,
  updateJobPosting,
} from './postings-service';

const postingAnswer = z.object({ message: z.string(), job_posting: jobPosting });

export const postingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['recruitment'];

  app.get(
    '/job-postings',
    {
      config: requirePermission('view-job-postings'),
      schema: { tags, querystring: jobPostingListQuery, response: { 200: pagedResponse(jobPosting) } },
    },
    async (request) => listJobPostings(db, principalOf(request), request.query),
  );

  app.get(
    '/job-postings/:id',
    {
      config: requirePermission('view-job-postings'),
      schema: { tags, params: idParams, response: { 200: z.object({ job_posting: jobPosting }) } },
    },
    async (request) => ({ job_posting: await getJobPosting(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/job-postings',
    {
      config: requirePermission('create-job-postings'),
      schema: { tags, body: jobPostingCreateRequest, response: { 201: postingAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Job posting created successfully',
        job_posting: await createJobPosting(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/job-postings/:id',
    {
      config: requirePermission('update-job-postings'),
      schema: { tags, params: idParams, body: jobPostingUpdateRequest, response: { 200: postingAnswer } },
    },
    async (request) => ({
      message: 'Job posting updated successfully',
      job_posting: await updateJobPosting(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/job-postings/:id',
    {
      config: requirePermission('delete-job-postings'),
      schema: { tags, summary: 'Delete a draft', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteJobPosting(db, principalOf(request), request.params.id);
      return { message: 'Job posting deleted successfully' };
    },
  );

  app.post(
    '/job-postings/:id/publish',
    {
      config: requirePermission('publish-job-postings'),
      schema: { tags, params: idParams, response: { 200: postingAnswer } },
    },
    async (request) => ({
      message: 'Job posting published successfully',
      job_posting: await publishJobPosting(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/job-postings/:id/close',
    {
      config: requirePermission('publish-job-postings'),
      schema: { tags, params: idParams, response: { 200: postingAnswer } },
    },
    async (request) => ({
      message: 'Job posting closed successfully',
      job_posting: await closeJobPosting(db, principalOf(request), request.params.id),
    }),
  );
};
