import {
  filingChecklist as filingChecklistAnswer,
  filingChecklistQuery,
} from '@hrms/contracts/filing-checklist';
import {
  REPORT_FILE_FORMATS,
  REPORT_KEYS,
  REPORTS,
  reportCommonQuery,
  reportFiles,
  reportFilters,
  reportPermission,
} from '@hrms/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { streamCsv } from '../../platform/csv';
import { todayIn } from '../../platform/dates';
import { filingChecklist } from './filing-checklist';
import { reportPdf } from './pdf';
import { reportFile, reportFilename, reportPage, reportPortalFile } from './service';

/**
 * GET /api/reports/{key}?filters: JSON by default (one page and the totals), or the whole report as a
 * download with format=csv or format=pdf. One route per report, each behind its card's permission.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reports'];

  for (const key of REPORT_KEYS) {
    app.get(
      `/reports/${key}`,
      {
        config: requirePermission(reportPermission(key)),
        schema: {
          tags,
          summary: `${REPORTS[key].title}: JSON page with totals, or format=csv|pdf${reportFiles(key)
            .map((f) => `|${f}`)
            .join('')} for the whole report`,
          querystring: reportCommonQuery.and(reportFilters[REPORTS[key].filters]),
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const query = request.query;
        if (query.format === 'json') return reportPage(db, principal, key, query);
        const fileFormat = REPORT_FILE_FORMATS.find((f) => f === query.format);
        if (fileFormat) {
          const file = await reportPortalFile(db, principal, key, { ...query, format: fileFormat });
          return reply
            .header('content-type', file.contentType)
            .header(
              'content-disposition',
              `attachment; filename="${reportFilename(key, query, file.extension)}"`,
            )
            .send(file.body);
        }
        const file = await reportFile(db, principal, key, query);
        const filename = reportFilename(key, query, query.format);
        // The CSV is for machines (spreadsheets, bank uploads): rows only; the PDF closes with the totals.
        if (query.format === 'csv') {
          return streamCsv(
            reply,
            filename,
            file.columns.map((c) => c.label),
            file.rows,
            { bom: !file.forImport },
          );
        }
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(reportPdf(file, todayIn()));
      },
    );
  }

  // Not a catalogue report: a handful of filings, each with its own state, blockers and file, that neither
  // pages nor exports (docs/decisions/statutory.md, "The filing checklist").
  app.get(
    '/reports/filing-checklist',
    {
      config: requirePermission('generate-payroll-reports'),
      schema: {
        tags,
        summary:
          'The month’s filings (ECR, arrear ECR, ESIC, PT and LWF per state, TDS, bank transfer), each blocked, ready, filed or paid, with what blocks it',
        querystring: filingChecklistQuery,
        response: { 200: z.object({ filing_checklist: filingChecklistAnswer }) },
      },
    },
    async (request) => ({
      filing_checklist: await filingChecklist(db, principalOf(request), request.query),
    }),
  );
};
