import type { OrgChartNode } from '@hrms/contracts/directory';
import { Contact } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { actionLink } from '@/components/ui/links';
import { personName } from '@/lib/personName';
import { colleaguePath, reportsLabel } from '../labels';

/**
 * The person the org chart is about, highlighted between their managers above and their reports below. Its
 * heading takes the keyboard's focus when someone else is brought into focus (`headingRef`).
 */
export function FocusCard({ node, headingRef }: { node: OrgChartNode; headingRef: Ref<HTMLHeadingElement> }) {
  const name = personName(node);
  return (
    <section
      aria-label={`In focus: ${name}`}
      className="min-w-0 rounded-xl border-2 border-indigo-500 bg-indigo-50 p-4 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">In focus</p>
      <div className="mt-2 flex min-w-0 items-start gap-3">
        <Avatar name={name} size="lg" />
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold wrap-anywhere text-slate-900 focus:outline-none"
          >
            {name}
          </h2>
          {node.job_title ? <p className="text-sm text-slate-700">{node.job_title}</p> : null}
          <p className="text-sm text-slate-600">
            {[node.department, node.employee_id].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-600">{reportsLabel(node.reports_count)}</p>
        </div>
      </div>
      <div className="mt-3">
        <Link to={colleaguePath(node.id)} className={actionLink}>
          <Contact aria-hidden="true" className="size-4" />
          View directory card
        </Link>
      </div>
    </section>
  );
}
