import type { ReactNode } from 'react';
import { type PageTab, TabbedPage } from '@/components/ui/TabbedPage';

const TABS: readonly PageTab[] = [
  { to: '/documents', label: 'All documents', end: true },
  { to: '/documents/expiring', label: 'Expiring soon' },
  { to: '/documents/requests', label: 'Requests' },
  { to: '/documents/types', label: 'Document types' },
];

/** HR's documents screens (/documents…): one heading, the screens as tabs (each its own address), the screen. */
export function DocumentsFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <TabbedPage
      title="Documents"
      description="Employees’ ID and address proofs, certificates and letters: what is on file, what expires, and what was asked for."
      actions={actions}
      tabsLabel="Document screens"
      tabs={TABS}
    >
      {children}
    </TabbedPage>
  );
}
