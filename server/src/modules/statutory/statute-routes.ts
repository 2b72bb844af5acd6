import { statute, statuteQuery } from '@hrms/contracts/statute';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { signedIn } from '../../platform/auth/guard';
import { statuteFor } from './statute-service';

/** The income-tax statute of a year: every screen that names a form or a section reads it (signed in). */
export const statuteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/statute',
    {
      config: signedIn,
      schema: {
        tags: ['statutory rates'],
        summary: 'The Act, sections, forms and words in force for a tax year',
        querystring: statuteQuery,
        response: { 200: statute },
      },
    },
    async (request) => statuteFor(db, request.query.tax_year),
  );
};
