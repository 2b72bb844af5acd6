import type { SessionUser } from '@hrms/contracts/auth';
import { BUILT_IN_ROLE_PERMISSIONS } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import { openableSections } from './navAccess';
import { NAV_ITEMS, NAV_SECTIONS } from './navigation';

const withRecord = { employee_id: 3 } as SessionUser;
const holder = (role: 'employee' | 'hr_manager', user: SessionUser | null = withRecord) => ({
  user,
  roles: [role],
  permissions: [...BUILT_IN_ROLE_PERMISSIONS[role]],
});
const sectionIds = (session: ReturnType<typeof holder>) =>
  openableSections(session).map((section) => section.id);

describe('openableSections', () => {
  it('leaves out the sections an employee can use none of', () => {
    expect(sectionIds(holder('employee'))).toEqual(['start', 'me', 'people', 'time', 'pay', 'recruitment']);
    const people = openableSections(holder('employee')).find((section) => section.id === 'people');
    expect(people?.items.map((item) => item.label)).toEqual(['Directory', 'Org Chart']);
  });

  it('keeps of Me only what needs no employee record for a user without one', () => {
    const sections = openableSections(holder('hr_manager', {} as SessionUser));
    const me = sections.find((section) => section.id === 'me');
    expect(me?.items.map((item) => item.label)).toEqual(['My Tasks']);
    expect(sections.map((section) => section.id)).toContain('settings');
  });
});

describe('NAV_SECTIONS', () => {
  it('holds every entry once, each address once', () => {
    const addresses = NAV_ITEMS.map((item) => item.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(NAV_SECTIONS[0]?.heading).toBeNull();
    expect(NAV_SECTIONS.slice(1).every((section) => section.heading)).toBe(true);
  });
});
