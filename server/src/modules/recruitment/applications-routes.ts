import {
  applicationStatusRequest,
  applicationSummary,
  interviewRequest,
  jobApplication,
  jobApplicationListQuery,
} from '@hrms/contracts/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  applicationResume,
  changeApplicationStatus,
  getJobApplication,
  listJobApplications,
  scheduleInterview,
} from './applications-service';

const applicationAnswer = z.object({ message: z.string(), job_application: jobApplication });
const viewApplications = requirePermission('view-job-applications', 'manage-job-applications');
const updateApplications = requirePermission('update-job-applications');

export const applicationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['recruitment'];

  app.get(
    '/job-applications',
    {
      config: viewApplications,
      schema: {
        tags,
        querystring: jobApplicationListQuery,
        response: { 200: pagedResponse(jobApplication).extend({ summary: applicationSummary }) },
      },
    },
    async (request) => listJobApplications(db, principalOf(request), request.query),
  );

  app.get(
    '/job-applications/:id',
    {
      config: viewApplications,
      schema: { tags, params: idParams, response: { 200: z.object({ job_application: jobApplication }) } },
    },
    async (request) => ({
      job_application: await getJobApplication(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/job-applications/:id/resume',
    { config: viewApplications, schema: { tags, summary: 'Download the résumé', params: idParams } },
    async (request, reply) => {
      const file = await applicationResume(db, principalOf(request), request.params.id);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.data);
    },
  );

  app.put(
    '/job-applications/:id/status',
    {
      config: updateApplications,
      schema: {
        tags,
        params: idParams,
        body: applicationStatusRequest,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => ({
      message: 'Application status updated successfully',
      job_application: await changeApplicationStatus(
        db,
        principalOf(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/job-applications/:id/interview',
    {
      config: updateApplications,
      schema: { tags, params: idParams, body: interviewRequest, response: { 200: applicationAnswer } },
    },
    async (request) => ({
      message: 'Interview scheduled successfully',
      job_application: await scheduleInterview(db, principalOf(request), request.params.id, request.body),
    }),
  );
};
