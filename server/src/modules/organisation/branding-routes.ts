import {
  brandingRequest,
  LOGO_FIELD,
  LOGO_HINT,
  LOGO_MAX_BYTES,
  publicBranding,
} from '@hrms/contracts/branding';
import { messageResponse } from '@hrms/contracts/common';
import { company } from '@hrms/contracts/organisation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, publicRoute, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import {
  brandingBeforeSignIn,
  companyLogo,
  removeLogo,
  setBrandColour,
  soleCompanyLogo,
  uploadLogo,
} from './branding-service';
import { checkedLogo } from './logo-file';

const companyAnswer = z.object({ message: z.string(), company });
const editsCompanies = requirePermission('update-company-settings');
const LOGO_RULES = { label: 'logo', maxBytes: LOGO_MAX_BYTES, extensions: ['png', 'jpg', 'jpeg'] };

/**
 * Sends a logo's bytes. Its address carries its version, so a short private cache is safe, and the ETag
 * spares a browser the bytes it already holds.
 */
function sendLogo(
  request: FastifyRequest,
  reply: FastifyReply,
  logo: { data: Buffer; content_type: string; updated_at: Date },
) {
  const etag = `"logo-${logo.updated_at.getTime()}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=300');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.header('content-type', logo.content_type).send(logo.data);
}

/** A company's logo and brand colour, and the branding the sign-in page shows. */
export const brandingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['companies'];

  app.put(
    '/companies/:id/branding',
    {
      config: editsCompanies,
      schema: { tags, params: idParams, body: brandingRequest, response: { 200: companyAnswer } },
    },
    async (request) => ({
      message: 'Branding updated successfully!',
      company: await setBrandColour(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/companies/:id/logo',
    {
      config: editsCompanies,
      schema: {
        tags,
        summary: `Upload the logo (multipart \`logo\`): ${LOGO_HINT}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: companyAnswer },
      },
    },
    async (request) => {
      const { file } = await readForm(request, LOGO_FIELD, LOGO_RULES);
      return {
        message: 'Logo uploaded successfully!',
        company: await uploadLogo(db, principalOf(request), request.params.id, checkedLogo(file)),
      };
    },
  );

  app.delete(
    '/companies/:id/logo',
    { config: editsCompanies, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeLogo(db, principalOf(request), request.params.id);
      return { message: 'Logo removed successfully' };
    },
  );

  app.get(
    '/companies/:id/logo',
    { config: signedIn, schema: { tags, summary: "The company's logo image", params: idParams } },
    async (request, reply) =>
      sendLogo(request, reply, await companyLogo(db, principalOf(request), request.params.id)),
  );

  app.get(
    '/branding',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'The name, colour and logo of a single-company install, for the sign-in page (all null otherwise)',
        response: { 200: publicBranding },
      },
    },
    async () => brandingBeforeSignIn(db),
  );

  app.get(
    '/branding/logo',
    { config: publicRoute, schema: { tags, summary: 'The logo of a single-company install' } },
    async (request, reply) => sendLogo(request, reply, await soleCompanyLogo(db)),
  );
};
