import {
  celebrationsResponse,
  directoryEntry,
  directoryQuery,
  directorySettings,
  directorySettingsQuery,
  directorySettingsRequest,
  orgChart,
  orgChartQuery,
} from '@hrms/contracts/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { colleagueCelebrations } from './celebrations';
import { getDirectoryEntry, listDirectory, orgChartOf } from './service';
import { getDirectorySettings, saveDirectorySettings } from './settings';

/**
 * The employee directory and org chart: what every employee may see of their colleagues, limited to the
 * fields their company chooses to show (HR chooses them).
 */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['directory'];

  app.get(
    '/directory',
    {
      config: signedIn,
      schema: { tags, querystring: directoryQuery, response: { 200: pagedResponse(directoryEntry) } },
    },
    async (request) => listDirectory(db, principalOf(request), request.query),
  );

  // The static segment wins over /directory/:id.
  app.get(
    '/directory/celebrations',
    { config: signedIn, schema: { tags, response: { 200: celebrationsResponse } } },
    async (request) => colleagueCelebrations(db, principalOf(request)),
  );

  app.get(
    '/directory/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ entry: directoryEntry }) } },
    },
    async (request) => ({ entry: await getDirectoryEntry(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/org-chart',
    { config: signedIn, schema: { tags, querystring: orgChartQuery, response: { 200: orgChart } } },
    async (request) => orgChartOf(db, principalOf(request), request.query),
  );

  app.get(
    '/directory-settings',
    {
      config: signedIn,
      schema: { tags, querystring: directorySettingsQuery, response: { 200: directorySettings } },
    },
    async (request) => getDirectorySettings(db, principalOf(request), request.query.company_id),
  );

  app.put(
    '/directory-settings',
    {
      config: requirePermission('update-employees'),
      schema: {
        tags,
        body: directorySettingsRequest,
        response: { 200: z.object({ message: z.string(), settings: directorySettings }) },
      },
    },
    async (request) => ({
      message: 'Directory settings saved successfully',
      settings: await saveDirectorySettings(db, principalOf(request), request.body),
    }),
  );
};
