import type { JobPosting } from '@hrms/contracts/recruitment';
import { ExternalLink, Inbox, Lock, Send } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useJobPosting } from '../api';
import { JobText, SkillTags } from '../components/JobText';
import { useJobStatusActions } from '../components/useJobStatusActions';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from '../labels';
import { JOB_POSTING_RECORD } from '../recordKinds';

/** /recruitment/jobs/{id}: every field of a posting, with Edit, Applications, Publish and Close. */
export function JobPostingDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useJobPosting(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Job Posting"
      loadingLabel="Loading job posting..."
      errorFallback="Failed to load job posting details"
      {...JOB_POSTING_RECORD}
    >
      {(posting) => <JobPostingDetail posting={posting} />}
    </RecordLoader>
  );
}

function JobPostingDetail({ posting }: { posting: JobPosting }) {
  const canEdit = useCan('update-job-postings');
  const canPublish = useCan('publish-job-postings');
  const canManageApplications = useCan('manage-job-applications');
  const actions = useJobStatusActions('Failed to update job status');
  const busy = actions.busyId === posting.id;
  const published = posting.status === 'published';

  return (
    <>
      <RecordPageHeader
        title={posting.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {posting.department?.name ?? 'No department'} · {posting.location}
            <StatusBadge status={posting.status} />
          </span>
        }
        backTo="/recruitment"
        backLabel="Back to Jobs"
        breadcrumbs={[{ label: 'Recruitment', to: '/recruitment' }, { label: posting.title }]}
        links={
          <>
            {canManageApplications ? (
              <ButtonLink
                to={`/recruitment/jobs/${posting.id}/applications`}
                variant="secondary"
                icon={Inbox}
              >
                Applications
              </ButtonLink>
            ) : null}
            {canPublish && !published ? (
              <Button
                variant="secondary"
                icon={Send}
                disabled={busy}
                onClick={() => actions.publish(posting)}
              >
                Publish
              </Button>
            ) : null}
            {canPublish && published ? (
              <Button variant="secondary" icon={Lock} disabled={busy} onClick={() => actions.close(posting)}>
                Close Applications
              </Button>
            ) : null}
          </>
        }
        editTo={canEdit ? `/recruitment/jobs/${posting.id}/edit` : null}
      />
      <div className="mb-6 space-y-4 empty:hidden">{actions.banners}</div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title="Job Information">
            <DetailList>
              <DetailItem label="Title">{posting.title}</DetailItem>
              <DetailItem label="Department">{posting.department?.name}</DetailItem>
              <DetailItem label="Location">{posting.location}</DetailItem>
              <DetailItem label="Status">
                <StatusBadge status={posting.status} />
              </DetailItem>
              <DetailItem label="Employment Type">
                {EMPLOYMENT_TYPE_LABELS[posting.employment_type]}
              </DetailItem>
              <DetailItem label="Experience Level">
                {EXPERIENCE_LEVEL_LABELS[posting.experience_level]}
              </DetailItem>
              <DetailItem label="Salary Range">{formatSalaryRange(posting)}</DetailItem>
              <DetailItem label="Currency">{posting.currency}</DetailItem>
              <DetailItem label="Remote Allowed">
                {posting.remote_allowed ? <Badge tone="indigo">Remote OK</Badge> : 'No'}
              </DetailItem>
              <DetailItem label="Application Deadline">{formatDate(posting.application_deadline)}</DetailItem>
              <DetailItem label="Posted Date">{formatDate(posting.posted_date)}</DetailItem>
              <DetailItem label="Applications">{formatNumber(posting.applications_count)}</DetailItem>
            </DetailList>
          </SectionCard>
          <SectionCard title="Description">
            <JobText text={posting.description} />
          </SectionCard>
          <SectionCard title="Requirements">
            <JobText text={posting.requirements} />
          </SectionCard>
          <SectionCard title="Skills">
            <SkillTags skills={posting.skills_required} />
          </SectionCard>
          <SectionCard title="Benefits">
            <JobText text={posting.benefits} />
          </SectionCard>
        </div>

        <div className="space-y-6">
          <SectionCard title="Public Page">
            {published ? (
              <>
                <p className="text-sm text-slate-600">
                  Anyone can read this job and apply at its careers page.
                </p>
                <a
                  href={`/careers/${posting.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium break-all text-indigo-600 hover:underline"
                >
                  /careers/{posting.slug}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </>
            ) : (
              <p className="text-sm text-slate-600">
                {posting.status === 'draft'
                  ? 'A draft is not public. Publish it to open its careers page.'
                  : `Applications closed${posting.closed_at ? ` on ${formatDate(posting.closed_at)}` : ''}; the careers page is offline.`}
              </p>
            )}
          </SectionCard>
          <TimestampsCard
            created={formatDate(posting.created_at)}
            updated={formatDateTime(posting.updated_at)}
          />
        </div>
      </div>
      {actions.dialog}
    </>
  );
}
