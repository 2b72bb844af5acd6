import {
  exportQuery,
  IMPORT_MAX_BYTES,
  IMPORT_SYNC_MAX_ROWS,
  importCommitRequest,
  importListQuery,
  importRecord,
  importSummary,
  importTypeParams,
  importUploadFields,
  templateQuery,
} from '@hrms/contracts/imports';
import { jobAccepted } from '@hrms/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { sendDownload } from '../../platform/download';
import { AppError, parseFields } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm, type UploadRules } from '../../platform/uploads';
import { CONTENT_TYPES } from './engine/write';
import { registerImportJobs } from './jobs';
import {
  checkedMessage,
  checkUpload,
  commitImport,
  commitMessage,
  exportFile,
  importErrorsFile,
  listImportsPage,
  loadImport,
  queueCommitIfLarge,
  templateFile,
} from './service';
import type { ImportContext } from './types/type';

const importData = requirePermission('import-data');
const RULES: UploadRules = { label: 'file', maxBytes: IMPORT_MAX_BYTES, extensions: ['csv', 'xlsx'] };
const TOO_LARGE = `The file may not be greater than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;
const importAnswer = z.object({ message: z.string(), import: importRecord });

/** A file over the limit is refused while it streams in; answered 413 with the limit in the message. */
function tooLargeAs413(err: unknown): never {
  if (err instanceof AppError && err.statusCode === 422 && err.errors?.file?.[0] === TOO_LARGE) {
    throw new AppError(413, TOO_LARGE, err.errors);
  }
  throw err;
}

type Download = { filename: string; format: keyof typeof CONTENT_TYPES; body: Buffer };
const download = (file: Download) => ({
  filename: file.filename,
  body: file.body,
  contentType: CONTENT_TYPES[file.format],
});

/** Imports from CSV and XLSX files, their templates, and exports in the same columns (docs/decisions/imports.md). */
export const importRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const context: ImportContext = { passwordLinks: config.passwordLinks };
  const tags = ['imports'];
  registerImportJobs(app.jobs, db, context);

  app.get(
    '/imports',
    {
      config: importData,
      schema: {
        tags,
        summary: 'Imports run in the company, newest first',
        querystring: importListQuery,
        response: { 200: pagedResponse(importSummary) },
      },
    },
    async (request) => listImportsPage(db, principalOf(request), request.query),
  );

  app.post(
    '/imports',
    {
      config: importData,
      schema: {
        tags,
        summary: `Validate a CSV or XLSX file (multipart: type, file; at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB); writes nothing but the import. More than ${IMPORT_SYNC_MAX_ROWS} rows are checked as a job (202)`,
        consumes: ['multipart/form-data'],
        response: { 201: importAnswer, 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'file', RULES).catch(tooLargeAs413);
      const { type } = parseFields(
        importUploadFields,
        fields,
        file ? {} : { file: ['Please select a file.'] },
      );
      if (!file) throw new Error('unreachable: parseFields refused a missing file');
      const checked = await checkUpload(db, app.jobs, principalOf(request), type, file, context);
      if ('queued' in checked) return reply.status(202).send(checked.queued);
      return reply.status(201).send({ message: checkedMessage(checked.record), import: checked.record });
    },
  );

  app.get(
    '/imports/templates/:type',
    {
      config: importData,
      schema: {
        tags,
        summary: 'A template of an import type: every column and an example row (an XLSX adds a Notes sheet)',
        params: importTypeParams,
        querystring: templateQuery,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        download(await templateFile(db, principalOf(request), request.params.type, request.query.format)),
      ),
  );

  app.get(
    '/imports/:id',
    {
      config: importData,
      schema: {
        tags,
        summary: 'An import with its errors',
        params: idParams,
        response: { 200: z.object({ import: importRecord }) },
      },
    },
    async (request) => ({ import: await loadImport(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/imports/:id/commit',
    {
      config: importData,
      schema: {
        tags,
        summary: `Commit a validated import once, in one transaction (mode all: every row or none; valid_rows: the valid ones); more than ${IMPORT_SYNC_MAX_ROWS} rows are committed as a job (202)`,
        params: idParams,
        body: importCommitRequest.optional(),
        response: { 200: importAnswer, 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const mode = request.body?.mode ?? 'all';
      const queued = await queueCommitIfLarge(db, app.jobs, principal, request.params.id, mode);
      if (queued) return reply.status(202).send(queued);
      const record = await commitImport(db, principal, request.params.id, mode, context);
      return { message: commitMessage(record), import: record };
    },
  );

  app.get(
    '/imports/:id/errors',
    {
      config: importData,
      schema: {
        tags,
        summary: 'The uploaded file back, in its format, with an error column',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendDownload(reply, download(await importErrorsFile(db, principalOf(request), request.params.id))),
  );

  app.get(
    '/exports/:type',
    {
      config: importData,
      schema: {
        tags,
        summary: "An import type's records in its template's columns; imported again, nothing changes",
        params: importTypeParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { format, company_id } = request.query;
      return sendDownload(
        reply,
        download(await exportFile(db, principalOf(request), request.params.type, format, company_id)),
      );
    },
  );
};
