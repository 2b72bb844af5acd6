/** Every key starts with 'dashboard', so a decision taken here refreshes all of the dashboard at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
  analytics: (start: string) => ['dashboard', 'analytics', start] as const,
  activities: ['dashboard', 'activities'] as const,
  pendingLeaves: ['dashboard', 'pending-leaves'] as const,
  settlementsDue: ['dashboard', 'settlements-due'] as const,
  contractsEnding: (by: string) => ['dashboard', 'contracts-ending', by] as const,
  me: ['dashboard', 'me'] as const,
};
