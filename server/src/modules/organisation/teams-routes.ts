import { idParam, messageResponse } from '@hrms/contracts/common';
import {
  team,
  teamCreateRequest,
  teamLeadRequest,
  teamListQuery,
  teamMember,
  teamMembersRequest,
  teamStatusRequest,
  teamUpdateRequest,
} from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/csv';
import { todayIn } from '../../platform/dates';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  addTeamMembers,
  allTeams,
  assignTeamLead,
  createTeam,
  deleteTeam,
  listTeamsPage,
  loadTeam,
  removeTeamLead,
  removeTeamMember,
  setTeamStatus,
  teamMembers,
  updateTeam,
} from './teams-service';

const teamAnswer = z.object({ message: z.string(), team });
const membersAnswer = z.object({ message: z.string(), data: z.array(teamMember) });
const manageTeams = requirePermission('manage-teams');
const memberParams = idParams.extend({ memberId: idParam });

export const teamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['teams'];

  app.get(
    '/teams',
    {
      config: signedIn,
      schema: { tags, querystring: teamListQuery, response: { 200: pagedResponse(team) } },
    },
    async (request) => listTeamsPage(db, principalOf(request), request.query),
  );

  app.get(
    '/teams/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'CSV of every team matching the filters',
        querystring: teamListQuery.omit({ page: true, per_page: true }),
      },
    },
    async (request, reply) => {
      const teams = await allTeams(db, principalOf(request), request.query);
      return sendCsv(
        reply,
        `teams-${todayIn()}.csv`,
        ['Team', 'Code', 'Department', 'Company', 'Team Lead', 'Status', 'Members', 'Created Date'],
        teams.map((t) => [
          t.name,
          t.code ?? '',
          t.department.name,
          t.department.company.name,
          t.team_lead ? `${t.team_lead.first_name} ${t.team_lead.last_name}` : '',
          t.status,
          t.members_count,
          t.created_at.slice(0, 10),
        ]),
      );
    },
  );

  app.get(
    '/teams/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ team }) } } },
    async (request) => ({ team: await loadTeam(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/teams',
    { config: manageTeams, schema: { tags, body: teamCreateRequest, response: { 201: teamAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Team created successfully!',
        team: await createTeam(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/teams/:id',
    {
      config: manageTeams,
      schema: { tags, params: idParams, body: teamUpdateRequest, response: { 200: teamAnswer } },
    },
    async (request) => ({
      message: 'Team updated successfully!',
      team: await updateTeam(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/teams/:id/status',
    {
      config: manageTeams,
      schema: { tags, params: idParams, body: teamStatusRequest, response: { 200: teamAnswer } },
    },
    async (request) => {
      const updated = await setTeamStatus(db, principalOf(request), request.params.id, request.body.status);
      const verb = { active: 'activated', inactive: 'deactivated', disbanded: 'disbanded' }[
        request.body.status
      ];
      return { message: `Team ${verb} successfully!`, team: updated };
    },
  );

  app.delete(
    '/teams/:id',
    { config: manageTeams, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteTeam(db, principalOf(request), request.params.id);
      return { message: 'Team deleted successfully' };
    },
  );

  app.get(
    '/teams/:id/members',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ data: z.array(teamMember) }) } },
    },
    async (request) => ({ data: await teamMembers(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/teams/:id/members',
    {
      config: manageTeams,
      schema: { tags, params: idParams, body: teamMembersRequest, response: { 200: membersAnswer } },
    },
    async (request) => {
      const { added, members } = await addTeamMembers(
        db,
        principalOf(request),
        request.params.id,
        request.body.employee_ids,
      );
      return { message: `Added ${added} member(s) to the team`, data: members };
    },
  );

  app.delete(
    '/teams/:id/members/:memberId',
    { config: manageTeams, schema: { tags, params: memberParams, response: { 200: messageResponse } } },
    async (request) => {
      const m = await removeTeamMember(db, principalOf(request), request.params.id, request.params.memberId);
      return { message: `${m.first_name} ${m.last_name} has been removed from the team` };
    },
  );

  app.put(
    '/teams/:id/assign-lead',
    {
      config: manageTeams,
      schema: { tags, params: idParams, body: teamLeadRequest, response: { 200: teamAnswer } },
    },
    async (request) => ({
      message: 'Team lead assigned successfully!',
      team: await assignTeamLead(db, principalOf(request), request.params.id, request.body.team_lead_id),
    }),
  );

  app.delete(
    '/teams/:id/remove-lead',
    { config: manageTeams, schema: { tags, params: idParams, response: { 200: teamAnswer } } },
    async (request) => ({
      message: 'Team lead removed successfully!',
      team: await removeTeamLead(db, principalOf(request), request.params.id),
    }),
  );
};
