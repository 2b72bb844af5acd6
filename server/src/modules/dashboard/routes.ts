import {
  activitiesResponse,
  analyticsQuery,
  dashboardAnalytics as analyticsSchema,
  dashboardScopeQuery,
  dashboardStatsResponse,
  personalDashboard as personalSchema,
} from '@hrms/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requireAllPermissions, requirePermission } from '../../platform/auth/guard';
import { dashboardActivities, dashboardAnalytics, dashboardStats, personalDashboard } from './service';

const viewDashboard = requirePermission('view-dashboard');
// The company dashboard is about everyone, so it needs view-employees as well.
const viewCompanyDashboard = requireAllPermissions('view-dashboard', 'view-employees');

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['dashboard'];

  app.get(
    '/dashboard/stats',
    {
      config: viewCompanyDashboard,
      schema: {
        tags,
        summary: 'Live company figures (needs view-employees as well; a super admin may pass company_id)',
        querystring: dashboardScopeQuery,
        response: { 200: dashboardStatsResponse },
      },
    },
    async (request) => ({
      stats: await dashboardStats(db, principalOf(request), request.query.company_id),
    }),
  );

  app.get(
    '/dashboard/analytics',
    {
      config: viewCompanyDashboard,
      schema: {
        tags,
        summary: 'Headcount, payroll and attendance over a date range (default: the last six months)',
        querystring: analyticsQuery,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => dashboardAnalytics(db, principalOf(request), request.query),
  );

  app.get(
    '/dashboard/activities',
    {
      config: viewCompanyDashboard,
      schema: {
        tags,
        summary: 'The newest payroll, leave, employee and clock-in events in the caller’s scope',
        querystring: dashboardScopeQuery.extend({
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: activitiesResponse },
      },
    },
    async (request) => ({
      data: await dashboardActivities(
        db,
        principalOf(request),
        request.query.company_id,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/dashboard/me',
    {
      config: viewDashboard,
      schema: {
        tags,
        summary: 'The caller’s own month of attendance, leave balances and latest paid payslip',
        response: { 200: personalSchema },
      },
    },
    async (request) => personalDashboard(db, principalOf(request)),
  );
};
