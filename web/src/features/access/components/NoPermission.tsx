import { ShieldX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';

/** What a screen shows to a user without its permission (spec 2 §6: "otherwise the page says ..."). */
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
