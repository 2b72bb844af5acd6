import {
  CHECKLIST_KINDS,
  CHECKLIST_STATUSES,
  type ChecklistKind,
  type ChecklistStatus,
  TASK_STATUSES,
  type TaskStatus,
} from '@hrms/contracts/checklists';
import { oneOf } from '@/components/requests/standing';
import { ALL, idParam, nextListParams, pageParam, textParam } from '@/lib/listParams';

/**
 * The lists' filters live in the query string (a filtered list can be reloaded and shared). Read
 * defensively: an unknown value means the default. Each list opens on what still needs doing: open
 * checklists, tasks to do; "all" (`?status=all`) is asked for.
 */

/** HR's joiners or leavers; the company is a super admin's choice ('' for the first). */
export type ChecklistFilters = {
  page: number;
  company_id: string;
  status: ChecklistStatus | '';
  search: string;
};

/** A status filter whose default is `fallback`, '' when the address says all. */
function statusParam<S extends string>(statuses: readonly S[], value: string | null, fallback: S): S | '' {
  if (value === ALL) return '';
  return oneOf(statuses, value ?? fallback) || fallback;
}

export function readChecklistFilters(params: URLSearchParams): ChecklistFilters {
  return {
    page: pageParam(params),
    company_id: idParam(params, 'company_id'),
    status: statusParam(CHECKLIST_STATUSES, params.get('status'), 'open'),
    search: textParam(params, 'search'),
  };
}

export const nextChecklistParams = (current: URLSearchParams, changes: Record<string, string>) =>
  nextListParams(current, changes, { status: 'open' });

/** The narrowing filters, for the empty state's "Clear filters" (the company is not one; open is the start). */
export const checklistsNarrowed = (filters: ChecklistFilters) =>
  filters.status !== 'open' || filters.search !== '';

/** My Tasks: by status (to do first), kind, and overdue ones only. */
export type TaskFilters = {
  page: number;
  status: TaskStatus | '';
  kind: ChecklistKind | '';
  overdue: boolean;
};

export function readTaskFilters(params: URLSearchParams): TaskFilters {
  return {
    page: pageParam(params),
    status: statusParam(TASK_STATUSES, params.get('status'), 'pending'),
    kind: oneOf(CHECKLIST_KINDS, params.get('kind')),
    overdue: params.get('overdue') === 'true',
  };
}

export const nextTaskParams = (current: URLSearchParams, changes: Record<string, string>) =>
  nextListParams(current, changes, { status: 'pending' });

export const tasksNarrowed = (filters: TaskFilters) =>
  filters.status !== 'pending' || filters.kind !== '' || filters.overdue;
