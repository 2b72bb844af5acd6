import { form16Document, form16ListQuery, form16Query, form16Summary } from '@hrms/contracts/form16';
import { jobAccepted } from '@hrms/contracts/jobs';
import { form16GenerateRequest, TAX_JOB_KINDS } from '@hrms/contracts/tax-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { type Form16BulkPayload, registerForm16Jobs } from './jobs';
import { form16Download, form16Eligible, listForm16s } from './service';

export const form16Routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['form16'];
  registerForm16Jobs(app.jobs, db);

  app.get(
    '/employees/:id/form16',
    {
      // The employee downloads their own; HR needs generate-tax-reports (checked in the service, 404 otherwise).
      config: signedIn,
      schema: {
        tags,
        summary: 'Form 16 Part B of an employee and financial year as a PDF',
        params: idParams,
        querystring: form16Query,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await form16Download(
        db,
        principalOf(request),
        request.params.id,
        request.query.financial_year,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/form16/generate',
    {
      config: requirePermission('generate-tax-reports'),
      schema: {
        tags,
        summary: 'Issue Form 16 to every employee of the company paid in the year (a job)',
        body: form16GenerateRequest,
        response: { 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { company_id, financial_year } = request.body;
      const { company, count } = await form16Eligible(db, principal, company_id, financial_year);
      const payload: Form16BulkPayload = { company_id: company.id, financial_year };
      const jobId = await app.jobs.enqueue(TAX_JOB_KINDS.form16Bulk, payload, principal, count);
      return reply
        .code(202)
        .send({ message: `Generating Form 16 for ${count} employees for ${financial_year}`, job_id: jobId });
    },
  );

  app.get(
    '/form16',
    {
      config: requirePermission('generate-tax-reports'),
      schema: {
        tags,
        summary: 'The issued Form 16s of a company and year, with its quarterly TDS summary',
        querystring: form16ListQuery,
        response: { 200: pagedResponse(form16Document).extend({ summary: form16Summary }) },
      },
    },
    async (request) => listForm16s(db, principalOf(request), request.query),
  );
};
