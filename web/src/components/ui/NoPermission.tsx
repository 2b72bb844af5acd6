import { ShieldX } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** What a screen shows to a user without its permission ("You do not have permission to ..."). */
export function NoPermission({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <EmptyState icon={ShieldX} title={message} hint="Ask an administrator if you need this access." />
      </div>
    </>
  );
}
