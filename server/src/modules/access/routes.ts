import { permissionItem } from '@hrms/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../platform/auth/guard';
import { listPermissions } from './queries';

export const accessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/permissions',
    {
      config: requirePermission('manage-roles'),
      schema: {
        tags: ['access'],
        summary: 'The permission catalogue',
        response: { 200: z.object({ data: z.array(permissionItem) }) },
      },
    },
    async () => ({ data: await listPermissions(db) }),
  );
};
