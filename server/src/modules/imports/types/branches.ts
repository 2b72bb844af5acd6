import { BRANCH_STATUSES } from '@hrms/contracts/enums';
import { branchRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { createBranch, updateBranch } from '../../organisation/public';
import { formatYesNo } from '../engine/cells';
import { type BranchRecord, branchByCodeOrName, branchesForExport, companyNames } from '../queries';
import { companyOfRow, rowKeyOf, saveRow, stateOfRow } from './shared';
import { type CellProblem, type ImportTypeDefinition, overlay, type RowValues, text } from './type';

const currentRequest = (b: BranchRecord) => ({
  company_id: b.company_id,
  name: b.name,
  code: b.code,
  email: b.email,
  phone: b.phone,
  manager_id: b.manager_id,
  status: b.status,
  address: { street: b.street, city: b.city, state: b.state, postal_code: b.postal_code, country: b.country },
  pt_registration_number: b.pt_registration_number,
  lwf_applicable: b.lwf_applicable,
});

/** Branches, matched within their company by code (or by name when no code is given). */
export const branchesImport: ImportTypeDefinition = {
  type: 'branches',
  permission: 'manage-branches',
  keyColumn: 'code',
  fieldColumns: { company_id: 'company' },
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
      format: 'text, up to 20 characters; finds the branch to update',
      example: 'BLR',
      required: true,
    },
    {
      name: 'name',
      kind: 'text',
      field: 'name',
      format: 'text',
      example: 'Bengaluru office',
      required: true,
    },
    {
      name: 'email',
      kind: 'text',
      field: 'email',
      format: 'email address',
      example: 'blr@acme.example',
      required: true,
    },
    {
      name: 'phone',
      kind: 'text',
      field: 'phone',
      format: 'text',
      example: '+91 80 4000 2000',
      required: true,
    },
    {
      name: 'status',
      kind: 'text',
      field: 'status',
      format: BRANCH_STATUSES.join(' | '),
      example: 'active',
      required: false,
    },
    {
      name: 'street',
      kind: 'text',
      field: 'address.street',
      format: 'text',
      example: '12 MG Road',
      required: true,
    },
    {
      name: 'city',
      kind: 'text',
      field: 'address.city',
      format: 'text',
      example: 'Bengaluru',
      required: true,
    },
    {
      name: 'state',
      kind: 'text',
      field: 'address.state',
      format: 'a state or union territory by name or code',
      example: 'Karnataka',
      required: true,
    },
    {
      name: 'postal_code',
      kind: 'text',
      field: 'address.postal_code',
      format: 'text',
      example: '560001',
      required: true,
    },
    {
      name: 'country',
      kind: 'text',
      field: 'address.country',
      format: 'text',
      example: 'India',
      required: true,
    },
    {
      name: 'pt_registration_number',
      kind: 'text',
      field: 'pt_registration_number',
      format: 'text',
      example: 'PTEC123456',
      required: false,
    },
    {
      name: 'lwf_applicable',
      kind: 'yes_no',
      field: 'lwf_applicable',
      format: 'yes | no (yes when left out)',
      example: 'yes',
      required: false,
    },
  ],
  rowKey: (values) => rowKeyOf(values, ['company'], 'code', 'name'),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const company = await companyOfRow(tx, principal, values, problems);
    const key = text(values, 'code') || text(values, 'name');
    const existing = company && key ? await branchByCodeOrName(tx, company.id, key) : null;
    const current: Record<string, unknown> = existing ? currentRequest(existing) : {};
    const request = overlay(branchesImport, current, values);
    if (company) request.company_id = company.id;
    await stateOfRow(tx, values, request);
    return saveRow(
      {
        def: branchesImport,
        schema: branchRequest,
        current,
        request,
        problems,
        existingId: existing?.id ?? null,
      },
      {
        create: (data) => createBranch(tx, principal, data),
        update: (id, data) => updateBranch(tx, principal, id, data),
      },
    );
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await branchesForExport(db, companyScope(principal), companyId);
    const names = await companyNames(db, [...new Set(rows.map((b) => b.company_id))]);
    return rows.map((b) => ({
      company: names.get(b.company_id) ?? '',
      code: b.code,
      name: b.name,
      email: b.email,
      phone: b.phone,
      status: b.status,
      street: b.street,
      city: b.city,
      state: b.state,
      postal_code: b.postal_code,
      country: b.country,
      pt_registration_number: b.pt_registration_number ?? '',
      lwf_applicable: formatYesNo(b.lwf_applicable),
    }));
  },
};
