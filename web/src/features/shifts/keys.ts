/**
 * Query keys of the shift screens. Every key starts with 'shifts', the area an approved shift change refreshes
 * (approvals' trail keys name it): the roster calendar shows the changed days.
 */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: ['shifts', 'list'] as const,
  rosters: ['shifts', 'rosters'] as const,
  roster: (id: number) => ['shifts', 'rosters', id] as const,
  assignments: (rosterId: number, page: number) => ['shifts', 'assignments', rosterId, page] as const,
  calendar: (teamId: number, from: string, to: string) => ['shifts', 'calendar', teamId, from, to] as const,
  teams: ['shifts', 'teams'] as const,
  ownTeam: (employeeId: number) => ['shifts', 'own-team', employeeId] as const,
};
