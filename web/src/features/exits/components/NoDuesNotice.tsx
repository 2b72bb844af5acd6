import type { NoDues } from '@hrms/contracts/checklists';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { actionLink } from '@/components/ui/links';
import { noDuesSummary } from '../settlementLabels';

/**
 * The leaver's no-dues before the settlement is approved: how much of their offboarding checklist is done
 * (handover, assets returned, clearances), the tasks still to do, and the way to the checklist. Amber while
 * tasks remain, green once it is complete.
 */
export function NoDuesNotice({ noDues }: { noDues: NoDues }) {
  const Icon = noDues.complete ? CircleCheck : TriangleAlert;
  return (
    <section
      aria-label="No dues"
      className={cx(
        'flex items-start gap-3 rounded-lg border p-3 text-sm',
        noDues.complete
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx('mt-0.5 size-4 shrink-0', noDues.complete ? 'text-emerald-600' : 'text-amber-600')}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{noDuesSummary(noDues)}</p>
        {noDues.pending.length ? (
          <>
            <p>Still to do:</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {noDues.pending.map((title) => (
                <li key={title} className="break-words">
                  {title}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link to={`/checklists/${noDues.checklist_id}`} className={actionLink}>
          Open the offboarding checklist
        </Link>
      </div>
    </section>
  );
}
