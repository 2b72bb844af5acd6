import type { CareersJob } from '@hrms/contracts/recruitment';
import { ArrowLeft, Building2, CalendarClock, CircleCheck, MapPin, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { buttonClasses } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { actionLink } from '@/components/ui/links';
import { NotFound } from '@/components/ui/NotFound';
import { SectionCard } from '@/components/ui/SectionCard';
import { pageTitle, sectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { type ApplicationReceipt, useCareersJob } from '../api';
import { CareerApplicationForm } from '../components/CareerApplicationForm';
import { CareersLayout, careersHome } from '../components/CareersLayout';
import { JobText, SkillTags } from '../components/JobText';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from '../labels';

/** /careers/{slug} (public): a published job and its application form; any other slug is not found. */
export function CareerJobPage() {
  const slug = useParams().slug ?? '';
  const job = useCareersJob(slug);

  if (job.error instanceof ApiError && job.error.status === 404) {
    return (
      <CareersLayout title="Job not found">
        <NotFound
          title="Job not found"
          message="This job does not exist, or it is no longer open. Have a look at our other openings."
          backTo="/careers"
          backLabel="See open positions"
        />
      </CareersLayout>
    );
  }
  if (job.isPending) {
    return (
      <CareersLayout title="Careers">
        <LoadingState label="Loading the job..." />
      </CareersLayout>
    );
  }
  if (job.isError) {
    return (
      <CareersLayout title="Careers">
        <ErrorBanner message={errorMessage(job.error, 'Failed to load the job')} />
      </CareersLayout>
    );
  }
  return <CareerJob job={job.data} />;
}

function CareerJob({ job }: { job: CareersJob }) {
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  return (
    <CareersLayout title={job.title} company={job.company}>
      <Link to={careersHome(job.company)} className={actionLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All open positions
      </Link>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={pageTitle}>{job.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-4" />
              {job.company.name}
              {job.department ? ` · ${job.department.name}` : ''}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {job.location}
            </span>
            {job.remote_allowed ? <Badge tone="indigo">Remote OK</Badge> : null}
          </p>
        </div>
        {job.accepting_applications && !receipt ? (
          <a href="#apply" className={buttonClasses('primary', 'md', 'shrink-0')}>
            <Send aria-hidden="true" className="size-4" />
            Apply now
          </a>
        ) : null}
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title="About the role">
            <JobText text={job.description} />
          </SectionCard>
          <SectionCard title="Requirements">
            <JobText text={job.requirements} />
          </SectionCard>
          {job.skills_required.length ? (
            <SectionCard title="Skills">
              <SkillTags skills={job.skills_required} />
            </SectionCard>
          ) : null}
          {job.benefits ? (
            <SectionCard title="Benefits">
              <JobText text={job.benefits} />
            </SectionCard>
          ) : null}
        </div>

        <SectionCard title="At a glance" className="h-fit max-lg:order-first">
          <dl className="space-y-3 text-sm">
            <Glance label="Employment type">{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Glance>
            <Glance label="Experience">{EXPERIENCE_LEVEL_LABELS[job.experience_level]}</Glance>
            <Glance label="Salary">{formatSalaryRange(job)}</Glance>
            <Glance label="Posted">{formatDate(job.posted_date)}</Glance>
            <Glance label="Apply by">
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
                {job.application_deadline ? formatDate(job.application_deadline) : 'Open until filled'}
              </span>
            </Glance>
          </dl>
        </SectionCard>
      </div>

      <section
        aria-labelledby="apply-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="apply-heading" className={sectionTitle}>
          Apply for this job
        </h2>
        <div className="mt-4">
          {receipt ? (
            <div role="status" className="flex flex-col items-center px-4 py-8 text-center">
              <CircleCheck aria-hidden="true" className="size-12 text-emerald-500" strokeWidth={1.5} />
              <p className="mt-3 text-lg font-semibold text-slate-900">{receipt.message}</p>
              <p className="mt-1 max-w-md text-sm text-slate-600">
                Thank you, {receipt.job_application.first_name}. We have received your application for{' '}
                {receipt.job_application.job_posting.title} and will contact you at{' '}
                {receipt.job_application.email}.
              </p>
            </div>
          ) : job.accepting_applications ? (
            <CareerApplicationForm slug={job.slug} onApplied={setReceipt} />
          ) : (
            <p className="text-sm text-slate-600">
              The application deadline for this job has passed, so it no longer takes applications.
            </p>
          )}
        </div>
      </section>
    </CareersLayout>
  );
}

function Glance({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
