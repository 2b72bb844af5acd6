import type { DirectoryEntry } from '@hrms/contracts/directory';
import { Network } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { cx } from '@/components/ui/cx';
import { actionLink, recordLink } from '@/components/ui/links';
import { sectionTitle } from '@/components/ui/typography';
import { personName } from '@/lib/personName';
import { colleaguePath, type DetailLine, detailLines, orgChartPath } from '../labels';

const valueLink =
  'rounded text-indigo-700 hover:text-indigo-600 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** A line's value: the e-mail and phone open the mail or phone app, the manager their own card. */
function LineValue({ line }: { line: DetailLine }) {
  if (line.href)
    return (
      <a href={line.href} className={valueLink}>
        {line.text}
      </a>
    );
  if (line.to)
    return (
      <Link to={line.to} className={valueLink}>
        {line.text}
      </Link>
    );
  return <>{line.text}</>;
}

/**
 * A colleague as the directory shows them: initials, name (their own card's link), designation and code,
 * then only the fields the company shows, and a way to their place on the org chart. Fits a 390 px phone:
 * a long e-mail breaks rather than pushing the card wider.
 */
export function DirectoryCard({
  entry,
  nameLinks = true,
  companyId = null,
}: {
  entry: DirectoryEntry;
  /** The name links to the colleague's own card (not on that card's page). */
  nameLinks?: boolean;
  /** A super admin's chosen company, which the org chart needs told. */
  companyId?: number | null;
}) {
  const nameId = useId();
  const name = personName(entry);
  const lines = detailLines(entry);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} />
        <div className="min-w-0">
          <h2 id={nameId} className={cx('wrap-anywhere', sectionTitle)}>
            {nameLinks ? (
              <Link to={colleaguePath(entry.id)} className={recordLink}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          {entry.job_title ? <p className="text-sm text-slate-600">{entry.job_title}</p> : null}
          <p className="text-xs text-slate-500">{entry.employee_id}</p>
        </div>
      </div>
      {lines.length ? (
        <dl className="mt-4 space-y-2 text-sm">
          {lines.map((line) => (
            <div key={line.field} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
              <dt className="text-slate-500">{line.label}</dt>
              <dd className="min-w-0 wrap-anywhere text-slate-900">
                <LineValue line={line} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-auto pt-4">
        <Link to={orgChartPath(entry.id, companyId)} aria-describedby={nameId} className={actionLink}>
          <Network aria-hidden="true" className="size-4" />
          View in org chart
        </Link>
      </div>
    </article>
  );
}
