import { teamCreateRequest, teamUpdateRequest } from '@hrms/contracts/organisation';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { createTeam, updateTeam } from '../../organisation/public';
import { companyNames, type TeamRecord, teamByCodeOrName, teamsForExport } from '../queries';
import { companyOfRow, departmentOfRow, rowKeyOf } from './shared';
import {
  type CellProblem,
  type ImportTypeDefinition,
  overlay,
  RowProblems,
  type RowValues,
  sameAsCurrent,
  text,
  zodProblems,
} from './type';

const currentRequest = (t: TeamRecord) => ({
  department_id: t.department_id,
  name: t.name,
  code: t.code,
  description: t.description,
  status: t.status,
});

/**
 * Teams, matched within their department by code (or by name when no code is given). Their leads and
 * members come with the employees import. A new team starts active; `inactive` sets it so after creating.
 */
export const teamsImport: ImportTypeDefinition = {
  type: 'teams',
  permission: 'manage-teams',
  keyColumn: 'code',
  fieldColumns: { company_id: 'company', department_id: 'department', team_lead_id: 'code' },
  columns: [
    {
      name: 'company',
      kind: 'text',
      format: 'a company by name or code',
      example: 'Acme India',
      required: true,
    },
    {
      name: 'department',
      kind: 'text',
      format: 'a department of the company by code or name',
      example: 'ENG',
      required: true,
    },
    {
      name: 'code',
      kind: 'text',
      field: 'code',
      format: 'text, up to 20 characters; finds the team to update',
      example: 'PLATFORM',
      required: true,
    },
    { name: 'name', kind: 'text', field: 'name', format: 'text', example: 'Platform', required: true },
    {
      name: 'description',
      kind: 'text',
      field: 'description',
      format: 'text',
      example: 'Build and run the platform',
      required: false,
    },
    {
      name: 'status',
      kind: 'text',
      field: 'status',
      format: 'active | inactive',
      example: 'active',
      required: false,
    },
  ],
  rowKey: (values) => rowKeyOf(values, ['company', 'department'], 'code', 'name'),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const company = await companyOfRow(tx, principal, values, problems);
    const department = company ? await departmentOfRow(tx, company.id, values, 'department', problems) : null;
    if (company && !text(values, 'department')) {
      problems.push({ column: 'department', message: 'The department field is required.' });
    }
    const key = text(values, 'code') || text(values, 'name');
    const existing = department && key ? await teamByCodeOrName(tx, department.id, key) : null;
    const current: Record<string, unknown> = existing ? currentRequest(existing) : {};
    const request = overlay(teamsImport, current, values);
    if (department) request.department_id = department.id;
    const schema = existing ? teamUpdateRequest : teamCreateRequest;
    const parsed = schema.safeParse(request);
    if (!parsed.success) problems.push(...zodProblems(teamsImport, parsed.error, problems));
    // A new team's form has no status: checked here as the team's status form checks it.
    const status = teamUpdateRequest.shape.status.safeParse(values.status);
    if (!existing && !status.success)
      problems.push({ column: 'status', message: 'The selected status is invalid.' });
    if (problems.length || !parsed.success) throw new RowProblems(problems);
    if (existing) {
      const update = teamUpdateRequest.parse(request);
      if (sameAsCurrent(teamUpdateRequest, current, update)) return 'unchanged';
      await updateTeam(tx, principal, existing.id, update);
      return 'updated';
    }
    const created = await createTeam(tx, principal, teamCreateRequest.parse(request));
    if (status.data === 'inactive') {
      await updateTeam(
        tx,
        principal,
        created.id,
        teamUpdateRequest.parse({ ...request, status: 'inactive' }),
      );
    }
    return 'created';
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await teamsForExport(db, companyScope(principal), companyId);
    const names = await companyNames(db, [...new Set(rows.map((r) => r.company_id))]);
    return rows.map(({ team: t, company_id, department_code }) => ({
      company: names.get(company_id) ?? '',
      department: department_code,
      code: t.code ?? '',
      name: t.name,
      description: t.description ?? '',
      status: t.status,
    }));
  },
};
