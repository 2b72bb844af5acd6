import { jobAccepted } from '@hrms/contracts/jobs';
import {
  customiseTemplateRequest,
  type Letter,
  letter,
  letterBulkRequest,
  letterIssueRequest,
  letterListQuery,
  letterPreviewRequest,
  letterRejectRequest,
  letterSettings,
  letterSettingsQuery,
  letterSettingsRequest,
  letterTemplate,
  letterTemplateListQuery,
  letterTemplateRequest,
} from '@hrms/contracts/letters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendPdf } from '../../platform/download';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { documentFile } from '../documents/public';
import { registerAttachmentKind } from '../notifications/public';
import { queueBulkLetters, registerLetterJobs } from './bulk';
import { issueLetter, LETTER_ATTACHMENT } from './issue';
import { APPROVE, cancelLetter, decideLetter, letterPdf, listLetters, MANAGE, oneLetter } from './letters';
import { previewTemplate } from './preview';
import { letterSettingsOf, updateLetterSettings } from './settings';
import {
  createTemplate,
  customiseTemplate,
  deleteTemplate,
  editTemplate,
  listTemplates,
  templateOf,
} from './templates';

const message = z.object({ message: z.string() });
const templateAnswer = z.object({ message: z.string(), letter_template: letterTemplate });
const letterAnswer = z.object({ message: z.string(), letter });
const settingsAnswer = z.object({ message: z.string(), letter_settings: letterSettings });

/**
 * HR letters: templates and the letterhead's settings per company, letters issued from them (one, or many as
 * a job) and their PDFs. manage-letters keeps templates and issues letters; approve-letters decides those
 * that need approval; an employee reads their own issued letters.
 */
export const letterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['letters'];
  const manage = requirePermission(MANAGE);
  registerLetterJobs(app.jobs, db);
  registerAttachmentKind(LETTER_ATTACHMENT, async (db, documentId) => {
    const data = await documentFile(db, documentId);
    if (!data) throw new Error('The letter’s document was deleted');
    return Buffer.from(data);
  });

  app.get(
    '/letter-templates',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A company’s letter templates: its own and the shared ones it has not customised',
        querystring: letterTemplateListQuery,
        response: { 200: z.object({ data: z.array(letterTemplate) }) },
      },
    },
    async (request) => ({ data: await listTemplates(db, principalOf(request), request.query) }),
  );

  app.get(
    '/letter-templates/:id',
    {
      config: manage,
      schema: { tags, params: idParams, response: { 200: z.object({ letter_template: letterTemplate }) } },
    },
    async (request) => ({ letter_template: await templateOf(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/letter-templates',
    { config: manage, schema: { tags, body: letterTemplateRequest, response: { 201: templateAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Letter template created successfully',
        letter_template: await createTemplate(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/letter-templates/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: letterTemplateRequest, response: { 200: templateAnswer } },
    },
    async (request) => ({
      message: 'Letter template updated successfully',
      letter_template: await editTemplate(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/letter-templates/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: message } } },
    async (request) => {
      await deleteTemplate(db, principalOf(request), request.params.id);
      return { message: 'Letter template deleted successfully' };
    },
  );

  app.post(
    '/letter-templates/:id/customise',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The company’s own copy of a shared template, to edit',
        params: idParams,
        body: customiseTemplateRequest,
        response: { 201: templateAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Letter template customised successfully',
        letter_template: await customiseTemplate(
          db,
          principalOf(request),
          request.params.id,
          request.body.company_id,
        ),
      }),
  );

  app.post(
    '/letter-templates/:id/preview',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The letter as it would print for an employee (marked DRAFT), the unsaved text if sent',
        params: idParams,
        body: letterPreviewRequest,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await previewTemplate(db, principalOf(request), request.params.id, request.body)),
  );

  app.get(
    '/letter-settings',
    {
      config: manage,
      schema: {
        tags,
        querystring: letterSettingsQuery,
        response: { 200: z.object({ letter_settings: letterSettings }) },
      },
    },
    async (request) => ({
      letter_settings: await letterSettingsOf(db, principalOf(request), request.query.company_id),
    }),
  );

  app.put(
    '/letter-settings',
    {
      config: manage,
      schema: {
        tags,
        querystring: letterSettingsQuery,
        body: letterSettingsRequest,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({
      message: 'Letter settings saved successfully',
      letter_settings: await updateLetterSettings(
        db,
        principalOf(request),
        request.query.company_id,
        request.body,
      ),
    }),
  );

  app.get(
    '/letters',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Letters: HR’s of their companies, anyone else’s own issued ones; newest first',
        querystring: letterListQuery,
        response: { 200: pagedResponse(letter) },
      },
    },
    async (request) => listLetters(db, principalOf(request), request.query),
  );

  app.get(
    '/letters/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ letter }) } } },
    async (request) => ({ letter: await oneLetter(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/letters/:id/pdf',
    {
      config: signedIn,
      schema: { tags, summary: 'The issued letter as filed; a pending one as a draft', params: idParams },
    },
    async (request, reply) => sendPdf(reply, await letterPdf(db, principalOf(request), request.params.id)),
  );

  app.post(
    '/employees/:id/letters',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Issue a letter from a template to an employee (or send it for approval when the template asks)',
        params: idParams,
        body: letterIssueRequest,
        response: { 201: letterAnswer },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await issueLetter(db, principal, request.params.id, request.body);
      const made = await oneLetter(db, principal, id);
      const done = made.status === 'issued' ? `Letter ${made.number} issued` : 'Letter sent for approval';
      return reply.status(201).send({ message: done, letter: made });
    },
  );

  app.post(
    '/letters/bulk',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Issue a template to many employees (a job; its result lists who could not be written to)',
        body: letterBulkRequest,
        response: { 202: jobAccepted },
      },
    },
    async (request, reply) => {
      const jobId = await queueBulkLetters(db, app.jobs, principalOf(request), request.body);
      const count = new Set(request.body.employee_ids).size;
      return reply
        .code(202)
        .send({ message: `Issuing letters to ${count.toLocaleString('en-IN')} employees`, job_id: jobId });
    },
  );

  const answered = async (done: string, made: Promise<Letter>) => ({
    message: `Letter ${done} successfully`,
    letter: await made,
  });
  const byId = { tags, params: idParams, response: { 200: letterAnswer } };
  const approve = requirePermission(APPROVE);

  app.put('/letters/:id/approve', { config: approve, schema: byId }, async (request) =>
    answered('approved', decideLetter(db, principalOf(request), request.params.id, { approve: true })),
  );

  app.put(
    '/letters/:id/reject',
    { config: approve, schema: { ...byId, body: letterRejectRequest } },
    async (request) => {
      const decision = { approve: false as const, reason: request.body.reason };
      return answered('rejected', decideLetter(db, principalOf(request), request.params.id, decision));
    },
  );

  app.put('/letters/:id/cancel', { config: manage, schema: byId }, async (request) =>
    answered('cancelled', cancelLetter(db, principalOf(request), request.params.id)),
  );
};
