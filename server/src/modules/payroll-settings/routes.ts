import {
  payrollSettings,
  payrollSettingsQuery,
  payrollSettingsRequest,
} from '@hrms/contracts/payroll-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { getPayrollSettings, updatePayrollSettings } from './service';

/** Whoever keeps the settings, or processes payroll with them, may read them. */
const readSettings = requirePermission('manage-payroll-settings', 'process-payroll');
const manageSettings = requirePermission('manage-payroll-settings');

/** A company's payroll settings: overtime rate, encashment and notice-pay day rates, bonus rate. */
export const payrollSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['payroll settings'];

  app.get(
    '/payroll-settings',
    {
      config: readSettings,
      schema: {
        tags,
        summary: 'A company’s payroll settings (the defaults until changed)',
        querystring: payrollSettingsQuery,
        response: { 200: z.object({ payroll_settings: payrollSettings }) },
      },
    },
    async (request) => ({
      payroll_settings: await getPayrollSettings(db, principalOf(request), request.query.company_id),
    }),
  );

  app.put(
    '/payroll-settings',
    {
      config: manageSettings,
      schema: {
        tags,
        summary: 'Change a company’s payroll settings',
        body: payrollSettingsRequest,
        response: { 200: z.object({ message: z.string(), payroll_settings: payrollSettings }) },
      },
    },
    async (request) => ({
      message: 'Payroll settings saved',
      payroll_settings: await updatePayrollSettings(db, principalOf(request), request.body),
    }),
  );
};
