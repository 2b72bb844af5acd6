import { idParam, pageParam, textParam } from '@/lib/listParams';

/** How many colleagues a page of the directory shows: whole rows of one, two or three cards. */
export const DIRECTORY_PAGE_SIZE = 24;

/**
 * The directory's filters as the address holds them (/directory?search=…&department_id=…), '' for all; a
 * super admin's company too (company_id, '' for the first). Read defensively: a bad id means all.
 */
export type DirectoryFilters = {
  page: number;
  search: string;
  department_id: string;
  branch_id: string;
  company_id: string;
};

export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search'),
    department_id: idParam(params, 'department_id'),
    branch_id: idParam(params, 'branch_id'),
    company_id: idParam(params, 'company_id'),
  };
}

/** Whether a department or location narrows the list (the search has its own empty state). */
export const narrowsByPlace = (filters: DirectoryFilters) =>
  filters.department_id !== '' || filters.branch_id !== '';

/**
 * The filters the list is asked for: a department or location only while the company shows that field (a
 * filter by a hidden one would still tell who works where, so the server refuses it).
 */
export function placeFiltersShown(
  filters: DirectoryFilters,
  showsDepartment: boolean,
  showsLocation: boolean,
): DirectoryFilters {
  return {
    ...filters,
    department_id: showsDepartment ? filters.department_id : '',
    branch_id: showsLocation ? filters.branch_id : '',
  };
}
