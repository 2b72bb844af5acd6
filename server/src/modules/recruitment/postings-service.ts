import type { Paged } from '@hrms/contracts/common';
import {
  type JobPosting,
  type JobPostingCreateRequest,
  type JobPostingListQuery,
  type JobPostingUpdateRequest,
  RECRUITMENT_MESSAGES,
} from '@hrms/contracts/recruitment';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobPostings } from '../../db/schema/recruitment';
import { companyScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { iso, isoOrNull, todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { assertDepartmentField } from '../organisation/public';
import { slugify } from './engine/slug';
import {
  deleteDraftPosting,
  findPosting,
  insertPosting,
  listPostings,
  type PostingFilters,
  type PostingRow,
  type PostingValues,
  slugsLike,
  transitionPosting,
  updatePostingRow,
} from './queries';

const money = (v: string | null) => (v === null ? null : Number(v));

export function toJobPosting(row: PostingRow): JobPosting {
  const p = row.posting;
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    status: p.status as JobPosting['status'],
    company_id: p.company_id,
    company: row.company,
    department_id: p.department_id,
    department: row.department?.id ? { id: row.department.id, name: row.department.name } : null,
    location: p.location,
    remote_allowed: p.remote_allowed,
    employment_type: p.employment_type as JobPosting['employment_type'],
    experience_level: p.experience_level as JobPosting['experience_level'],
    salary_min: money(p.salary_min),
    salary_max: money(p.salary_max),
    currency: p.currency as JobPosting['currency'],
    application_deadline: p.application_deadline,
    posted_date: p.posted_date,
    closed_at: isoOrNull(p.closed_at),
    description: p.description,
    requirements: p.requirements,
    skills_required: p.skills_required,
    benefits: p.benefits,
    applications_count: row.applications_count,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
  };
}

/**
 * Whoever may create, edit, publish or delete postings sees every status; someone who may only view them
 * (an employee) sees the published ones, like the careers page.
 */
function visibleTo(principal: Principal): PostingFilters {
  const manages = (
    ['create-job-postings', 'update-job-postings', 'publish-job-postings', 'delete-job-postings'] as const
  ).some((p) => can(principal, p));
  return manages ? {} : { statuses: ['published'] };
}

export async function listJobPostings(
  db: Db,
  principal: Principal,
  q: JobPostingListQuery,
): Promise<Paged<JobPosting>> {
  const { rows, total } = await listPostings(
    db,
    companyScope(principal),
    { ...visibleTo(principal), status: q.status, department_id: q.department_id, search: q.search },
    q.page,
    q.per_page,
  );
  return paged(rows.map(toJobPosting), total, q.page, q.per_page);
}

async function loadPosting(db: DbOrTx, principal: Principal, id: number): Promise<PostingRow> {
  const row = await findPosting(db, companyScope(principal), id, visibleTo(principal));
  if (!row) throw notFound('Job posting');
  return row;
}

export const getJobPosting = async (db: Db, principal: Principal, id: number) =>
  toJobPosting(await loadPosting(db, principal, id));

/** The title's slug, or with the smallest free -N suffix when another posting has it. */
async function uniqueSlug(db: DbOrTx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = await slugsLike(db, base, exceptId);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The spec's "must be in the future": after today, India's date. */
function assertDeadline(deadline: string) {
  if (deadline <= todayIn()) {
    throw fieldError('application_deadline', RECRUITMENT_MESSAGES.deadlineFuture);
  }
}

const postingValues = (input: JobPostingCreateRequest | JobPostingUpdateRequest) => ({
  title: input.title,
  description: input.description,
  requirements: input.requirements,
  benefits: input.benefits,
  skills_required: input.skills_required,
  employment_type: input.employment_type,
  experience_level: input.experience_level,
  salary_min: input.salary_min === null ? null : input.salary_min.toFixed(2),
  salary_max: input.salary_max === null ? null : input.salary_max.toFixed(2),
  currency: input.currency,
  location: input.location,
  remote_allowed: input.remote_allowed,
  application_deadline: input.application_deadline,
  department_id: input.department_id,
});

/** A new posting starts as a draft in the company of its department. */
export async function createJobPosting(
  db: Db,
  principal: Principal,
  input: JobPostingCreateRequest,
): Promise<JobPosting> {
  assertDeadline(input.application_deadline);
  const id = await db.transaction(async (tx) => {
    const department = await assertDepartmentField(tx, principal, input.department_id);
    const values: PostingValues = {
      ...postingValues(input),
      company_id: department.company_id,
      slug: await uniqueSlug(tx, input.title),
      created_by: principal.userId,
    };
    return insertPosting(tx, values);
  });
  return getJobPosting(db, principal, id);
}

/** Any posting can be edited; its slug follows the title until it is first published, then stays. */
export async function updateJobPosting(
  db: Db,
  principal: Principal,
  id: number,
  input: JobPostingUpdateRequest,
): Promise<JobPosting> {
  await db.transaction(async (tx) => {
    const { posting } = await loadPosting(tx, principal, id);
    if (input.application_deadline && input.application_deadline !== posting.application_deadline) {
      assertDeadline(input.application_deadline);
    }
    if (input.department_id !== null) {
      const department = await assertDepartmentField(tx, principal, input.department_id);
      if (department.company_id !== posting.company_id) {
        throw fieldError('department_id', 'The department must belong to the job posting’s company.');
      }
    }
    const slug =
      posting.posted_date === null && input.title !== posting.title
        ? await uniqueSlug(tx, input.title, id)
        : posting.slug;
    await updatePostingRow(tx, id, { ...postingValues(input), slug });
  });
  return getJobPosting(db, principal, id);
}

/** Only drafts can be deleted: a posting once published has been seen and may have applications. */
export async function deleteJobPosting(db: Db, principal: Principal, id: number): Promise<void> {
  await loadPosting(db, principal, id);
  if (!(await deleteDraftPosting(db, id))) throw conflict('Only draft job postings can be deleted');
}

/** Draft or closed → published, dated today; a deadline already past must be moved first. */
export async function publishJobPosting(db: Db, principal: Principal, id: number): Promise<JobPosting> {
  const { posting } = await loadPosting(db, principal, id);
  if (posting.status === 'published') throw conflict('This job posting is already published');
  const today = todayIn();
  if (posting.application_deadline !== null && posting.application_deadline < today) {
    throw conflict('The application deadline has passed; set a new deadline before publishing');
  }
  const changed = await transitionPosting(
    db,
    id,
    ['draft', 'closed'],
    { status: 'published', posted_date: today, closed_at: null },
    sql`(${jobPostings.application_deadline} is null or ${jobPostings.application_deadline} >= ${today})`,
  );
  if (!changed) throw conflict('This job posting was changed meanwhile; reload it and try again');
  return getJobPosting(db, principal, id);
}

/** Published → closed: the careers pages stop showing it and it takes no more applications. */
export async function closeJobPosting(db: Db, principal: Principal, id: number): Promise<JobPosting> {
  await loadPosting(db, principal, id);
  const changed = await transitionPosting(db, id, ['published'], { status: 'closed', closed_at: new Date() });
  if (!changed) throw conflict('Only a published job posting can be closed');
  return getJobPosting(db, principal, id);
}
