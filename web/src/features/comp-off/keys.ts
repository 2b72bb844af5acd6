/**
 * Query keys of the comp-off screens. They start with the leave area's 'leave': an approved comp-off credits
 * a leave balance, and a decision taken in the approvals inbox refreshes the leave area, these lists with it.
 */
export const compOffKeys = {
  all: ['leave', 'comp-off'] as const,
  list: (filters: object) => ['leave', 'comp-off', 'list', filters] as const,
  hasTeam: ['leave', 'comp-off', 'has-team'] as const,
  request: (id: number) => ['leave', 'comp-off', 'request', id] as const,
  eligible: ['leave', 'comp-off', 'eligible'] as const,
};
