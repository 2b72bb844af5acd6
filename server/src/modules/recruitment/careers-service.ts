import {
  applicationForm,
  type CareersJob,
  type CareersList,
  RECRUITMENT_MESSAGES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from '@hrms/contracts/recruitment';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound, parseFields, tooManyAttempts } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { hitRateLimit } from '../../platform/rate-limit';
import { sniffType, type UploadedFile, type UploadRules, uploadProblem } from '../../platform/uploads';
import { tellApplied } from './notifications';
import { toJobPosting } from './postings-service';
import {
  careersCompanies,
  findPostingBySlug,
  hasApplied,
  insertApplication,
  insertResume,
  listPostings,
  type PostingRow,
} from './queries';

export const RESUME_RULES: UploadRules = {
  label: 'résumé',
  maxBytes: RESUME_MAX_BYTES,
  extensions: RESUME_EXTENSIONS,
};

/** Applications a single address may send per hour: enough for an office, too few for a flood. */
export const APPLY_LIMIT = { perIp: 10, windowSeconds: 3600 };

const acceptsApplications = (row: PostingRow, today: string) =>
  row.posting.status === 'published' &&
  (row.posting.application_deadline === null || row.posting.application_deadline >= today);

function toCareersJob(row: PostingRow, today: string): CareersJob {
  const { applications_count, closed_at, created_at, updated_at, status, ...job } = toJobPosting(row);
  return { ...job, accepting_applications: acceptsApplications(row, today) };
}

/**
 * Published jobs, newest first: every company's, or one company's (`company_id`, the page /careers?company=).
 * With them the companies the board is about, for the page to carry a company's name.
 */
export async function listCareers(
  db: Db,
  q: { page: number; per_page: number; search?: string; company_id?: number },
): Promise<CareersList> {
  const scope: CompanyScope = q.company_id ? { kind: 'company', companyId: q.company_id } : { kind: 'all' };
  const [{ rows, total }, companies] = await Promise.all([
    listPostings(db, scope, { statuses: ['published'], search: q.search }, q.page, q.per_page),
    careersCompanies(db),
  ]);
  const today = todayIn();
  return {
    ...paged(
      rows.map((r) => toCareersJob(r, today)),
      total,
      q.page,
      q.per_page,
    ),
    companies,
  };
}

async function publishedPosting(db: Db, slug: string): Promise<PostingRow> {
  const row = await findPostingBySlug(db, slug);
  if (!row || row.posting.status === 'draft') throw notFound('Job posting');
  return row;
}

/** A published job; drafts and closed jobs are not public. */
export async function getCareersJob(db: Db, slug: string): Promise<CareersJob> {
  const row = await publishedPosting(db, slug);
  if (row.posting.status !== 'published') throw notFound('Job posting');
  return toCareersJob(row, todayIn());
}

const isUniqueViolation = (err: unknown) =>
  ((err as { cause?: { code?: string } }).cause ?? (err as { code?: string })).code === '23505';

/** Counts an application attempt against the visitor's address, before its upload is even read. */
export async function countApplyAttempt(db: Db, ip: string): Promise<void> {
  const limit = await hitRateLimit(
    db,
    `careers-apply:ip:${ip}`,
    APPLY_LIMIT.perIp,
    APPLY_LIMIT.windowSeconds,
  );
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
}

/**
 * A visitor applies: the job must still take applications, the form and résumé must be valid, and one
 * email applies to one job once (the database holds that too).
 */
export async function applyForJob(
  db: Db,
  slug: string,
  fields: Record<string, unknown>,
  resume: UploadedFile | null,
) {
  const row = await publishedPosting(db, slug);
  if (!acceptsApplications(row, todayIn())) throw conflict(RECRUITMENT_MESSAGES.notAcceptingApplications);

  const resumeProblem = resume ? uploadProblem(resume, RESUME_RULES) : RECRUITMENT_MESSAGES.resumeRequired;
  const input = parseFields(applicationForm, fields, resumeProblem ? { resume: [resumeProblem] } : {});
  if (!resume) throw fieldError('resume', RECRUITMENT_MESSAGES.resumeRequired); // parseFields said so already
  if (await hasApplied(db, row.posting.id, input.email)) throw conflict(RECRUITMENT_MESSAGES.alreadyApplied);

  try {
    const application = await db.transaction(async (tx) => {
      const created = await insertApplication(tx, { ...input, job_posting_id: row.posting.id });
      await insertResume(tx, {
        job_application_id: created.id,
        filename: resume.filename,
        content_type: sniffType(resume.data) ?? resume.contentType,
        size: resume.data.length,
        data: resume.data,
      });
      // HR and the applicant hear in this transaction: nobody, if the application is not kept.
      await tellApplied(tx, created, row.posting);
      return created;
    });
    return {
      first_name: application.first_name,
      last_name: application.last_name,
      email: application.email,
      applied_at: application.applied_at.toISOString(),
      job_posting: { title: row.posting.title, slug: row.posting.slug },
    };
  } catch (err) {
    // Two submissions of the same form at once: the unique key lets one through.
    if (isUniqueViolation(err)) throw conflict(RECRUITMENT_MESSAGES.alreadyApplied);
    throw err;
  }
}
