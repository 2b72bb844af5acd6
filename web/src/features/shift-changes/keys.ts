/**
 * Query keys of the shift change screens. They start with the attendance area's 'attendance': an approved
 * change decides the shift each day is scored against, and a decision taken in the approvals inbox refreshes
 * the attendance area, these lists with it.
 */
export const shiftChangeKeys = {
  all: ['attendance', 'shift-changes'] as const,
  list: (filters: object) => ['attendance', 'shift-changes', 'list', filters] as const,
  hasTeam: ['attendance', 'shift-changes', 'has-team'] as const,
  request: (id: number) => ['attendance', 'shift-changes', 'request', id] as const,
  // In the shifts area: a shift added or edited there is offered here at once.
};
