import { jobAccepted } from '@hrms/contracts/jobs';
import { runApproval } from '@hrms/contracts/pay-runs';
import {
  BULK_PROCESS_SYNC_MAX,
  bulkProcessRequest,
  CSV_UPLOAD_SYNC_MAX_ROWS,
  csvTemplateQuery,
  csvUploadFields,
  csvUploadResult,
  PAYROLL_CSV_COLUMNS,
  PAYROLL_CSV_MAX_BYTES,
  PAYROLL_JOB_KINDS,
  payrollBreakdown,
  payrollListQuery,
  payrollRun,
  payrollStats,
  payrollSummary,
  processRequest,
  processResult,
} from '@hrms/contracts/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/csv';
import { parseFields } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm, type UploadedFile, uploadProblem } from '../../platform/uploads';
import { registerAttachmentKind } from '../notifications/public';
import { payrollCsvTemplate, readUploadedCsv, uploadPayrollCsv } from './csv-service';
import { type BulkProcessPayload, type CsvUploadPayload, processedAnswer, registerPayrollJobs } from './jobs';
import { mailedPayslip } from './mailed-payslip';
import { PAYSLIP_ATTACHMENT } from './notifications';
import {
  advanceRun,
  getPayrollBreakdown,
  getPayrollRun,
  getPayrollSummary,
  listPayrollRuns,
  payslipFor,
  processPayroll,
} from './service';

const runAnswer = z.object({ message: z.string(), payroll_run: payrollRun });
const processAnswer = z.object({
  message: z.string(),
  processed: z.number(),
  results: z.array(processResult),
});
const CSV_RULES = { label: 'file', maxBytes: PAYROLL_CSV_MAX_BYTES, extensions: ['csv'] } as const;
const viewPayroll = requirePermission(
  'view-payroll',
  'process-payroll',
  'approve-payroll',
  'mark-payroll-paid',
);

export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['payroll'];
  registerPayrollJobs(app.jobs, db);
  // A paid run's mail carries its payslip, made (and protected) when the mail is sent
  // (docs/decisions/notifications.md, "The protected payslip PDF").
  registerAttachmentKind(PAYSLIP_ATTACHMENT, mailedPayslip);

  app.get(
    '/payroll-runs',
    {
      config: viewPayroll,
      schema: {
        tags,
        querystring: payrollListQuery,
        response: { 200: pagedResponse(payrollRun).extend({ summary: payrollStats }) },
      },
    },
    async (request) => listPayrollRuns(db, principalOf(request), request.query),
  );

  app.get(
    '/payroll-runs/:id',
    {
      config: viewPayroll,
      schema: { tags, params: idParams, response: { 200: z.object({ payroll_run: payrollRun }) } },
    },
    async (request) => ({ payroll_run: await getPayrollRun(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/payroll-runs/:id/breakdown',
    {
      config: viewPayroll,
      schema: {
        tags,
        summary: 'The run with its full breakdown and the inputs it was computed from',
        params: idParams,
        response: {
          200: z.object({
            payroll_run: payrollRun,
            breakdown: payrollBreakdown,
            inputs: z.record(z.string(), z.unknown()),
          }),
        },
      },
    },
    async (request) => getPayrollBreakdown(db, principalOf(request), request.params.id),
  );

  app.get(
    '/payroll-runs/:id/summary',
    {
      config: viewPayroll,
      schema: { tags, params: idParams, response: { 200: z.object({ summary: payrollSummary }) } },
    },
    async (request) => getPayrollSummary(db, principalOf(request), request.params.id),
  );

  app.get(
    '/payroll-runs/:id/payslip',
    {
      config: viewPayroll,
      schema: { tags, summary: 'The payslip as a PDF file', params: idParams },
    },
    async (request, reply) => {
      const { filename, pdf } = await payslipFor(db, principalOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/payroll/process',
    {
      config: requirePermission('process-payroll'),
      schema: { tags, body: processRequest, response: { 200: processAnswer } },
    },
    async (request) => {
      const { employee_id, year, month } = request.body;
      return processedAnswer(
        await processPayroll(db, principalOf(request), [employee_id], year, month, { tell: true }),
      );
    },
  );

  for (const path of ['/payroll/bulk-process', '/payroll/bulk-process-indian']) {
    app.post(
      path,
      {
        config: requirePermission('process-payroll'),
        schema: {
          tags,
          summary: `Process a month for the employees; more than ${BULK_PROCESS_SYNC_MAX} are processed as a job (202)`,
          body: bulkProcessRequest,
          response: { 200: processAnswer, 202: jobAccepted },
        },
      },
      async (request, reply) => {
        const { employee_ids, year, month } = request.body;
        const principal = principalOf(request);
        const ids = [...new Set(employee_ids)];
        if (ids.length <= BULK_PROCESS_SYNC_MAX)
          return processedAnswer(await processPayroll(db, principal, ids, year, month, { tell: true }));
        const payload: BulkProcessPayload = { employee_ids: ids, year, month };
        const jobId = await app.jobs.enqueue(PAYROLL_JOB_KINDS.bulkProcess, payload, principal, ids.length);
        return reply
          .code(202)
          .send({ message: `Processing payroll for ${ids.length} employees`, job_id: jobId });
      },
    );
  }

  app.get(
    '/payroll/csv-template',
    {
      config: requirePermission('process-payroll'),
      schema: {
        tags,
        summary: 'The CSV upload template, optionally with a row per active employee',
        querystring: csvTemplateQuery,
      },
    },
    async (request, reply) => {
      const { filename, rows } = await payrollCsvTemplate(db, principalOf(request), request.query);
      return sendCsv(reply, filename, [...PAYROLL_CSV_COLUMNS], rows);
    },
  );

  app.post(
    '/payroll/upload-csv',
    {
      config: requirePermission('process-payroll'),
      schema: {
        tags,
        summary: `Upload a month of payroll figures as CSV (multipart: file, month, year, overwrite); more than ${CSV_UPLOAD_SYNC_MAX_ROWS} rows are applied as a job (202)`,
        consumes: ['multipart/form-data'],
        response: { 200: csvUploadResult, 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'file', CSV_RULES);
      const fileProblem = file ? uploadProblem(file, CSV_RULES) : 'Please select a CSV file';
      const options = parseFields(csvUploadFields, fields, fileProblem ? { file: [fileProblem] } : {});
      const upload = file as UploadedFile;
      const rows = readUploadedCsv(upload).rows.length;
      if (rows <= CSV_UPLOAD_SYNC_MAX_ROWS)
        return uploadPayrollCsv(db, principalOf(request), upload, options);
      const payload: CsvUploadPayload = {
        filename: upload.filename,
        content_base64: upload.data.toString('base64'),
        ...options,
      };
      const jobId = await app.jobs.enqueue(PAYROLL_JOB_KINDS.csvUpload, payload, principalOf(request), rows);
      return reply.code(202).send({ message: `Applying ${rows} CSV rows`, job_id: jobId });
    },
  );

  app.put(
    '/payroll-runs/:id/approve',
    {
      config: requirePermission('approve-payroll'),
      schema: {
        tags,
        summary: 'Approve a processed run; a run the review before approval flags needs a note',
        params: idParams,
        body: runApproval,
        response: { 200: runAnswer },
      },
    },
    async (request) => ({
      message: 'Payroll approved successfully',
      payroll_run: await advanceRun(db, principalOf(request), request.params.id, 'approved', {
        tell: true,
        review: { note: request.body?.note },
      }),
    }),
  );

  app.put(
    '/payroll-runs/:id/mark-paid',
    {
      config: requirePermission('mark-payroll-paid'),
      schema: { tags, params: idParams, response: { 200: runAnswer } },
    },
    async (request) => ({
      message: 'Payroll marked as paid successfully',
      payroll_run: await advanceRun(db, principalOf(request), request.params.id, 'paid', { tell: true }),
    }),
  );
};
