import type { ReactNode } from 'react';
import { type PageTab, TabbedPage } from '@/components/ui/TabbedPage';

const TABS: readonly PageTab[] = [
  { to: '/checklists', label: 'Onboarding', end: true },
  { to: '/checklists/offboarding', label: 'Offboarding' },
  { to: '/checklists/templates', label: 'Templates' },
];

/** The checklists screens (/checklists…, manage-checklists): one heading, the screens as tabs, the screen. */
export function ChecklistsFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <TabbedPage
      title="Checklists"
      description="Joining and leaving tasks for IT, admin, HR, managers and the employee: who does what, by when, and how far each joiner and leaver has got."
      actions={actions}
      tabsLabel="Checklist screens"
      tabs={TABS}
    >
      {children}
    </TabbedPage>
  );
}
