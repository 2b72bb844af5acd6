import type { OrgChartNode } from '@hrms/contracts/directory';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { personName } from '@/lib/personName';
import { focusButtonLabel, reportsLabel } from '../labels';

/**
 * A person on the org chart who is not in focus (a manager above, a report below): the whole card is the
 * button that brings them into focus, named for it ("Show Priya Nair's team"), their designation and how many
 * report to them read as its description.
 */
export function OrgPersonButton({ node, onFocus }: { node: OrgChartNode; onFocus: (id: number) => void }) {
  const detailsId = useId();
  const name = personName(node);
  const role = [node.job_title, node.department].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={() => onFocus(node.id)}
      aria-label={focusButtonLabel(node)}
      aria-describedby={detailsId}
      className="flex h-full w-full min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <Avatar name={name} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium wrap-anywhere text-slate-900">{name}</span>
        <span id={detailsId} className="block text-xs text-slate-500">
          {role ? <span className="block wrap-anywhere">{role}</span> : null}
          <span className="block">{reportsLabel(node.reports_count)}</span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </button>
  );
}
