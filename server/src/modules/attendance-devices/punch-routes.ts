import {
  DEVICE_KEY_HEADER,
  deviceCompanyQuery,
  deviceUser,
  deviceUserMapping,
  deviceUserMappingAnswer,
  PUNCH_IMPORT_MAX_BYTES,
  punch,
  punchBatch,
  punchImport,
  punchImportListQuery,
  punchListQuery,
  punchOutcome,
  unmatchedDeviceUser,
} from '@hrms/contracts/attendance-devices';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, publicRoute, requirePermission } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import { receiveDevicePunches } from './device-punches';
import { listDeviceUsers, listUnmatched, mapDeviceUser, unmapDeviceUser } from './device-users';
import { importPunchLog, listImports, PUNCH_LOG_RULES } from './punch-imports';
import { listPunches } from './punch-list';

const TOO_LARGE = `The punch log may not be greater than ${PUNCH_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;

/** A file over the limit is refused while it streams in; answered 413 with the limit in the message. */
function tooLargeAs413(err: unknown): never {
  if (err instanceof AppError && err.statusCode === 422 && err.errors?.file?.[0] === TOO_LARGE) {
    throw new AppError(413, TOO_LARGE, err.errors);
  }
  throw err;
}

/** Punches: sent by devices with their key, listed, matched to employees, and imported from device logs. */
export const punchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['attendance-devices'];
  const manage = requirePermission('manage-attendance');

  app.post(
    '/attendance/punches',
    {
      // No sign-in: the device's own key, in the X-Device-Key header, is checked by the handler.
      config: publicRoute,
      schema: {
        tags,
        summary: `A device sends punches with its key in the ${DEVICE_KEY_HEADER} header (times with an offset, or the company's wall-clock time); a resend is counted as duplicates and changes nothing`,
        security: [],
        body: punchBatch,
        response: { 200: punchOutcome },
      },
    },
    async (request) => receiveDevicePunches(db, request.headers[DEVICE_KEY_HEADER], request.ip, request.body),
  );

  app.get(
    '/attendance/punches',
    {
      config: requirePermission('view-attendance', 'manage-attendance', 'approve-attendance'),
      schema: { tags, querystring: punchListQuery, response: { 200: pagedResponse(punch) } },
    },
    async (request) => listPunches(db, principalOf(request), request.query),
  );

  app.get(
    '/attendance/device-users',
    {
      config: manage,
      schema: {
        tags,
        summary: 'HR’s matches of device user ids to employees',
        querystring: deviceCompanyQuery,
        response: { 200: z.object({ data: z.array(deviceUser) }) },
      },
    },
    async (request) => ({ data: await listDeviceUsers(db, principalOf(request), request.query.company_id) }),
  );

  app.get(
    '/attendance/device-users/unmatched',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Device user ids with punches no employee has been given (the latest first)',
        querystring: deviceCompanyQuery,
        response: { 200: z.object({ data: z.array(unmatchedDeviceUser) }) },
      },
    },
    async (request) => ({ data: await listUnmatched(db, principalOf(request), request.query.company_id) }),
  );

  app.put(
    '/attendance/device-users',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Match a device user id to an employee: its punches kept so far become their attendance',
        body: deviceUserMapping,
        response: { 200: deviceUserMappingAnswer },
      },
    },
    async (request) => {
      const { deviceUser: saved, outcome } = await mapDeviceUser(db, principalOf(request), request.body);
      return { message: 'Device user matched successfully', device_user: saved, outcome };
    },
  );

  app.delete(
    '/attendance/device-users/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await unmapDeviceUser(db, principalOf(request), request.params.id);
      return { message: 'Device user match removed successfully' };
    },
  );

  app.get(
    '/attendance/punch-imports',
    {
      config: manage,
      schema: { tags, querystring: punchImportListQuery, response: { 200: pagedResponse(punchImport) } },
    },
    async (request) => listImports(db, principalOf(request), request.query),
  );

  app.post(
    '/attendance/punch-imports',
    {
      config: manage,
      schema: {
        tags,
        summary: `Import a device's punch log (multipart: file, device_id, layout — told from the file when absent; at most ${PUNCH_IMPORT_MAX_BYTES / (1024 * 1024)} MB)`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ message: z.string(), punch_import: punchImport }) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'file', PUNCH_LOG_RULES).catch(tooLargeAs413);
      const made = await importPunchLog(db, principalOf(request), fields, file);
      return reply.status(201).send({
        message: `Imported ${made.outcome.recorded} punches`,
        punch_import: made,
      });
    },
  );
};
