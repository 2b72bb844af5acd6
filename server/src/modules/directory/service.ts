import type { Paged } from '@hrms/contracts/common';
import type {
  DirectoryEntry,
  DirectoryQuery,
  OrgChart,
  OrgChartNode,
  OrgChartQuery,
} from '@hrms/contracts/directory';
import type { Db } from '../../db/client';
import { companyScope, isInCompanyScope, targetCompany } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { chainAbove, directReports, type NodeRow, topPeople } from './org-chart-queries';
import { companyOnRolls, directoryEntry, directoryPage, type EntryRow, type Shown } from './queries';
import { shownFields } from './settings';

/** The directory is for the company's own people, and for those who may see its employee records anyway. */
function assertMayBrowse(principal: Principal) {
  if (principal.employeeId === null && !can(principal, 'view-employees')) throw forbidden();
}

function toEntry(row: EntryRow): DirectoryEntry {
  const { manager_id, manager_first_name, manager_last_name, ...entry } = row;
  return {
    ...entry,
    manager:
      manager_id === null
        ? null
        : { id: manager_id, first_name: manager_first_name ?? '', last_name: manager_last_name ?? '' },
  };
}

// Filtering by a field the company hides would tell who is in a department all the same.
function assertFiltersShown(q: DirectoryQuery, shown: Shown) {
  const errors: FieldErrors = {};
  if (q.department_id !== undefined && !shown.has('department'))
    errors.department_id = ['The directory does not show departments.'];
  if (q.branch_id !== undefined && !shown.has('branch'))
    errors.branch_id = ['The directory does not show locations.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The caller's company's people on the rolls by name, with the fields the company shows. */
export async function listDirectory(
  db: Db,
  principal: Principal,
  q: DirectoryQuery,
): Promise<Paged<DirectoryEntry>> {
  assertMayBrowse(principal);
  const companyId = targetCompany(principal, q.company_id);
  const shown = new Set(await shownFields(db, companyId));
  assertFiltersShown(q, shown);
  const filters = { search: q.search, department_id: q.department_id, branch_id: q.branch_id };
  const at = { page: q.page, perPage: q.per_page };
  const { rows, total } = await directoryPage(db, companyId, shown, filters, at, todayIn());
  return paged(rows.map(toEntry), total, q.page, q.per_page);
}

/** One colleague on the rolls of a company in the caller's scope (404 otherwise, as for a missing one). */
export async function getDirectoryEntry(db: Db, principal: Principal, id: number): Promise<DirectoryEntry> {
  assertMayBrowse(principal);
  const today = todayIn();
  const companyId = await companyOnRolls(db, id, today);
  if (companyId === null || !isInCompanyScope(companyScope(principal), companyId)) throw notFound('Employee');
  const shown = new Set(await shownFields(db, companyId));
  const row = await directoryEntry(db, companyId, shown, id, today);
  if (!row) throw notFound('Employee');
  return toEntry(row);
}

const toNode = ({ depth: _depth, ...node }: NodeRow & { depth?: number }): OrgChartNode => node;

/**
 * The org chart around one person: the managers above them from the top down and their direct reports; with
 * nobody in focus, the people at the top of the company.
 */
export async function orgChartOf(db: Db, principal: Principal, q: OrgChartQuery): Promise<OrgChart> {
  assertMayBrowse(principal);
  const companyId = targetCompany(principal, q.company_id);
  const today = todayIn();
  if (q.employee_id === undefined) {
    const reports = await topPeople(db, companyId, today);
    return { company_id: companyId, focus: null, managers: [], reports: reports.map(toNode) };
  }
  const chain = await chainAbove(db, companyId, q.employee_id, today);
  const focus = chain.find((n) => n.depth === 0);
  if (!focus) throw notFound('Employee');
  return {
    company_id: companyId,
    focus: toNode(focus),
    managers: chain.filter((n) => n.depth > 0).map(toNode),
    reports: (await directReports(db, companyId, focus.id, today)).map(toNode),
  };
}
