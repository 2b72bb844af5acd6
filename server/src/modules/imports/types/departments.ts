import { DEPARTMENT_STATUSES } from '@hrms/contracts/enums';
import { departmentRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { createDepartment, updateDepartment } from '../../organisation/public';
import {
  branchByCodeOrName,
  companyNames,
  type DepartmentRecord,
  departmentByCodeOrName,
  departmentsForExport,
  employeeByCode,
} from '../queries';
import { companyOfRow, departmentOfRow, rowKeyOf, saveRow } from './shared';
import { type CellProblem, type ImportTypeDefinition, overlay, type RowValues, text } from './type';

const currentRequest = (d: DepartmentRecord) => ({
  company_id: d.company_id,
  branch_id: d.branch_id,
  parent_department_id: d.parent_department_id,
  name: d.name,
  code: d.code,
  description: d.description,
  head_of_department_id: d.head_of_department_id,
  status: d.status,
});

/**
 * Departments, matched within their company by code (or by name when no code is given). A parent
 * department may be one an earlier row of the same file creates.
 */
export const departmentsImport: ImportTypeDefinition = {
  type: 'departments',
  permission: 'manage-departments',
  keyColumn: 'code',
  fieldColumns: {
    company_id: 'company',
    branch_id: 'branch',
    parent_department_id: 'parent_department',
    head_of_department_id: 'head_of_department_employee_id',
  },
  columns: [
    {
      name: 'company',
      kind: 'text',
      format: 'a company by name or code',
      example: 'Acme India',
      required: true,
    },
    {
      name: 'code',
      kind: 'text',
      field: 'code',
      format: 'text, up to 20 characters; finds the department to update',
      example: 'ENG',
      required: true,
    },
    { name: 'name', kind: 'text', field: 'name', format: 'text', example: 'Engineering', required: true },
    {
      name: 'branch',
      kind: 'text',
      format: 'a branch of the company by code or name',
      example: 'BLR',
      required: false,
    },
    {
      name: 'parent_department',
      kind: 'text',
      format: 'a department of the company by code or name',
      example: 'TECH',
      required: false,
    },
    {
      name: 'description',
      kind: 'text',
      field: 'description',
      format: 'text',
      example: 'Product engineering',
      required: false,
    },
    {
      name: 'head_of_department_employee_id',
      kind: 'text',
      format: 'an employee of the company by employee code',
      example: 'ACM0001',
      required: false,
    },
    {
      name: 'status',
      kind: 'text',
      field: 'status',
      format: DEPARTMENT_STATUSES.join(' | '),
      example: 'active',
      required: false,
    },
  ],
  rowKey: (values) => rowKeyOf(values, ['company'], 'code', 'name'),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const company = await companyOfRow(tx, principal, values, problems);
    const key = text(values, 'code') || text(values, 'name');
    const existing = company && key ? await departmentByCodeOrName(tx, company.id, key) : null;
    const current: Record<string, unknown> = existing ? currentRequest(existing) : {};
    const request = overlay(departmentsImport, current, values);
    if (company) {
      request.company_id = company.id;
      if (values.branch !== undefined) {
        const branch = await branchByCodeOrName(tx, company.id, text(values, 'branch'));
        if (!branch) problems.push({ column: 'branch', message: 'The selected branch is invalid.' });
        else request.branch_id = branch.id;
      }
      const parent = await departmentOfRow(tx, company.id, values, 'parent_department', problems);
      if (parent) request.parent_department_id = parent.id;
      if (values.head_of_department_employee_id !== undefined) {
        const head = await employeeByCode(tx, company.id, text(values, 'head_of_department_employee_id'));
        if (!head) {
          problems.push({
            column: 'head_of_department_employee_id',
            message: 'The selected head of department is invalid.',
          });
        } else request.head_of_department_id = head.id;
      }
    }
    return saveRow(
      {
        def: departmentsImport,
        schema: departmentRequest,
        current,
        request,
        problems,
        existingId: existing?.id ?? null,
      },
      {
        create: (data) => createDepartment(tx, principal, data),
        update: (id, data) => updateDepartment(tx, principal, id, data),
      },
    );
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await departmentsForExport(db, companyScope(principal), companyId);
    const names = await companyNames(db, [...new Set(rows.map((r) => r.department.company_id))]);
    return rows.map(({ department: d, branch_code, parent_code, head_code }) => ({
      company: names.get(d.company_id) ?? '',
      code: d.code,
      name: d.name,
      branch: branch_code ?? '',
      parent_department: parent_code ?? '',
      description: d.description ?? '',
      head_of_department_employee_id: head_code ?? '',
      status: d.status,
    }));
  },
};
