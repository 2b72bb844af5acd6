import {
  form16Document,
  form16ListQuery,
  form16Query,
  form16Summary,
  form130Query,
} from '@hrms/contracts/form16';
import { jobAccepted } from '@hrms/contracts/jobs';
import { form16GenerateRequest, TAX_JOB_KINDS } from '@hrms/contracts/tax-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendPdf } from '../../platform/download';
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
        summary:
          'Form 16 of an employee and financial year (up to 2025-26) as a PDF; draft=true: HR’s preview',
        params: idParams,
        querystring: form16Query,
      },
    },
    async (request, reply) => {
      const { financial_year, draft } = request.query;
      const file = await form16Download(
        db,
        principalOf(request),
        request.params.id,
        financial_year,
        'Form 16',
        draft,
      );
      return sendPdf(reply, file);
    },
  );

  app.get(
    '/employees/:id/form130',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Form 130 of an employee and tax year (from 2026-27) as a PDF; draft=true: HR’s preview',
        params: idParams,
        querystring: form130Query,
      },
    },
    async (request, reply) => {
      const { tax_year, draft } = request.query;
      const file = await form16Download(
        db,
        principalOf(request),
        request.params.id,
        tax_year,
        'Form 130',
        draft,
      );
      return sendPdf(reply, file);
    },
  );

  app.post(
    '/form16/generate',
    {
      config: requirePermission('generate-tax-reports'),
      schema: {
        tags,
        summary:
          'Issue the year’s certificate (Form 16 or Form 130) to every employee paid in it, once its last month is approved (a job)',
        body: form16GenerateRequest,
        response: { 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { company_id, financial_year } = request.body;
      const { company, count, form } = await form16Eligible(db, principal, company_id, financial_year);
      const payload: Form16BulkPayload = { company_id: company.id, financial_year };
      const jobId = await app.jobs.enqueue(TAX_JOB_KINDS.form16Bulk, payload, principal, count);
      return reply
        .code(202)
        .send({ message: `Generating ${form} for ${count} employees for ${financial_year}`, job_id: jobId });
    },
  );

  app.get(
    '/form16',
    {
      config: requirePermission('generate-tax-reports'),
      schema: {
        tags,
        summary: 'The issued certificates of a company and year, with its quarterly TDS summary',
        querystring: form16ListQuery,
        response: { 200: pagedResponse(form16Document).extend({ summary: form16Summary }) },
      },
    },
    async (request) => listForm16s(db, principalOf(request), request.query),
  );
};
