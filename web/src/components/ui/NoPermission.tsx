import { ShieldX } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/**
 * What a screen shows to a user without its permission ("You do not have permission to ..."). Without a
 * title it is the card alone, for a page that has drawn its own header.
 */
export function NoPermission({ title, message }: { title?: string; message: string }) {
  return (
    <>
      {title ? <PageHeader title={title} /> : null}
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <EmptyState icon={ShieldX} title={message} hint="Ask an administrator if you need this access." />
      </div>
    </>
  );
}
