import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

type UnrecognisedStateNoticeProps = {
  /** The state as stored (typed before there was a list). */
  state: string;
  /** 'company' or 'branch', for the link's text. */
  thing: string;
  /** The edit page, when the viewer may change the record. */
  editTo: string | null;
};

/**
 * A company's or branch's state that matches none of GET /states (state_code null): professional tax
 * and the labour welfare fund follow the state, so it must be chosen from the list.
 */
export function UnrecognisedStateNotice({ state, thing, editTo }: UnrecognisedStateNoticeProps) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <p>
        <span className="font-semibold">State not recognised: choose it from the list.</span> The address says
        “{state}”, which is none of India's states and union territories, so professional tax and the labour
        welfare fund cannot follow it.{' '}
        {editTo ? (
          <Link to={editTo} className="font-medium underline">
            Edit the {thing}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
