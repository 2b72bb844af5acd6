import { idParam } from '@hrms/contracts/common';
import {
  declarationFormQuery,
  declarationItem,
  financialYearParam,
  TAX_REGIME_KINDS,
  taxComparison,
  taxDeclaration,
  taxDeclarationListQuery,
  taxDeclarationListRow,
  taxDeclarationListSummary,
  taxDeclarationRequest,
  taxPosition,
  taxProof,
  taxYearQuery,
  taxYearSettings,
  taxYearSettingsRequest,
  verifyDeclarationRequest,
} from '@hrms/contracts/tax-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendDownload, sendPdf } from '../../platform/download';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import { taxComparison as compareRegimes, taxPosition as positionOf } from './comparison-service';
import { financialYearOrCurrent, getTaxDeclaration, saveTaxDeclaration } from './declarations-service';
import {
  claimsFormDownload,
  perquisitesFormDownload,
  previousEmploymentFormDownload,
  signClaimsForm,
} from './forms-service';
import { listTaxDeclarations } from './list-service';
import { deleteProof, PROOF_RULES, proofFile, tooLargeAs413, uploadProof } from './proofs-service';
import { getTaxYearSettings, saveTaxYearSettings } from './settings-service';
import { verifyDeclaration } from './verification-service';

const manageDeclarations = requirePermission('manage-tax-declarations');
const companyYearParams = z.object({ id: idParam, financial_year: financialYearParam });
const settingsAnswer = z.object({ tax_year_settings: taxYearSettings });

/**
 * Each employee's income-tax year: regime, declarations, proofs, HR's verification and the
 * company's cut-offs. The employee acts on their own record without any permission; HR needs
 * manage-tax-declarations and the employee in their company scope; anyone else is told "Employee not found".
 */
export const taxYearRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['income tax'];

  app.get(
    '/employees/:id/tax-declaration',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An employee’s regime, declarations, proofs and previous employment for a financial year',
        params: idParams,
        querystring: taxYearQuery,
        response: { 200: z.object({ tax_declaration: taxDeclaration }) },
      },
    },
    async (request) => ({
      tax_declaration: await getTaxDeclaration(
        db,
        principalOf(request),
        request.params.id,
        financialYearOrCurrent(request.query.financial_year),
      ),
    }),
  );

  app.put(
    '/employees/:id/tax-declaration',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Choose the regime and save declarations, previous employment and other income',
        params: idParams,
        querystring: taxYearQuery,
        body: taxDeclarationRequest,
        response: { 200: z.object({ message: z.string(), tax_declaration: taxDeclaration }) },
      },
    },
    async (request) => ({
      message: 'Tax declaration saved successfully',
      tax_declaration: await saveTaxDeclaration(
        db,
        principalOf(request),
        request.params.id,
        financialYearOrCurrent(request.query.financial_year),
        request.body,
      ),
    }),
  );

  // The year's forms made from the employee's declarations and runs, each a PDF of the year's statute.
  const forms = [
    [
      'form124',
      'The employee’s statement of claims for the year as a PDF (Form 124 from 2026-27, Form 12BB before); a draft until signed off',
      claimsFormDownload,
    ],
    [
      'form122',
      'The previous employment of the year as a PDF (Form 122 from 2026-27, Form 12B before)',
      previousEmploymentFormDownload,
    ],
    [
      'form123',
      'The perquisites of the year with their value as a PDF (Form 123 from 2026-27, Form 12BA before), from the approved and paid payroll runs',
      perquisitesFormDownload,
    ],
  ] as const;
  for (const [form, summary, download] of forms) {
    app.get(
      `/employees/:id/${form}`,
      { config: signedIn, schema: { tags, summary, params: idParams, querystring: declarationFormQuery } },
      async (request, reply) =>
        sendPdf(reply, await download(db, principalOf(request), request.params.id, request.query.tax_year)),
    );
  }

  app.post(
    '/employees/:id/form124/sign',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The employee signs off their statement of claims for the year (only the employee; once)',
        params: idParams,
        querystring: declarationFormQuery,
        response: { 200: z.object({ message: z.string(), tax_declaration: taxDeclaration }) },
      },
    },
    async (request) => ({
      message: 'Statement of claims signed off',
      tax_declaration: await signClaimsForm(
        db,
        principalOf(request),
        request.params.id,
        request.query.tax_year,
      ),
    }),
  );

  app.get(
    '/employees/:id/tax-comparison',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Both regimes side by side on the employee’s own figures, recommending the cheaper',
        params: idParams,
        querystring: taxYearQuery,
        response: { 200: taxComparison },
      },
    },
    async (request) =>
      compareRegimes(
        db,
        principalOf(request),
        request.params.id,
        financialYearOrCurrent(request.query.financial_year),
      ),
  );

  app.get(
    '/employees/:id/tax-position',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Every figure the year’s TDS comes from, under the employee’s regime or the one asked for',
        params: idParams,
        querystring: taxYearQuery.extend({ regime: z.enum(TAX_REGIME_KINDS).optional() }),
        response: { 200: z.object({ tax_position: taxPosition }) },
      },
    },
    async (request) => ({
      tax_position: await positionOf(
        db,
        principalOf(request),
        request.params.id,
        financialYearOrCurrent(request.query.financial_year),
        request.query.regime,
      ),
    }),
  );

  app.post(
    '/tax-declaration-items/:id/proofs',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Upload a proof (multipart field `file`: PDF, JPEG or PNG)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: z.object({ message: z.string(), proof: taxProof }) },
      },
    },
    async (request, reply) => {
      const { file } = await readForm(request, 'file', PROOF_RULES).catch(tooLargeAs413);
      const proof = await uploadProof(db, principalOf(request), request.params.id, file);
      return reply.status(201).send({ message: 'Proof uploaded successfully', proof });
    },
  );

  app.get(
    '/tax-proofs/:id',
    { config: signedIn, schema: { tags, summary: 'Download a proof', params: idParams } },
    async (request, reply) => {
      const file = await proofFile(db, principalOf(request), request.params.id);
      return sendDownload(reply, {
        filename: file.filename,
        body: file.data,
        contentType: file.content_type,
      });
    },
  );

  app.delete(
    '/tax-proofs/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteProof(db, principalOf(request), request.params.id);
      return { message: 'Proof deleted successfully' };
    },
  );

  app.post(
    '/tax-declaration-items/:id/verify',
    {
      config: manageDeclarations,
      schema: {
        tags,
        summary: 'Accept a declaration (perhaps at a lower amount) or reject it with a reason',
        params: idParams,
        body: verifyDeclarationRequest,
        response: { 200: z.object({ message: z.string(), item: declarationItem }) },
      },
    },
    async (request) => {
      const item = await verifyDeclaration(db, principalOf(request), request.params.id, request.body);
      return {
        message: item.status === 'accepted' ? 'Declaration accepted' : 'Declaration rejected',
        item,
      };
    },
  );

  app.get(
    '/tax-declarations',
    {
      config: manageDeclarations,
      schema: {
        tags,
        summary: 'Who chose which regime and where their proofs stand, for every employee on the payroll',
        querystring: taxDeclarationListQuery,
        response: {
          200: pagedResponse(taxDeclarationListRow).extend({
            financial_year: z.string(),
            summary: taxDeclarationListSummary,
          }),
        },
      },
    },
    async (request) => listTaxDeclarations(db, principalOf(request), request.query),
  );

  app.get(
    '/companies/:id/tax-years/:financial_year',
    {
      config: manageDeclarations,
      schema: { tags, params: companyYearParams, response: { 200: settingsAnswer } },
    },
    async (request) => ({
      tax_year_settings: await getTaxYearSettings(
        db,
        principalOf(request),
        request.params.id,
        request.params.financial_year,
      ),
    }),
  );

  app.put(
    '/companies/:id/tax-years/:financial_year',
    {
      config: manageDeclarations,
      schema: {
        tags,
        summary: 'Set until when the regime may be chosen and the proof window',
        params: companyYearParams,
        body: taxYearSettingsRequest,
        response: { 200: settingsAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: 'Tax year settings saved successfully',
      tax_year_settings: await saveTaxYearSettings(
        db,
        principalOf(request),
        request.params.id,
        request.params.financial_year,
        request.body,
      ),
    }),
  );
};
