import { DOCUMENT_FILE } from '@hrms/contracts/documents';
import {
  companyProfilePolicy,
  myProfile,
  myProfileUpdate,
  type ProfileChangeCreate,
  type ProfileChangeRequest,
  profileChangeCreate,
  profileChangeListQuery,
  profileChangeReject,
  profileChangeRequest,
  profilePolicyQuery,
  profilePolicyRequest,
} from '@hrms/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn, signedInPerson } from '../../platform/auth/guard';
import { type FieldErrors, fieldError, validationFailed } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import { createChange } from './create';
import { cancelChange, decideOutright } from './decide';
import { myProfile as ownProfile, profileOf, updateMyProfile } from './my-profile';
import { getPolicy, savePolicy } from './policy';
import { getRequest, HR_DECIDES, listChanges } from './service';

const requestAnswer = z.object({ message: z.string(), profile_change_request: profileChangeRequest });

/**
 * A request's form: JSON, or multipart with `changes` as a JSON text beside the proof. Each field's issues
 * answer under its whole path (changes.pan), as a JSON body's would.
 */
function changeRequest(fields: Record<string, unknown>): ProfileChangeCreate {
  let changes = fields.changes;
  if (typeof changes === 'string') {
    try {
      changes = JSON.parse(changes);
    } catch {
      throw fieldError('changes', 'The changes must be a JSON object of field → new value.');
    }
  }
  const parsed = profileChangeCreate.safeParse({ ...fields, changes });
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  throw validationFailed(errors);
}

/**
 * Self-service profile: the employee reads their record and edits what their company's policy allows; the
 * rest they ask for, HR (or the company's chain for profile changes) approving before anything changes.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['profile'];
  const decide = requirePermission(HR_DECIDES);

  app.get(
    '/me/profile',
    { config: signedInPerson, schema: { tags, response: { 200: myProfile } } },
    async (request) => ownProfile(db, principalOf(request)),
  );

  app.put(
    '/me/profile',
    {
      config: signedInPerson,
      schema: {
        tags,
        body: myProfileUpdate,
        response: { 200: z.object({ message: z.string(), profile: myProfile }) },
      },
    },
    async (request) => ({
      message: 'Profile updated successfully',
      profile: await updateMyProfile(db, principalOf(request), request.body.changes),
    }),
  );

  app.get(
    '/employees/:id/profile',
    {
      config: requirePermission('view-employees'),
      schema: { tags, params: idParams, response: { 200: myProfile } },
    },
    async (request) => profileOf(db, principalOf(request), request.params.id),
  );

  app.get(
    '/profile-policy',
    {
      config: signedIn,
      schema: { tags, querystring: profilePolicyQuery, response: { 200: companyProfilePolicy } },
    },
    async (request) => getPolicy(db, principalOf(request), request.query.company_id),
  );

  app.put(
    '/profile-policy',
    {
      config: decide,
      schema: {
        tags,
        body: profilePolicyRequest,
        response: { 200: z.object({ message: z.string(), policy: companyProfilePolicy }) },
      },
    },
    async (request) => ({
      message: 'Profile policy saved successfully',
      policy: await savePolicy(db, principalOf(request), request.body),
    }),
  );

  app.get(
    '/profile-change-requests',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: profileChangeListQuery,
        response: { 200: pagedResponse(profileChangeRequest) },
      },
    },
    async (request) => listChanges(db, principalOf(request), request.query),
  );

  app.post(
    '/profile-change-requests',
    {
      config: signedInPerson,
      schema: {
        tags,
        summary:
          'Ask for a profile change (JSON, or multipart: `changes` as a JSON text, `reason`, and the proof `document`: PDF, JPEG or PNG)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: requestAnswer },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'document', DOCUMENT_FILE);
      const change = await createChange(db, principalOf(request), changeRequest(fields), file);
      return reply
        .status(201)
        .send({ message: 'Profile change requested successfully', profile_change_request: change });
    },
  );

  app.get(
    '/profile-change-requests/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ profile_change_request: profileChangeRequest }) },
      },
    },
    async (request) => ({
      profile_change_request: await getRequest(db, principalOf(request), request.params.id),
    }),
  );

  // A decision or a withdrawal answers the request as it is then, with what was done.
  const answered = async (done: string, change: Promise<ProfileChangeRequest>) => ({
    message: `Profile change ${done} successfully`,
    profile_change_request: await change,
  });
  const byId = { tags, params: idParams, response: { 200: requestAnswer } };

  app.put('/profile-change-requests/:id/approve', { config: decide, schema: byId }, async (request) =>
    answered('approved', decideOutright(db, principalOf(request), request.params.id, { approve: true })),
  );

  app.put(
    '/profile-change-requests/:id/reject',
    { config: decide, schema: { ...byId, body: profileChangeReject } },
    async (request) => {
      const decision = { approve: false as const, reason: request.body.reason };
      return answered('rejected', decideOutright(db, principalOf(request), request.params.id, decision));
    },
  );

  app.put('/profile-change-requests/:id/cancel', { config: signedIn, schema: byId }, async (request) =>
    answered('cancelled', cancelChange(db, principalOf(request), request.params.id)),
  );
};
