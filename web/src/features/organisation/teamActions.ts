/** What can be done to a team from its row menu or its Quick Actions (spec 2 §2 Teams, §4). */
export type TeamAction = 'view' | 'edit' | 'members' | 'lead' | 'deactivate' | 'activate' | 'disband';

/**
 * The actions offered for a team. Reading is open to everyone; every change needs manage-teams.
 * A disbanded team can no longer be changed (the server answers 409), so it offers only View.
 */
export function teamActions(status: string, canManage: boolean): TeamAction[] {
  if (!canManage || status === 'disbanded') return ['view'];
  const actions: TeamAction[] = ['view', 'edit', 'members', 'lead'];
  if (status === 'active') actions.push('deactivate');
  if (status === 'inactive') actions.push('activate');
  actions.push('disband');
  return actions;
}

/** The target status of a status action. */
export const STATUS_OF_ACTION = { deactivate: 'inactive', activate: 'active', disband: 'disbanded' } as const;
export type TeamStatusAction = keyof typeof STATUS_OF_ACTION;

/** The confirmation asked before a status change (Disband says it cannot be undone). */
export function statusConfirmation(
  action: TeamStatusAction,
  team: { name: string; members_count: number },
): {
  title: string;
  message: string;
  confirmLabel: string;
  pendingLabel: string;
  tone: 'danger' | 'primary';
} {
  switch (action) {
    case 'deactivate':
      return {
        title: 'Deactivate team?',
        message: `${team.name} will be marked inactive. Its members and lead stay, and it can be activated again.`,
        confirmLabel: 'Deactivate',
        pendingLabel: 'Deactivating...',
        tone: 'danger',
      };
    case 'activate':
      return {
        title: 'Activate team?',
        message: `${team.name} will be active again.`,
        confirmLabel: 'Activate',
        pendingLabel: 'Activating...',
        tone: 'primary',
      };
    case 'disband': {
      const n = team.members_count;
      const members =
        n === 0
          ? 'It has no members'
          : `Its ${n} member${n === 1 ? '' : 's'} and its lead will leave the team`;
      return {
        title: 'Disband team?',
        message: `Disbanding ${team.name} cannot be undone. ${members}, and the team can no longer be changed.`,
        confirmLabel: 'Disband',
        pendingLabel: 'Disbanding...',
        tone: 'danger',
      };
    }
  }
}
