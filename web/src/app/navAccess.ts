import { holdsPermission, type Permission } from '@hrms/contracts/permissions';
import type { Session } from '@/lib/session';
import { NAV_SECTIONS, type NavAccess, type NavSection } from './navigation';

type Holder = Pick<Session, 'user' | 'permissions' | 'roles'>;

/** Whether the signed-in user may open an entry (the server still checks every request). */
export function mayOpen(session: Holder, access: NavAccess): boolean {
  if (access === 'signed-in') return session.user != null;
  if (access === 'own-record') return session.user?.employee_id != null;
  const wanted: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return wanted.some((permission) => holdsPermission(session, permission));
}

/** The sections with only the entries the user may open; a section with none is left out. */
export function openableSections(session: Holder): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => mayOpen(session, item.access)),
  })).filter((section) => section.items.length > 0);
}
