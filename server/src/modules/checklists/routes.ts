import {
  CHECKLIST_KINDS,
  checklistDetail,
  checklistListQuery,
  checklist as checklistSchema,
  checklistTask,
  checklistTaskListQuery,
  checklistTaskUpdate,
  checklistTemplate,
  checklistTemplateListQuery,
  checklistTemplateRequest,
  customiseChecklistRequest,
} from '@hrms/contracts/checklists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { checklistOf, employeeChecklists, listChecklists, startByHand } from './checklists';
import { MANAGE } from './owners';
import { listTasks, updateTask } from './tasks';
import {
  createTemplate,
  customiseTemplate,
  deleteTemplate,
  editTemplate,
  listTemplates,
  templateOf,
} from './templates';

const templateAnswer = z.object({ message: z.string(), checklist_template: checklistTemplate });

/**
 * Onboarding and offboarding: templates per company (manage-checklists), each joiner's and leaver's checklist,
 * and the tasks their owners mark. Anyone signed in reads their own tasks and checklists.
 */
export const checklistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['checklists'];
  const manage = requirePermission(MANAGE);

  app.get(
    '/checklist-templates',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A company’s checklist templates: its own and the shared ones it has not customised',
        querystring: checklistTemplateListQuery,
        response: { 200: z.object({ data: z.array(checklistTemplate) }) },
      },
    },
    async (request) => ({ data: await listTemplates(db, principalOf(request), request.query) }),
  );

  app.get(
    '/checklist-templates/:id',
    {
      config: manage,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ checklist_template: checklistTemplate }) },
      },
    },
    async (request) => ({
      checklist_template: await templateOf(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/checklist-templates',
    { config: manage, schema: { tags, body: checklistTemplateRequest, response: { 201: templateAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Checklist template created successfully',
        checklist_template: await createTemplate(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/checklist-templates/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: checklistTemplateRequest, response: { 200: templateAnswer } },
    },
    async (request) => ({
      message: 'Checklist template updated successfully',
      checklist_template: await editTemplate(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/checklist-templates/:id',
    {
      config: manage,
      schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteTemplate(db, principalOf(request), request.params.id);
      return { message: 'Checklist template deleted successfully' };
    },
  );

  app.post(
    '/checklist-templates/:id/customise',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The company’s own copy of a shared checklist template, to edit',
        params: idParams,
        body: customiseChecklistRequest,
        response: { 201: templateAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Checklist template customised successfully',
        checklist_template: await customiseTemplate(
          db,
          principalOf(request),
          request.params.id,
          request.body.company_id,
        ),
      }),
  );

  app.get(
    '/checklists',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Joiners’ and leavers’ checklists with their progress: open ones by their day, soonest first',
        querystring: checklistListQuery,
        response: { 200: pagedResponse(checklistSchema) },
      },
    },
    async (request) => listChecklists(db, principalOf(request), request.query),
  );

  app.get(
    '/checklists/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ checklist: checklistDetail }) } },
    },
    async (request) => ({ checklist: await checklistOf(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/employees/:id/checklists',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An employee’s onboarding and offboarding checklists (HR, the employee, their manager)',
        params: idParams,
        response: { 200: z.object({ data: z.array(checklistDetail) }) },
      },
    },
    async (request) => ({ data: await employeeChecklists(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/employees/:id/checklists',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Start an employee’s checklist by hand from the company’s default template of the kind',
        params: idParams,
        body: z.object({ kind: z.enum(CHECKLIST_KINDS) }),
        response: { 201: z.object({ message: z.string(), checklist: checklistDetail }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Checklist started successfully',
        checklist: await startByHand(db, principalOf(request), request.params.id, request.body.kind),
      }),
  );

  app.get(
    '/checklist-tasks',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Checklist tasks: the caller’s own (mine) or, for HR, their companies’ (all)',
        querystring: checklistTaskListQuery,
        response: { 200: pagedResponse(checklistTask) },
      },
    },
    async (request) => listTasks(db, principalOf(request), request.query),
  );

  app.put(
    '/checklist-tasks/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark a task done, not needed, or back to do (its owner or HR)',
        params: idParams,
        body: checklistTaskUpdate,
        response: { 200: z.object({ message: z.string(), checklist_task: checklistTask }) },
      },
    },
    async (request) => ({
      message: 'Checklist task updated successfully',
      checklist_task: await updateTask(db, principalOf(request), request.params.id, request.body),
    }),
  );
};
