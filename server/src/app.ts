import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { roleRoutes, userRoutes } from './modules/access/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { approvalEscalationPlugin } from './modules/approvals/plugin';
import { approvalRoutes } from './modules/approvals/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { attendanceCalendarRoutes } from './modules/attendance-calendar/routes';
import { attendanceDeviceRoutes } from './modules/attendance-devices/routes';
import { attendanceRequestRoutes } from './modules/attendance-requests/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { bonusRoutes } from './modules/bonus/routes';
import { checklistRemindersPlugin } from './modules/checklists/plugin';
import { checklistRoutes } from './modules/checklists/routes';
import { compOffRoutes } from './modules/comp-off/routes';
import { compensationRoutes } from './modules/compensation/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { directoryRoutes } from './modules/directory/routes';
import { documentRemindersPlugin } from './modules/documents/plugin';
import { documentRoutes } from './modules/documents/routes';
import { employeeRoutes } from './modules/employees/routes';
import { settlementRemindersPlugin } from './modules/exits/plugin';
import { exitRoutes } from './modules/exits/routes';
import { form16Routes } from './modules/form16/routes';
import { lifecyclePlugin } from './modules/health/plugin';
import { healthRoutes } from './modules/health/routes';
import { holidayRoutes } from './modules/holidays/routes';
import { importRoutes } from './modules/imports/routes';
import { labourCodeRoutes } from './modules/labour-codes/routes';
import { leaveAccrualPlugin } from './modules/leave/plugin';
import { leaveRoutes } from './modules/leave/routes';
import { leaveEncashmentRoutes } from './modules/leave-encashments/routes';
import { letterRoutes } from './modules/letters/routes';
import { loanRoutes } from './modules/loans/routes';
import { notificationsPlugin } from './modules/notifications/plugin';
import { notificationRoutes } from './modules/notifications/routes';
import { organisationRoutes } from './modules/organisation/routes';
import { payRunRoutes } from './modules/pay-runs/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { payrollJournalRoutes } from './modules/payroll-journal/routes';
import { payrollSettingsRoutes } from './modules/payroll-settings/routes';
import { profileRoutes } from './modules/profile/routes';
import { recruitmentRoutes } from './modules/recruitment/routes';
import { reimbursementRoutes } from './modules/reimbursements/routes';
import { reportRoutes } from './modules/reports/routes';
import { setupRoutes } from './modules/setup/routes';
import { shiftChangeRoutes } from './modules/shift-changes/routes';
import { shiftRoutes } from './modules/shifts/routes';
import { ssoRoutes } from './modules/sso/routes';
import { statutoryRoutes } from './modules/statutory/routes';
import { statutoryPaymentRoutes } from './modules/statutory-payments/routes';
import { taxYearRoutes } from './modules/tax-year/routes';
import { tdsRoutes } from './modules/tds/routes';
import { teamCalendarRoutes } from './modules/team-calendar/routes';
import { authGuard } from './platform/auth/guard';
import { registerErrorHandling } from './platform/error-handler';
import { AppError } from './platform/errors';
import { jobsPlugin } from './platform/jobs/plugin';
import { jobRoutes } from './platform/jobs/routes';
import { forgetTotals } from './platform/list-totals';
import { requestLogFields } from './platform/log-fields';
import { registerMultipart } from './platform/plugins/multipart';
import { registerSpa } from './platform/plugins/spa';
import { registerApiDocs } from './platform/plugins/swagger';
import { securityHeadersPlugin } from './platform/security/headers';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './platform/security/json-depth';
import { refuseUnstorableText } from './platform/security/request-text';
import { routeTable } from './platform/security/route-table';
import { wireModules } from './wiring';

installValidationMessages();

/** The whole HTTP application, without listening: tests drive it with app.inject. */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  wireModules();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: requestLogFields },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A write request may have changed what list summaries count (see platform/list-totals).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') forgetTotals(db);
  });

  // A POST without a body (logout, approve) is fine even when the client sends a JSON content type.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) return done(null, undefined);
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new AppError(400, `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`));
    }
    parseJson(request, text, done);
  });

  registerErrorHandling(app);
  await app.register(securityHeadersPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    exposedHeaders: ['content-disposition', 'retry-after', 'x-request-id'],
  });
  await registerApiDocs(app);
  await registerMultipart(app);
  await app.register(routeTable);
  await app.register(refuseUnstorableText);
  await app.register(authGuard, { db, tokenTtlDays: config.tokenTtlDays });
  await app.register(lifecyclePlugin);
  await app.register(jobsPlugin, { db, config });
  await app.register(notificationsPlugin, { db, config });
  if (config.backgroundSweeps) {
    await app.register(settlementRemindersPlugin, { db });
    await app.register(documentRemindersPlugin, { db });
    await app.register(checklistRemindersPlugin, { db });
    await app.register(leaveAccrualPlugin, { db });
    await app.register(approvalEscalationPlugin, { db });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(jobRoutes, { db });
      await api.register(authRoutes, { db, config });
      await api.register(apiKeyRoutes, { db });
      await api.register(ssoRoutes, { db, config });
      await api.register(userRoutes, { db });
      await api.register(roleRoutes, { db });
      await api.register(employeeRoutes, { db });
      await api.register(labourCodeRoutes, { db });
      await api.register(organisationRoutes, { db });
      await api.register(importRoutes, { db, config });
      await api.register(setupRoutes, { db });
      await api.register(compensationRoutes, { db });
      await api.register(leaveRoutes, { db });
      await api.register(holidayRoutes, { db });
      await api.register(attendanceRequestRoutes, { db });
      await api.register(compOffRoutes, { db });
      await api.register(leaveEncashmentRoutes, { db });
      await api.register(approvalRoutes, { db });
      await api.register(teamCalendarRoutes, { db });
      await api.register(directoryRoutes, { db });
      await api.register(shiftRoutes, { db });
      await api.register(shiftChangeRoutes, { db });
      await api.register(profileRoutes, { db });
      await api.register(attendanceRoutes, { db });
      await api.register(attendanceCalendarRoutes, { db });
      await api.register(attendanceDeviceRoutes, { db });
      await api.register(payrollRoutes, { db });
      await api.register(payRunRoutes, { db });
      await api.register(recruitmentRoutes, { db });
      await api.register(reportRoutes, { db });
      await api.register(statutoryRoutes, { db });
      await api.register(taxYearRoutes, { db });
      await api.register(form16Routes, { db });
      await api.register(tdsRoutes, { db });
      await api.register(statutoryPaymentRoutes, { db });
      await api.register(payrollSettingsRoutes, { db });
      await api.register(payrollJournalRoutes, { db });
      await api.register(exitRoutes, { db });
      await api.register(loanRoutes, { db });
      await api.register(reimbursementRoutes, { db });
      await api.register(documentRoutes, { db });
      await api.register(letterRoutes, { db });
      await api.register(checklistRoutes, { db });
      await api.register(bonusRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(auditRoutes, { db });
      await api.register(notificationRoutes, { db, mail: config.mail });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDist);
  return app;
}
