import { messageResponse } from '@hrms/contracts/common';
import {
  EMPLOYEE_EXPORT_COLUMNS,
  employeeCreateRequest,
  employeeDetail,
  employeeListItem,
  employeeListQuery,
  employeeUpdateRequest,
  salaryPreviewResponse,
  salaryStructureQuery,
  salaryStructureRequest,
  salaryStructureResponse,
  salaryStructureWithCtc,
} from '@hrms/contracts/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/csv';
import { todayIn } from '../../platform/dates';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  allEmployees,
  createEmployee,
  deleteEmployee,
  employeeSalaryPreview,
  employeeSalaryStructure,
  getEmployee,
  listEmployeesPage,
  updateEmployee,
  updateEmployeeSalaryStructure,
} from './service';

const employeeAnswer = z.object({ message: z.string(), employee: employeeDetail });
// Pickers on the user, team and department screens list employees too.
const listEmployeesAccess = requirePermission(
  'view-employees',
  'manage-users',
  'manage-teams',
  'manage-departments',
);

export const employeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['employees'];

  app.get(
    '/employees',
    {
      config: listEmployeesAccess,
      schema: {
        tags,
        summary: 'Employees of the caller’s company, filtered on the server',
        querystring: employeeListQuery,
        response: { 200: pagedResponse(employeeListItem) },
      },
    },
    async (request) => listEmployeesPage(db, principalOf(request), request.query),
  );

  app.get(
    '/employees/export',
    {
      config: requirePermission('view-employees'),
      schema: {
        tags,
        summary:
          'CSV of every employee matching the filters; PAN, UAN, ESIC number and bank account masked to their last four characters without view-statutory-details',
        querystring: employeeListQuery.omit({ page: true, per_page: true }),
      },
    },
    async (request, reply) => {
      const rows = await allEmployees(db, principalOf(request), request.query);
      return sendCsv(
        reply,
        `employees-${todayIn()}.csv`,
        [...EMPLOYEE_EXPORT_COLUMNS],
        rows.map((e) => [
          e.employee_id,
          `${e.first_name} ${e.last_name}`,
          e.email,
          e.job_title ?? '',
          e.department?.name ?? '',
          e.status,
          e.hire_date,
          e.pan ?? '',
          e.uan ?? '',
          e.esic_ip_number ?? '',
          e.bank_account_number ?? '',
          e.bank_ifsc ?? '',
        ]),
      );
    },
  );

  app.get(
    '/employees/:id',
    // Everyone may open their own record; other records need view-employees (checked in the service).
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ employee: employeeDetail }) } },
    },
    async (request) => ({ employee: await getEmployee(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/employees',
    {
      config: requirePermission('create-employees'),
      schema: { tags, body: employeeCreateRequest, response: { 201: employeeAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Employee created successfully!',
        employee: await createEmployee(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/employees/:id',
    {
      config: requirePermission('update-employees'),
      schema: { tags, params: idParams, body: employeeUpdateRequest, response: { 200: employeeAnswer } },
    },
    async (request) => ({
      message: 'Employee updated successfully!',
      employee: await updateEmployee(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/employees/:id',
    {
      config: requirePermission('delete-employees'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const outcome = await deleteEmployee(db, principalOf(request), request.params.id);
      return {
        message: outcome === 'archived' ? 'Employee archived successfully' : 'Employee deleted successfully',
      };
    },
  );

  app.get(
    '/employees/:id/salary-structure',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The structure in force (or ?as_of=YYYY-MM-DD), its totals, its CTC and its history',
        params: idParams,
        querystring: salaryStructureQuery,
        response: { 200: salaryStructureWithCtc },
      },
    },
    async (request) =>
      employeeSalaryStructure(db, principalOf(request), request.params.id, request.query.as_of),
  );

  app.get(
    '/employees/:id/salary-structure/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'A full month of the structure in force (or ?as_of=) after payroll’s PF, ESIC, PT, LWF and estimated TDS, with the employer’s contributions',
        params: idParams,
        querystring: salaryStructureQuery,
        response: { 200: salaryPreviewResponse },
      },
    },
    async (request) =>
      employeeSalaryPreview(db, principalOf(request), request.params.id, request.query.as_of),
  );

  app.put(
    '/employees/:id/salary-structure',
    {
      config: requirePermission('update-salary-structures'),
      schema: {
        tags,
        summary: 'Save a new dated version of the structure',
        params: idParams,
        body: salaryStructureRequest,
        response: { 200: salaryStructureResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: 'Salary structure saved successfully',
      ...(await updateEmployeeSalaryStructure(db, principalOf(request), request.params.id, request.body)),
    }),
  );
};
