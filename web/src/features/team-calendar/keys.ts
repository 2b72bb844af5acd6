/** Query keys of the team calendar: one month's span of one manager's team (null: the caller's own). */
export const teamCalendarKeys = {
  all: ['team-calendar'] as const,
  span: (from: string, to: string, managerId: number | null) =>
    ['team-calendar', from, to, managerId] as const,
};
