import type { JobApplication } from '@hrms/contracts/recruitment';
import { CalendarClock, Download, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { StatusBadge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { recordLink } from '@/components/ui/links';
import { formatDate, formatDateTime } from '@/lib/format';
import { personName } from '@/lib/personName';
import { type ApplicationAction, applicationActions } from '../labels';

type ApplicationItemProps = {
  application: JobApplication;
  /** Link the job's title to its page (view-job-postings). */
  linkJob: boolean;
  /** Offer the status buttons (update-job-applications). */
  canUpdate: boolean;
  busy: boolean;
  downloading: boolean;
  onAction: (application: JobApplication, action: ApplicationAction) => void;
  onDownload: (application: JobApplication) => void;
};

/**
 * One application of the pipeline (spec 3 §2): the applicant, the job, when they applied and their
 * interviews, the status, the résumé and cover letter, and the buttons its status allows (§4).
 */
export function ApplicationItem({
  application,
  linkJob,
  canUpdate,
  busy,
  downloading,
  onAction,
  onDownload,
}: ApplicationItemProps) {
  const name = personName(application);
  const job = application.job_posting;
  const actions = canUpdate ? applicationActions(application.status) : [];
  const lastInterview = application.interviews.at(-1);

  return (
    <li
      aria-label={name}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.5fr)_6.5rem] lg:items-start">
        <div className="flex min-w-0 items-start gap-3">
          <Avatar name={name} size="sm" />
          <div className="min-w-0 space-y-0.5">
            <p className="truncate font-medium text-slate-900">{name}</p>
            <a
              href={`mailto:${application.email}`}
              className="flex items-center gap-1.5 truncate text-slate-600 hover:text-indigo-600"
            >
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {application.email}
            </a>
            <a
              href={`tel:${application.phone.replace(/[^+\d]/g, '')}`}
              className="flex items-center gap-1.5 text-slate-600 hover:text-indigo-600"
            >
              <Phone aria-hidden="true" className="size-3.5 shrink-0" />
              {application.phone}
            </a>
          </div>
        </div>

        <div className="min-w-0">
          {linkJob ? (
            <Link to={`/recruitment/jobs/${job.id}`} className={recordLink}>
              {job.title}
            </Link>
          ) : (
            <p className="font-medium text-slate-900">{job.title}</p>
          )}
          <p className="text-slate-500">{job.department?.name ?? 'No department'}</p>
        </div>

        <div className="min-w-0 space-y-0.5 text-slate-600">
          <p>Applied {formatDate(application.applied_at)}</p>
          {lastInterview ? (
            <p className="flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
              Interview {formatDateTime(lastInterview.interview_date)}
            </p>
          ) : null}
        </div>

        <div className="flex lg:justify-end">
          <StatusBadge status={application.status} />
        </div>
      </div>

      {lastInterview?.notes ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-600">
          <span className="font-medium text-slate-700">Interview notes:</span> {lastInterview.notes}
        </p>
      ) : null}

      {application.cover_letter ? (
        <details className="group">
          <summary className="cursor-pointer font-medium text-indigo-600 hover:text-indigo-500">
            Cover letter
          </summary>
          <p className="mt-2 break-words whitespace-pre-line text-slate-700">{application.cover_letter}</p>
        </details>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {application.resume ? (
          <Button
            size="sm"
            variant="ghost"
            icon={Download}
            loading={downloading}
            onClick={() => onDownload(application)}
            aria-label={`Download ${name}’s résumé`}
          >
            Résumé
          </Button>
        ) : (
          <span className="text-slate-500">No résumé</span>
        )}
        {actions.length ? (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.to}
                size="sm"
                variant={action.to === 'rejected' ? 'ghost' : 'secondary'}
                className={action.to === 'rejected' ? 'text-red-700!' : undefined}
                disabled={busy}
                onClick={() => onAction(application, action)}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
