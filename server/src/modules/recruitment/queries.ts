import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type Bind, inline } from '../../db/rendered-statements';
import { users } from '../../db/schema/access';
import { companies, departments } from '../../db/schema/organisation';
import {
  jobApplicationInterviews,
  jobApplicationResumes,
  jobApplications,
  jobPostings,
} from '../../db/schema/recruitment';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { cachedTotals } from '../../platform/list-totals';
import { pageLimit, pageOffset, renderedPage } from '../../platform/pagination';
import { containsPattern } from '../../platform/search';

export type PostingValues = typeof jobPostings.$inferInsert;
export type ApplicationValues = typeof jobApplications.$inferInsert;

// ---- job postings

const applicationsCount = sql<number>`(select count(*) from ${jobApplications}
  where ${jobApplications.job_posting_id} = ${jobPostings.id})::int`;

const selectPostings = (db: DbOrTx) =>
  db
    .select({
      posting: jobPostings,
      company: { id: companies.id, name: companies.name },
      department: { id: departments.id, name: departments.name },
      applications_count: applicationsCount,
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.company_id))
    .leftJoin(departments, eq(departments.id, jobPostings.department_id));
export type PostingRow = Awaited<ReturnType<typeof selectPostings>>[number];

export type PostingFilters = {
  status?: string;
  /** Callers who only read postings see the published ones. */
  statuses?: string[];
  department_id?: number;
  search?: string;
};

function postingConditions(scope: CompanyScope, f: PostingFilters, bind: Bind = inline): SQL | undefined {
  const search = f.search ? bind('search', containsPattern(f.search)) : null;
  return and(
    companyCondition(scope, jobPostings.company_id, bind),
    f.status ? eq(jobPostings.status, bind('status', f.status)) : undefined,
    f.statuses
      ? inArray(
          jobPostings.status,
          f.statuses.map((status, i) => bind(`status_${i}`, status)),
        )
      : undefined,
    f.department_id ? eq(jobPostings.department_id, bind('department_id', f.department_id)) : undefined,
    search
      ? or(
          ilike(jobPostings.title, search),
          ilike(jobPostings.location, search),
          ilike(departments.name, search),
        )
      : undefined,
  );
}

export async function listPostings(
  db: DbOrTx,
  scope: CompanyScope,
  f: PostingFilters,
  page: number,
  perPage: number,
) {
  const rows = await renderedPage(
    db,
    'job-postings',
    { page, perPage },
    (bind) => postingConditions(scope, f, bind),
    (where) => selectPostings(db).where(where).orderBy(desc(jobPostings.created_at), desc(jobPostings.id)),
  );
  const [count] = await cachedTotals(db, ['job-postings', scope, f], () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobPostings)
      .leftJoin(departments, eq(departments.id, jobPostings.department_id))
      .where(postingConditions(scope, f)),
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findPosting(
  db: DbOrTx,
  scope: CompanyScope,
  id: number,
  f: PostingFilters = {},
): Promise<PostingRow | null> {
  const [row] = await selectPostings(db)
    .where(and(eq(jobPostings.id, id), postingConditions(scope, f)))
    .limit(1);
  return row ?? null;
}

/**
 * The companies a public careers board is about: those with a published job (the board lists them all), by
 * name; when none has one, every active company (a one-company install still shows its name on an empty board).
 */
export async function careersCompanies(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  const named = { id: companies.id, name: companies.name };
  const hiring = await db
    .selectDistinct(named)
    .from(companies)
    .innerJoin(jobPostings, eq(jobPostings.company_id, companies.id))
    .where(eq(jobPostings.status, 'published'))
    .orderBy(asc(companies.name), asc(companies.id));
  if (hiring.length > 0) return hiring;
  // An empty board names its company only on a one-company install: a public page must not list the tenants
  // of a shared one.
  const active = await db.select(named).from(companies).where(eq(companies.status, 'active')).limit(2);
  return active.length === 1 ? active : [];
}

export async function findPostingBySlug(db: DbOrTx, slug: string): Promise<PostingRow | null> {
  const [row] = await selectPostings(db).where(eq(jobPostings.slug, slug)).limit(1);
  return row ?? null;
}

/** Slugs already used by `base` or `base-N`, other than the posting's own. */
export async function slugsLike(db: DbOrTx, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: jobPostings.slug })
    .from(jobPostings)
    .where(
      and(
        or(eq(jobPostings.slug, base), sql`${jobPostings.slug} ~ ${`^${base}-[0-9]+$`}`),
        exceptId === undefined ? undefined : sql`${jobPostings.id} <> ${exceptId}`,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertPosting(db: DbOrTx, values: PostingValues): Promise<number> {
  const [row] = await db.insert(jobPostings).values(values).returning({ id: jobPostings.id });
  if (!row) throw new Error('job posting insert returned no row');
  return row.id;
}

export async function updatePostingRow(db: DbOrTx, id: number, values: Partial<PostingValues>) {
  await db.update(jobPostings).set(values).where(eq(jobPostings.id, id));
}

/** Changes a posting only while it is in one of `from` (and `extra` holds): exactly one caller wins. */
export async function transitionPosting(
  db: DbOrTx,
  id: number,
  from: string[],
  values: Partial<PostingValues>,
  extra?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(jobPostings)
    .set(values)
    .where(and(eq(jobPostings.id, id), inArray(jobPostings.status, from), extra))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}

export async function deleteDraftPosting(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobPostings)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.status, 'draft')))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}

// ---- applications

const selectApplications = (db: DbOrTx) =>
  db
    .select({
      application: jobApplications,
      posting: {
        id: jobPostings.id,
        title: jobPostings.title,
        slug: jobPostings.slug,
        status: jobPostings.status,
        company_id: jobPostings.company_id,
        department_id: jobPostings.department_id,
        employment_type: jobPostings.employment_type,
      },
      department: { id: departments.id, name: departments.name },
      resume: {
        filename: jobApplicationResumes.filename,
        size: jobApplicationResumes.size,
        content_type: jobApplicationResumes.content_type,
      },
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.job_posting_id))
    .leftJoin(departments, eq(departments.id, jobPostings.department_id))
    .leftJoin(jobApplicationResumes, eq(jobApplicationResumes.job_application_id, jobApplications.id));
export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

export type ApplicationFilters = { status?: string; job_posting_id?: number; search?: string };

function applicationConditions(scope: CompanyScope, f: Omit<ApplicationFilters, 'status'>) {
  const search = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(scope, jobPostings.company_id),
    f.job_posting_id ? eq(jobApplications.job_posting_id, f.job_posting_id) : undefined,
    search
      ? or(
          ilike(sql`${jobApplications.first_name} || ' ' || ${jobApplications.last_name}`, search),
          ilike(jobApplications.email, search),
          ilike(jobApplications.phone, search),
          ilike(jobPostings.title, search),
        )
      : undefined,
  );
}

/** One page of applications and, for the summary cards, the counts per status without the status filter. */
export async function listApplications(
  db: DbOrTx,
  scope: CompanyScope,
  f: ApplicationFilters,
  page: number,
  perPage: number,
) {
  const base = applicationConditions(scope, f);
  const where = and(base, f.status ? eq(jobApplications.status, f.status) : undefined);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(desc(jobApplications.applied_at), desc(jobApplications.id))
    .limit(pageLimit(perPage))
    .offset(pageOffset(page, perPage));
  const counts = await db
    .select({ status: jobApplications.status, count: sql<number>`count(*)::int` })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.job_posting_id))
    .where(base)
    .groupBy(jobApplications.status);
  return { rows, counts };
}

export async function findApplication(
  db: DbOrTx,
  scope: CompanyScope,
  id: number,
): Promise<ApplicationRow | null> {
  const [row] = await selectApplications(db)
    .where(and(eq(jobApplications.id, id), applicationConditions(scope, {})))
    .limit(1);
  return row ?? null;
}

/** The interviews of some applications, earliest first. */
export async function interviewsOf(db: DbOrTx, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return db
    .select({
      interview: jobApplicationInterviews,
      scheduler: { id: users.id, name: users.name },
    })
    .from(jobApplicationInterviews)
    .leftJoin(users, eq(users.id, jobApplicationInterviews.scheduled_by))
    .where(inArray(jobApplicationInterviews.job_application_id, applicationIds))
    .orderBy(asc(jobApplicationInterviews.interview_date), asc(jobApplicationInterviews.id));
}

export async function hasApplied(db: DbOrTx, postingId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.job_posting_id, postingId),
        sql`lower(${jobApplications.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(db: DbOrTx, values: ApplicationValues) {
  const [row] = await db.insert(jobApplications).values(values).returning();
  if (!row) throw new Error('job application insert returned no row');
  return row;
}

export async function insertResume(db: DbOrTx, values: typeof jobApplicationResumes.$inferInsert) {
  await db.insert(jobApplicationResumes).values(values);
}

export async function insertInterview(db: DbOrTx, values: typeof jobApplicationInterviews.$inferInsert) {
  const [row] = await db.insert(jobApplicationInterviews).values(values).returning();
  if (!row) throw new Error('interview insert returned no row');
  return row;
}

/** The name and address a company's applicants are told to write to. */
export async function companyContact(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw new Error(`no company ${companyId}`);
  return row;
}

/** Moves an application only while it is in one of `from`: of two simultaneous moves exactly one wins. */
export async function transitionApplication(
  db: DbOrTx,
  id: number,
  from: readonly string[],
  values: PgUpdateSetSource<typeof jobApplications>,
): Promise<boolean> {
  const rows = await db
    .update(jobApplications)
    .set(values)
    .where(and(eq(jobApplications.id, id), inArray(jobApplications.status, [...from])))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

export async function resumeOf(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select()
    .from(jobApplicationResumes)
    .where(eq(jobApplicationResumes.job_application_id, applicationId))
    .limit(1);
  return row ?? null;
}
