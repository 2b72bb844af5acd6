import { z } from 'zod';
import {
  dateField,
  emailField,
  idParam,
  isoDate,
  nullableText,
  type Paged,
  pageQuery,
  recordId,
  searchParam,
} from './common';
import type { EmploymentType } from './enums';

// ---- enumerations and constants (spec 3 §4, §9)

export const JOB_POSTING_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobPostingStatus = (typeof JOB_POSTING_STATUSES)[number];

export const JOB_EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number];

export const EXPERIENCE_LEVELS = ['entry', 'junior', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const JOB_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];

export const JOB_DEFAULTS = {
  employment_type: 'full_time',
  experience_level: 'mid',
  currency: 'INR',
} as const;

export const JOB_APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interview',
  'shortlisted',
  'rejected',
  'hired',
] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/**
 * Where an application may go from each status (spec 3 §4). Moving to `interview` happens by scheduling an
 * interview (POST /job-applications/{id}/interview), which is also how a further interview is added to one
 * already in `interview`; PUT /job-applications/{id}/status refuses `interview` as a target.
 */
export const APPLICATION_TRANSITIONS: Record<JobApplicationStatus, readonly JobApplicationStatus[]> = {
  applied: ['screening', 'shortlisted', 'rejected'],
  screening: ['interview', 'shortlisted', 'rejected'],
  interview: ['interview', 'shortlisted', 'rejected'],
  shortlisted: ['hired'],
  rejected: [],
  hired: [],
};

/** The statuses from which an interview can be scheduled. */
export const INTERVIEW_FROM: readonly JobApplicationStatus[] = ['screening', 'interview'];

/** Whether the status action `to` is allowed from `from` (through PUT status or, for interview, scheduling). */
export const canMoveApplication = (from: JobApplicationStatus, to: JobApplicationStatus) =>
  APPLICATION_TRANSITIONS[from].includes(to);

/** Status targets PUT /job-applications/{id}/status accepts (interview goes through scheduling). */
export const APPLICATION_STATUS_TARGETS = ['screening', 'shortlisted', 'rejected', 'hired'] as const;

export const JOB_PAGE_SIZE = 15;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
/** The `accept` attribute of the résumé input. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

/** The spec's own wording (spec 3 §5), shared by the server's answers and the forms. */
export const RECRUITMENT_MESSAGES = {
  title: 'Job title is required',
  description: 'Job description is required',
  requirements: 'Job requirements are required',
  location: 'Location is required',
  deadlineRequired: 'Application deadline is required',
  deadlineFuture: 'Application deadline must be in the future',
  department: 'Department is required',
  salaryOrder: 'Maximum salary must be greater than minimum salary',
  interviewDateRequired: 'Interview date is required',
  interviewDateFormat: 'Interview date must be in the form YYYY-MM-DD HH:MM',
  interviewDateFuture: 'Interview date must be in the future',
  resumeRequired: 'A résumé is required',
  resumeTooLarge: 'The résumé may not be greater than 5 MB.',
  resumeType: 'The résumé must be a file of type: pdf, doc, docx.',
  notAcceptingApplications: 'This job is no longer accepting applications',
  alreadyApplied: 'You have already applied for this job',
} as const;

// ---- job postings

const named = z.object({ id: z.number(), name: z.string() });

export const jobPosting = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(JOB_POSTING_STATUSES),
  company_id: z.number(),
  company: named,
  department_id: z.number().nullable(),
  department: named.nullable(),
  location: z.string(),
  remote_allowed: z.boolean(),
  employment_type: z.enum(JOB_EMPLOYMENT_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  currency: z.enum(JOB_CURRENCIES),
  /** YYYY-MM-DD; applications are taken through the end of this day (India time). */
  application_deadline: z.string().nullable(),
  /** YYYY-MM-DD of the latest publication; null while never published. */
  posted_date: z.string().nullable(),
  closed_at: z.string().nullable(),
  description: z.string(),
  requirements: z.string(),
  skills_required: z.array(z.string()),
  benefits: z.string().nullable(),
  applications_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobPosting = z.infer<typeof jobPosting>;

/** Skills arrive as a list or as one comma-separated text (a form's single input); stored as a list. */
const skillsField = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter((s) => s.length > 0),
  )
  .pipe(z.array(z.string().max(100)).max(50));

/** A salary bound: a non-negative number, or null/absent for none. */
const salaryField = z
  .number()
  .min(0)
  .max(999_999_999_999)
  .nullish()
  .transform((v) => v ?? null);

const requiredMessage = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const postingFields = {
  title: requiredMessage(RECRUITMENT_MESSAGES.title, 255),
  description: requiredMessage(RECRUITMENT_MESSAGES.description, 20_000),
  requirements: requiredMessage(RECRUITMENT_MESSAGES.requirements, 20_000),
  location: requiredMessage(RECRUITMENT_MESSAGES.location, 255),
  employment_type: z.enum(JOB_EMPLOYMENT_TYPES).default(JOB_DEFAULTS.employment_type),
  experience_level: z.enum(EXPERIENCE_LEVELS).default(JOB_DEFAULTS.experience_level),
  salary_min: salaryField,
  salary_max: salaryField,
  currency: z.enum(JOB_CURRENCIES).default(JOB_DEFAULTS.currency),
  remote_allowed: z.boolean().default(false),
  skills_required: skillsField,
  benefits: nullableText(20_000),
};

type SalaryBounds = { salary_min?: unknown; salary_max?: unknown };

const salariesInOrder = (v: SalaryBounds) =>
  typeof v.salary_min !== 'number' || typeof v.salary_max !== 'number' || v.salary_max > v.salary_min;
/** Checked even when other fields fail, so a form shows every message at once. */
const salaryOrder = {
  path: ['salary_max'],
  message: RECRUITMENT_MESSAGES.salaryOrder,
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * POST /job-postings. The deadline must also be after today; the server checks that against India's date
 * ("Application deadline must be in the future"), forms may check it too.
 */
export const jobPostingCreateRequest = z
  .object({
    ...postingFields,
    application_deadline: dateField(RECRUITMENT_MESSAGES.deadlineRequired),
    department_id: recordId(RECRUITMENT_MESSAGES.department),
  })
  .refine(salariesInOrder, salaryOrder);
export type JobPostingCreateRequest = z.infer<typeof jobPostingCreateRequest>;

/**
 * PUT /job-postings/{id}: the same fields; on edit an empty deadline or department becomes null (spec 3 §5).
 * A deadline that is changed must be after today.
 */
export const jobPostingUpdateRequest = z
  .object({
    ...postingFields,
    application_deadline: isoDate
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    department_id: recordId()
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine(salariesInOrder, salaryOrder);
export type JobPostingUpdateRequest = z.infer<typeof jobPostingUpdateRequest>;

export const jobPostingListQuery = pageQuery.extend({
  status: z.enum(JOB_POSTING_STATUSES).optional(),
  department_id: idParam.optional(),
  search: searchParam,
});
export type JobPostingListQuery = z.infer<typeof jobPostingListQuery>;

// ---- public careers (no sign-in)

/** A published job as the careers pages show it: no internal counts. */
export const careersJob = jobPosting
  .omit({ applications_count: true, closed_at: true, created_at: true, updated_at: true, status: true })
  .extend({
    /** False once the deadline has passed: the page shows the job but not the form. */
    accepting_applications: z.boolean(),
  });
export type CareersJob = z.infer<typeof careersJob>;

/** `company_id`: one company's openings (/careers?company={id}); without it, every company's. */
export const careersListQuery = pageQuery.extend({ search: searchParam, company_id: idParam.optional() });

/**
 * GET /careers answers a page of jobs and `companies`: the companies the board is about (those with a
 * published job, or every active company when none has one), so the page can carry the
 * company's name.
 */
export const careersCompany = named;
export type CareersList = Paged<CareersJob> & { companies: z.infer<typeof careersCompany>[] };

/**
 * The fields of POST /careers/{slug}/apply, sent as multipart/form-data together with a `resume` file
 * (pdf, doc or docx, at most 5 MB, checked by its content).
 */
export const applicationForm = z.object({
  first_name: requiredMessage('First name is required', 100),
  last_name: requiredMessage('Last name is required', 100),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
  phone: requiredMessage('Phone is required', 50).regex(
    /^\+?[0-9 ()-]{7,20}$/,
    'Phone must be a valid phone number',
  ),
  cover_letter: nullableText(10_000),
});
export type ApplicationForm = z.infer<typeof applicationForm>;

/** What the visitor gets back after applying. */
export const applicationReceipt = z.object({
  message: z.string(),
  job_application: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    applied_at: z.string(),
    job_posting: z.object({ title: z.string(), slug: z.string() }),
  }),
});

// ---- applications

export const interview = z.object({
  id: z.number(),
  /** ISO instant. */
  interview_date: z.string(),
  notes: z.string().nullable(),
  scheduled_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Interview = z.infer<typeof interview>;

export const jobApplication = z.object({
  id: z.number(),
  job_posting_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  cover_letter: z.string().nullable(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  applied_at: z.string(),
  status_changed_at: z.string().nullable(),
  job_posting: z.object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    status: z.enum(JOB_POSTING_STATUSES),
    company_id: z.number(),
    department_id: z.number().nullable(),
    department: named.nullable(),
    employment_type: z.enum(JOB_EMPLOYMENT_TYPES),
  }),
  resume: z.object({ filename: z.string(), size: z.number(), content_type: z.string() }).nullable(),
  /** Scheduled interviews, earliest first. */
  interviews: z.array(interview),
});
export type JobApplication = z.infer<typeof jobApplication>;

export const jobApplicationListQuery = pageQuery.extend({
  status: z.enum(JOB_APPLICATION_STATUSES).optional(),
  job_posting_id: idParam.optional(),
  search: searchParam,
});
export type JobApplicationListQuery = z.infer<typeof jobApplicationListQuery>;

/** Counts per status for the summary cards: the list's scope, job and search, but every status. */
export const applicationSummary = z.object({
  total: z.number(),
  ...(Object.fromEntries(JOB_APPLICATION_STATUSES.map((s) => [s, z.number()])) as Record<
    JobApplicationStatus,
    z.ZodNumber
  >),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

export const applicationStatusRequest = z.object({ status: z.enum(APPLICATION_STATUS_TARGETS) });

/**
 * "YYYY-MM-DD HH:MM" (the prompt's form; India time), or with a T and seconds, or a full ISO instant
 * with an offset. Becomes an ISO instant; the server checks it is in the future.
 */
export const interviewRequest = z.object({
  interview_date: z
    .string({ error: RECRUITMENT_MESSAGES.interviewDateRequired })
    .trim()
    .min(1, RECRUITMENT_MESSAGES.interviewDateRequired)
    .transform((v, ctx) => {
      const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(v);
      const instant = new Date(local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+05:30` : v);
      const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      if ((!local && !zoned) || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: RECRUITMENT_MESSAGES.interviewDateFormat });
        return z.NEVER;
      }
      return instant.toISOString();
    }),
  notes: nullableText(5_000),
});
export type InterviewRequest = z.input<typeof interviewRequest>;

// ---- hiring

/** Job types map onto employee employment types (an internship makes an intern). */
const EMPLOYEE_TYPE_OF: Record<JobEmploymentType, EmploymentType> = {
  full_time: 'full_time',
  part_time: 'part_time',
  contract: 'contract',
  internship: 'intern',
};

/** The fields of /employees/create that a hired application fills in. */
export function employeePrefill(application: JobApplication) {
  return {
    first_name: application.first_name,
    last_name: application.last_name,
    email: application.email,
    phone: application.phone,
    job_title: application.job_posting.title,
    company_id: application.job_posting.company_id,
    department_id: application.job_posting.department_id,
    employment_type: EMPLOYEE_TYPE_OF[application.job_posting.employment_type],
  };
}
