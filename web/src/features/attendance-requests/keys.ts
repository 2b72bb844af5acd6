import type { RequestListFilters } from './filters';

/**
 * Query keys of the attendance request screens. They start with the attendance area's 'attendance': an
 * approved request marks days worked, and a decision taken in the approvals inbox refreshes the attendance
 * area, these lists with it.
 */
export const attendanceRequestKeys = {
  all: ['attendance', 'requests'] as const,
  list: (filters: RequestListFilters) => ['attendance', 'requests', 'list', filters] as const,
  hasTeam: ['attendance', 'requests', 'has-team'] as const,
  request: (id: number) => ['attendance', 'requests', 'request', id] as const,
};
