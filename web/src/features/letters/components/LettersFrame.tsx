import type { ReactNode } from 'react';
import { type PageTab, TabbedPage } from '@/components/ui/TabbedPage';

const TABS: readonly PageTab[] = [
  { to: '/letters', label: 'Letters', end: true },
  { to: '/letters/templates', label: 'Templates' },
  { to: '/letters/settings', label: 'Settings' },
];

/** The letters screens (/letters…, manage-letters): one heading, the screens as tabs, the screen. */
export function LettersFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <TabbedPage
      title="Letters"
      description="Offer, appointment, increment, experience and relieving letters from your templates: numbered, signed and filed among each employee’s documents."
      actions={actions}
      tabsLabel="Letter screens"
      tabs={TABS}
    >
      {children}
    </TabbedPage>
  );
}
