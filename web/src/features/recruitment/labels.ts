import {
  APPLICATION_TRANSITIONS,
  type ExperienceLevel,
  type JobApplicationStatus,
  type JobCurrency,
  type JobEmploymentType,
} from '@hrms/contracts/recruitment';

export const EMPLOYMENT_TYPE_LABELS: Record<JobEmploymentType, string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  internship: 'Internship',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry Level',
  junior: 'Junior',
  mid: 'Mid Level',
  senior: 'Senior',
  executive: 'Executive',
};

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

export const EMPLOYMENT_TYPE_OPTIONS = options(EMPLOYMENT_TYPE_LABELS);
export const EXPERIENCE_LEVEL_OPTIONS = options(EXPERIENCE_LEVEL_LABELS);
export const CURRENCY_OPTIONS = (['INR', 'USD', 'EUR', 'GBP'] satisfies JobCurrency[]).map((code) => ({
  value: code,
  label: code,
}));

export const POSTING_STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'closed', label: 'Closed' },
];

export const APPLICATION_STATUS_OPTIONS = [
  { value: 'applied', label: 'Applied' },
  { value: 'screening', label: 'Screening' },
  { value: 'interview', label: 'Interview' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'hired', label: 'Hired' },
];

/**
 * An amount in the posting's currency, whole units in the Indian grouping: 1200000 INR → "₹12,00,000".
 * Salaries are offers, so paise would only be noise.
 */
export function formatSalary(amount: number, currency: JobCurrency): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** "₹12,00,000 – ₹18,00,000", "From ₹12,00,000", "Up to ₹18,00,000" or "Not disclosed". */
export function formatSalaryRange(posting: {
  salary_min: number | null;
  salary_max: number | null;
  currency: JobCurrency;
}): string {
  const { salary_min: min, salary_max: max, currency } = posting;
  if (min !== null && max !== null) return `${formatSalary(min, currency)} – ${formatSalary(max, currency)}`;
  if (min !== null) return `From ${formatSalary(min, currency)}`;
  if (max !== null) return `Up to ${formatSalary(max, currency)}`;
  return 'Not disclosed';
}

/** A status action of an application row: which button, and where it takes the application. */
export type ApplicationAction = {
  /** The button's text (spec 3 §4). */
  label: 'Screen' | 'Interview' | 'Shortlist' | 'Reject' | 'Hire';
  to: JobApplicationStatus;
};

const ACTION_LABELS: Record<JobApplicationStatus, ApplicationAction['label'] | null> = {
  applied: null,
  screening: 'Screen',
  interview: 'Interview',
  shortlisted: 'Shortlist',
  rejected: 'Reject',
  hired: 'Hire',
};

/**
 * The buttons an application in `status` offers (spec 3 §4), in the pipeline's order. Interview
 * opens the scheduling prompt (also for a further interview); every other one changes the status.
 */
export function applicationActions(status: JobApplicationStatus): ApplicationAction[] {
  return APPLICATION_TRANSITIONS[status].flatMap((to) => {
    const label = ACTION_LABELS[to];
    return label ? [{ label, to }] : [];
  });
}
