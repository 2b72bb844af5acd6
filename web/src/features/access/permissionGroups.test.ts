import { describe, expect, it } from 'vitest';
import {
  groupPermissions,
  permissionGroupLabel,
  preview,
  selectionState,
  toggleGroup,
  toggleOne,
} from './permissionGroups';

describe('permissionGroupLabel', () => {
  it('shows general as General Permissions', () => {
    expect(permissionGroupLabel('general')).toBe('General Permissions');
  });
  it('title-cases hyphenated groups', () => {
    expect(permissionGroupLabel('job-postings')).toBe('Job Postings Permissions');
    expect(permissionGroupLabel('payroll')).toBe('Payroll Permissions');
  });
});

describe('groupPermissions', () => {
  it('groups by the part after the first hyphen, general (no hyphen) first, then alphabetically', () => {
    const groups = groupPermissions([
      { id: 1, name: 'view-payroll' },
      { id: 2, name: 'view-job-postings' },
      { id: 3, name: 'process-payroll' },
      { id: 4, name: 'superpower' },
      { id: 5, name: 'create-job-postings' },
    ]);
    expect(groups.map((g) => g.group)).toEqual(['general', 'job-postings', 'payroll']);
    expect(groups[0]?.label).toBe('General Permissions');
    expect(groups[1]?.permissions.map((p) => p.name)).toEqual(['create-job-postings', 'view-job-postings']);
    expect(groups[2]?.permissions.map((p) => p.name)).toEqual(['process-payroll', 'view-payroll']);
  });

  it("uses the server's group when one is given", () => {
    const groups = groupPermissions([{ id: 1, name: 'view-payroll', group: 'money' }]);
    expect(groups).toEqual([
      {
        group: 'money',
        label: 'Money Permissions',
        permissions: [{ id: 1, name: 'view-payroll', group: 'money' }],
      },
    ]);
  });

  it('returns no groups for no permissions', () => {
    expect(groupPermissions([])).toEqual([]);
  });
});

describe('preview', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
  it('keeps the first N and counts the rest', () => {
    expect(preview(items, 8)).toEqual({ shown: items.slice(0, 8), more: 2 });
    expect(preview(items, 6).more).toBe(4);
  });
  it('has nothing more when the list is short', () => {
    expect(preview(['a', 'b'], 6)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(preview(items.slice(0, 6), 6).more).toBe(0);
  });
});

describe('selection helpers', () => {
  const group = ['view-payroll', 'process-payroll'];
  it('reports all, some or none of a group', () => {
    expect(selectionState(group, new Set(group))).toBe('all');
    expect(selectionState(group, new Set(['view-payroll', 'other']))).toBe('some');
    expect(selectionState(group, new Set(['other']))).toBe('none');
  });
  it('ticks a whole group, or unticks it when all were ticked', () => {
    expect(toggleGroup(['other', 'view-payroll'], group).sort()).toEqual(
      ['other', 'process-payroll', 'view-payroll'].sort(),
    );
    expect(toggleGroup(['other', ...group], group)).toEqual(['other']);
  });
  it('toggles one name', () => {
    expect(toggleOne(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOne(['a', 'b'], 'a')).toEqual(['b']);
  });
});
