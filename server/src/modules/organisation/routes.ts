import { country } from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { signedIn } from '../../platform/auth/guard';
import { branchRoutes } from './branches-routes';
import { brandingRoutes } from './branding-routes';
import { companyRoutes } from './companies-routes';
import { departmentRoutes } from './departments-routes';
import { listCountries } from './queries';
import { teamRoutes } from './teams-routes';

/** Countries, companies, branches, departments and teams. */
export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      config: signedIn,
      schema: {
        tags: ['organisation'],
        summary: 'Countries with their currency',
        response: { 200: z.object({ data: z.array(country) }) },
      },
    },
    async () => ({ data: await listCountries(db) }),
  );
  await app.register(companyRoutes, { db });
  await app.register(brandingRoutes, { db });
  await app.register(branchRoutes, { db });
  await app.register(departmentRoutes, { db });
  await app.register(teamRoutes, { db });
};
