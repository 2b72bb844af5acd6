import {
  attendanceDevice,
  attendanceDeviceKeyAnswer,
  attendanceDeviceRequest,
  deviceCompanyQuery,
} from '@hrms/contracts/attendance-devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import {
  createDevice,
  getDevice,
  issueNewKey,
  listDevices,
  revokeDevice,
  updateDeviceDetails,
} from './devices';
import { punchRoutes } from './punch-routes';

/**
 * Biometric devices, their keys, the punches they send and the logs uploaded from them: manage-attendance
 * looks after devices; a device sends punches with its key, no sign-in.
 */
export const attendanceDeviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['attendance-devices'];
  const manage = requirePermission('manage-attendance');
  const deviceAnswer = z.object({ message: z.string(), attendance_device: attendanceDevice });

  app.get(
    '/attendance-devices',
    {
      config: manage,
      schema: {
        tags,
        querystring: deviceCompanyQuery,
        response: { 200: z.object({ data: z.array(attendanceDevice) }) },
      },
    },
    async (request) => ({ data: await listDevices(db, principalOf(request), request.query.company_id) }),
  );

  app.post(
    '/attendance-devices',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a device: the answer shows its key, once',
        body: attendanceDeviceRequest,
        response: { 201: attendanceDeviceKeyAnswer },
      },
    },
    async (request, reply) => {
      const { device, key } = await createDevice(db, principalOf(request), request.body);
      return reply.status(201).send({ message: 'Device added successfully', attendance_device: device, key });
    },
  );

  app.get(
    '/attendance-devices/:id',
    {
      config: manage,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ attendance_device: attendanceDevice }) },
      },
    },
    async (request) => ({ attendance_device: await getDevice(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/attendance-devices/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: attendanceDeviceRequest, response: { 200: deviceAnswer } },
    },
    async (request) => ({
      message: 'Device updated successfully',
      attendance_device: await updateDeviceDetails(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/attendance-devices/:id/key',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A new key for the device (shown once); the old one stops working',
        params: idParams,
        response: { 200: attendanceDeviceKeyAnswer },
      },
    },
    async (request) => {
      const { device, key } = await issueNewKey(db, principalOf(request), request.params.id);
      return { message: 'New key issued successfully', attendance_device: device, key };
    },
  );

  app.post(
    '/attendance-devices/:id/revoke',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke the device: its key stops working, its punches stay',
        params: idParams,
        response: { 200: deviceAnswer },
      },
    },
    async (request) => ({
      message: 'Device revoked successfully',
      attendance_device: await revokeDevice(db, principalOf(request), request.params.id),
    }),
  );

  await app.register(punchRoutes, { db });
};
