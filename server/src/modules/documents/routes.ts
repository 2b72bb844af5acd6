import {
  DOCUMENT_FILE,
  documentRequest,
  documentRequestCreate,
  documentRequestListQuery,
  documentType,
  documentTypeListQuery,
  documentTypeRequest,
  employeeDocument,
  employeeDocumentCreate,
  employeeDocumentListQuery,
} from '@hrms/contracts/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendDownload } from '../../platform/download';
import { fieldError, parseFields } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import {
  createDocumentType,
  deleteDocumentType,
  listDocumentTypes,
  updateDocumentType,
} from './document-types';
import {
  deleteEmployeeDocument,
  documentDownload,
  getDocument,
  listEmployeeDocuments,
  MANAGE,
  uploadDocument,
} from './documents';
import { cancelDocumentRequest, listDocumentRequests, requestDocuments } from './requests';

const FILE_REQUIRED = 'The file is required.';
const message = z.object({ message: z.string() });
const typeAnswer = z.object({ message: z.string(), document_type: documentType });
const requestAnswer = z.object({ message: z.string(), document_request: documentRequest });

/**
 * Employees' documents, their types and HR's requests for them. Anyone signed in keeps their own documents
 * (the types employees may upload) and sees those shared with them; manage-employee-documents keeps everyone's
 * of their company, its own types, and asks employees for documents.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['documents'];
  const manage = requirePermission(MANAGE);

  app.get(
    '/document-types',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The shared document types and the company’s own, by category then name',
        querystring: documentTypeListQuery,
        response: { 200: z.object({ data: z.array(documentType) }) },
      },
    },
    async (request) => ({ data: await listDocumentTypes(db, principalOf(request), request.query) }),
  );

  app.post(
    '/document-types',
    { config: manage, schema: { tags, body: documentTypeRequest, response: { 201: typeAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Document type created successfully',
        document_type: await createDocumentType(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/document-types/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: documentTypeRequest, response: { 200: typeAnswer } },
    },
    async (request) => ({
      message: 'Document type updated successfully',
      document_type: await updateDocumentType(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/document-types/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: message } } },
    async (request) => {
      await deleteDocumentType(db, principalOf(request), request.params.id);
      return { message: 'Document type deleted successfully' };
    },
  );

  app.get(
    '/employee-documents',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Documents: the caller’s own shared with them, or (HR) their company’s; newest first',
        querystring: employeeDocumentListQuery,
        response: { 200: pagedResponse(employeeDocument) },
      },
    },
    async (request) => listEmployeeDocuments(db, principalOf(request), request.query),
  );

  app.post(
    '/employee-documents',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Upload a document (multipart: employee_id, document_type_id, visibility, number, issued_on, expires_on, document_request_id and the file `file`: PDF, JPEG or PNG up to 5 MB)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: z.object({ message: z.string(), document: employeeDocument }) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'file', DOCUMENT_FILE);
      const input = parseFields(employeeDocumentCreate, fields, file ? {} : { file: [FILE_REQUIRED] });
      // parseFields has refused a missing file with the fields' own problems; this tells the compiler.
      if (!file) throw fieldError('file', FILE_REQUIRED);
      const document = await uploadDocument(db, principalOf(request), input, file);
      return reply.status(201).send({ message: 'Document uploaded successfully', document });
    },
  );

  app.get(
    '/employee-documents/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ document: employeeDocument }) } },
    },
    async (request) => ({ document: await getDocument(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/employee-documents/:id/file',
    { config: signedIn, schema: { tags, summary: 'Download a document’s file', params: idParams } },
    async (request, reply) =>
      sendDownload(reply, await documentDownload(db, principalOf(request), request.params.id)),
  );

  app.delete(
    '/employee-documents/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a document (HR; an employee only what they uploaded themselves)',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteEmployeeDocument(db, principalOf(request), request.params.id);
      return { message: 'Document deleted successfully' };
    },
  );

  app.get(
    '/document-requests',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Document requests: asked of the caller, or (HR, scope=all) their company’s; pending first',
        querystring: documentRequestListQuery,
        response: { 200: pagedResponse(documentRequest) },
      },
    },
    async (request) => listDocumentRequests(db, principalOf(request), request.query),
  );

  app.post(
    '/document-requests',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Ask employees for a document by a day (those with one already pending are skipped)',
        body: documentRequestCreate,
        response: {
          201: z.object({
            message: z.string(),
            document_requests: z.array(documentRequest),
            already_open: z.array(z.number()),
          }),
        },
      },
    },
    async (request, reply) => {
      const { requests, alreadyOpen } = await requestDocuments(db, principalOf(request), request.body);
      const n = requests.length;
      return reply.status(201).send({
        message: `Document requested from ${n} employee${n === 1 ? '' : 's'}`,
        document_requests: requests,
        already_open: alreadyOpen,
      });
    },
  );

  app.put(
    '/document-requests/:id/cancel',
    { config: manage, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Document request cancelled successfully',
      document_request: await cancelDocumentRequest(db, principalOf(request), request.params.id),
    }),
  );
};
