import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from '@/components/ui/cx';
import { PageHeader } from '@/components/ui/PageHeader';

const TABS = [
  { to: '/documents', label: 'All documents', end: true },
  { to: '/documents/expiring', label: 'Expiring soon', end: false },
  { to: '/documents/requests', label: 'Requests', end: false },
  { to: '/documents/types', label: 'Document types', end: false },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** HR's documents screens (/documents…): one heading, the screens as tabs (each its own address), the screen. */
export function DocumentsFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Documents"
        description="Employees’ ID and address proofs, certificates and letters: what is on file, what expires, and what was asked for."
        actions={actions}
      />
      <div className="space-y-4">
        <nav
          aria-label="Document screens"
          className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} className={tabClass}>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        {children}
      </div>
    </>
  );
}
