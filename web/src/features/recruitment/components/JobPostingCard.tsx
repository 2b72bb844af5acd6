import type { JobPosting } from '@hrms/contracts/recruitment';
import { Building2, CalendarClock, ExternalLink, MapPin, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { actionLink, recordLink } from '@/components/ui/links';
import { sectionTitle } from '@/components/ui/typography';
import { formatDate, formatNumber } from '@/lib/format';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from '../labels';

type JobPostingCardProps = {
  posting: JobPosting;
  canEdit: boolean;
  canPublish: boolean;
  busy: boolean;
  onPublish: (posting: JobPosting) => void;
};

/**
 * One job of /recruitment (spec 3 §2): what it is, where it stands, and View, Edit, Public (published
 * only, in a new tab) and Publish (drafts only, after a confirmation).
 */
export function JobPostingCard({ posting, canEdit, canPublish, busy, onPublish }: JobPostingCardProps) {
  return (
    <article
      aria-labelledby={`job-${posting.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`job-${posting.id}`} className={sectionTitle}>
            <Link to={`/recruitment/jobs/${posting.id}`} className={recordLink}>
              {posting.title}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-500">
            <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
            {posting.department?.name ?? 'No department'}
          </p>
        </div>
        <StatusBadge status={posting.status} />
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5" />
          {posting.location}
        </span>
        {posting.remote_allowed ? <Badge tone="indigo">Remote OK</Badge> : null}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Type">{EMPLOYMENT_TYPE_LABELS[posting.employment_type]}</Fact>
        <Fact label="Experience">{EXPERIENCE_LEVEL_LABELS[posting.experience_level]}</Fact>
        <Fact label="Salary" wide>
          {formatSalaryRange(posting)}
        </Fact>
        <Fact label="Deadline">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-3.5 text-slate-400" />
            {formatDate(posting.application_deadline)}
          </span>
        </Fact>
        <Fact label="Posted">{formatDate(posting.posted_date ?? posting.created_at)}</Fact>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4 text-slate-400" />
          {formatNumber(posting.applications_count)}{' '}
          {posting.applications_count === 1 ? 'application' : 'applications'}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={`/recruitment/jobs/${posting.id}`}
            className={actionLink}
            aria-label={`View ${posting.title}`}
          >
            View
          </Link>
          {canEdit ? (
            <Link
              to={`/recruitment/jobs/${posting.id}/edit`}
              className={actionLink}
              aria-label={`Edit ${posting.title}`}
            >
              Edit
            </Link>
          ) : null}
          {posting.status === 'published' ? (
            <a
              href={`/careers/${posting.slug}`}
              target="_blank"
              rel="noreferrer"
              className={actionLink}
              aria-label={`Public page of ${posting.title} (opens in a new tab)`}
            >
              Public
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
          {canPublish && posting.status === 'draft' ? (
            <button
              type="button"
              className={actionLink}
              disabled={busy}
              onClick={() => onPublish(posting)}
              aria-label={`Publish ${posting.title}`}
            >
              <Send aria-hidden="true" className="size-3.5" />
              Publish
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
