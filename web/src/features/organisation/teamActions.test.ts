import { describe, expect, it } from 'vitest';
import { statusConfirmation, teamActions } from './teamActions';

describe('teamActions', () => {
  it('offers Deactivate for an active team and Activate for an inactive one', () => {
    expect(teamActions('active', true)).toEqual(['view', 'edit', 'members', 'lead', 'deactivate', 'disband']);
    expect(teamActions('inactive', true)).toEqual(['view', 'edit', 'members', 'lead', 'activate', 'disband']);
  });

  it('offers only View for a disbanded team, or without manage-teams', () => {
    expect(teamActions('disbanded', true)).toEqual(['view']);
    expect(teamActions('active', false)).toEqual(['view']);
  });
});

describe('statusConfirmation', () => {
  it('says that disbanding cannot be undone and who leaves', () => {
    expect(statusConfirmation('disband', { name: 'Audit', members_count: 2 }).message).toBe(
      'Disbanding Audit cannot be undone. Its 2 members and its lead will leave the team, and the team can no longer be changed.',
    );
    expect(statusConfirmation('disband', { name: 'Audit', members_count: 1 }).message).toContain(
      'Its 1 member and',
    );
    expect(statusConfirmation('disband', { name: 'Audit', members_count: 0 }).message).toContain(
      'It has no members',
    );
  });

  it('labels each confirmation', () => {
    expect(statusConfirmation('deactivate', { name: 'West', members_count: 3 })).toMatchObject({
      title: 'Deactivate team?',
      confirmLabel: 'Deactivate',
      tone: 'danger',
    });
    expect(statusConfirmation('activate', { name: 'West', members_count: 3 })).toMatchObject({
      title: 'Activate team?',
      confirmLabel: 'Activate',
      tone: 'primary',
    });
  });
});
