/**
 * Query keys of the leave encashment screens. They start with the leave area's 'leave': an approved
 * encashment takes days from a balance, and a decision in the approvals inbox refreshes the leave area.
 */
export const encashmentKeys = {
  all: ['leave', 'encashments'] as const,
  list: (filters: object) => ['leave', 'encashments', 'list', filters] as const,
  hasTeam: ['leave', 'encashments', 'has-team'] as const,
  request: (id: number) => ['leave', 'encashments', 'request', id] as const,
};
