import {
  ledgerMapping,
  ledgerMappingQuery,
  ledgerMappingRequest,
  payrollJournalQuery,
} from '@hrms/contracts/payroll-journal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/csv';
import { getLedgerMapping, payrollJournalFile, updateLedgerMapping } from './service';

/** Whoever keeps the payroll settings maps the ledgers; whoever downloads payroll reports may read them. */
const readMapping = requirePermission('manage-payroll-settings', 'generate-payroll-reports');
const manageMapping = requirePermission('manage-payroll-settings');
const downloadJournal = requirePermission('generate-payroll-reports');

/**
 * The payroll journal: a company's ledger mapping, and the month's journal voucher as Tally's import XML or a
 * CSV. The download sits beside the other files under /reports, as its own static path: the reports module
 * registers only the paths of its catalogue (/reports/{key} for each key), and this one is not among them.
 */
export const payrollJournalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['payroll journal'];

  app.get(
    '/ledger-mappings',
    {
      config: readMapping,
      schema: {
        tags,
        summary: 'A company’s ledger mapping for the payroll journal (the defaults until saved)',
        querystring: ledgerMappingQuery,
        response: { 200: z.object({ ledger_mapping: ledgerMapping }) },
      },
    },
    async (request) => ({
      ledger_mapping: await getLedgerMapping(db, principalOf(request), request.query.company_id),
    }),
  );

  app.put(
    '/ledger-mappings',
    {
      config: manageMapping,
      schema: {
        tags,
        summary: 'Save a company’s whole ledger mapping',
        body: ledgerMappingRequest,
        response: { 200: z.object({ message: z.string(), ledger_mapping: ledgerMapping }) },
      },
    },
    async (request) => ({
      message: 'Ledger mapping saved',
      ledger_mapping: await updateLedgerMapping(db, principalOf(request), request.body),
    }),
  );

  app.get(
    '/reports/payroll-journal',
    {
      config: downloadJournal,
      schema: {
        tags,
        summary: 'The month’s payroll journal voucher: format=tally (Tally’s XML import) or csv',
        querystring: payrollJournalQuery,
      },
    },
    async (request, reply) => {
      const file = await payrollJournalFile(db, principalOf(request), request.query);
      if (file.kind === 'csv') return sendCsv(reply, file.filename, file.header, file.rows);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
