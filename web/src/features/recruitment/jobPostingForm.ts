import {
  EXPERIENCE_LEVELS,
  JOB_CURRENCIES,
  JOB_DEFAULTS,
  JOB_EMPLOYMENT_TYPES,
  type JobPosting,
  type JobPostingCreateRequest,
  type JobPostingUpdateRequest,
  jobPostingCreateRequest,
  jobPostingUpdateRequest,
  RECRUITMENT_MESSAGES,
} from '@hrms/contracts/recruitment';
import { z } from 'zod';

/**
 * The job posting create and edit forms (spec 3 §2, §5). Inputs hold strings (a select is '' until
 * something is chosen, skills are one comma-separated line); the body is checked with the server's
 * own schema, so every message is the one the server would give, all shown at once.
 */
export type JobPostingFormValues = {
  title: string;
  department_id: string;
  location: string;
  employment_type: string;
  experience_level: string;
  remote_allowed: boolean;
  application_deadline: string;
  salary_min: string;
  salary_max: string;
  currency: string;
  description: string;
  requirements: string;
  skills_required: string;
  benefits: string;
};

export type JobPostingRequest = JobPostingCreateRequest | JobPostingUpdateRequest;

/** Every field the form shows: server messages for these go under the field, any other in the banner. */
export const JOB_POSTING_FIELDS: readonly string[] = [
  'title',
  'department_id',
  'location',
  'employment_type',
  'experience_level',
  'remote_allowed',
  'application_deadline',
  'salary_min',
  'salary_max',
  'currency',
  'description',
  'requirements',
  'skills_required',
  'benefits',
];

/** A typed amount: empty is "none" (null); anything else a number (NaN fails the schema's check). */
const amountOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The request body the inputs make, before it is checked. */
function requestBody(values: JobPostingFormValues) {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    location: values.location,
    employment_type: values.employment_type,
    experience_level: values.experience_level,
    salary_min: amountOrNull(values.salary_min),
    salary_max: amountOrNull(values.salary_max),
    currency: values.currency,
    remote_allowed: values.remote_allowed,
    application_deadline: values.application_deadline || null,
    department_id: values.department_id ? Number(values.department_id) : null,
    skills_required: values.skills_required,
    benefits: values.benefits,
  };
}

const inputs = z.object({
  title: z.string(),
  department_id: z.string(),
  location: z.string(),
  employment_type: z.string(),
  experience_level: z.string(),
  remote_allowed: z.boolean(),
  application_deadline: z.string(),
  salary_min: z.string(),
  salary_max: z.string(),
  currency: z.string(),
  description: z.string(),
  requirements: z.string(),
  skills_required: z.string(),
  benefits: z.string(),
});

/**
 * The form's schema for react-hook-form. `today` is India's date: a new deadline must come after it
 * (spec 3 §5). On edit a deadline left as it was saved is not checked again (the server does the same),
 * so a posting whose deadline has passed can still be corrected elsewhere.
 */
export function jobPostingForm(
  mode: 'create' | 'edit',
  today: string,
  savedDeadline: string | null = null,
): z.ZodType<JobPostingRequest, JobPostingFormValues> {
  const request = mode === 'create' ? jobPostingCreateRequest : jobPostingUpdateRequest;
  return inputs
    .superRefine((values, ctx) => {
      const checked = request.safeParse(requestBody(values));
      for (const issue of checked.success ? [] : checked.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      const deadline = values.application_deadline;
      if (deadline && deadline !== savedDeadline && deadline <= today) {
        ctx.addIssue({
          code: 'custom',
          path: ['application_deadline'],
          message: RECRUITMENT_MESSAGES.deadlineFuture,
        });
      }
    })
    .transform((values) => request.parse(requestBody(values)));
}

/** The create form's starting values (spec 3 §9): full time, mid level, INR. */
export function newJobPostingValues(): JobPostingFormValues {
  return {
    title: '',
    department_id: '',
    location: '',
    employment_type: JOB_DEFAULTS.employment_type,
    experience_level: JOB_DEFAULTS.experience_level,
    remote_allowed: false,
    application_deadline: '',
    salary_min: '',
    salary_max: '',
    currency: JOB_DEFAULTS.currency,
    description: '',
    requirements: '',
    skills_required: '',
    benefits: '',
  };
}

const oneOf = (values: readonly string[], value: string, fallback: string) =>
  values.includes(value) ? value : fallback;

/** The edit form's values from the saved posting. */
export function jobPostingFormValues(posting: JobPosting): JobPostingFormValues {
  return {
    title: posting.title,
    department_id: posting.department_id ? String(posting.department_id) : '',
    location: posting.location,
    employment_type: oneOf(JOB_EMPLOYMENT_TYPES, posting.employment_type, JOB_DEFAULTS.employment_type),
    experience_level: oneOf(EXPERIENCE_LEVELS, posting.experience_level, JOB_DEFAULTS.experience_level),
    remote_allowed: posting.remote_allowed,
    application_deadline: posting.application_deadline ?? '',
    salary_min: posting.salary_min === null ? '' : String(posting.salary_min),
    salary_max: posting.salary_max === null ? '' : String(posting.salary_max),
    currency: oneOf(JOB_CURRENCIES, posting.currency, JOB_DEFAULTS.currency),
    description: posting.description,
    requirements: posting.requirements,
    skills_required: posting.skills_required.join(', '),
    benefits: posting.benefits ?? '',
  };
}
