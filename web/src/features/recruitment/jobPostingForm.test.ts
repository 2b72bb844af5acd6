import type { JobPosting } from '@hrms/contracts/recruitment';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type JobPostingFormValues,
  jobPostingForm,
  jobPostingFormValues,
  newJobPostingValues,
} from './jobPostingForm';

beforeAll(() => installValidationMessages());

const TODAY = '2026-04-10';

const filled: JobPostingFormValues = {
  ...newJobPostingValues(),
  title: ' QA Engineer ',
  department_id: '3',
  location: 'Pune',
  application_deadline: '2026-05-31',
  salary_min: '600000',
  salary_max: '900000',
  description: 'Test our payroll engine.',
  requirements: 'Two years of testing.',
  skills_required: 'Playwright, SQL, ,  API testing ',
};

/** Each field's messages, as react-hook-form would show them. */
function messages(mode: 'create' | 'edit', values: JobPostingFormValues, saved: string | null = null) {
  const result = jobPostingForm(mode, TODAY, saved).safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('job posting form', () => {
  it('starts full time, mid level, in INR (spec 3 §9)', () => {
    expect(newJobPostingValues()).toMatchObject({
      employment_type: 'full_time',
      experience_level: 'mid',
      currency: 'INR',
      remote_allowed: false,
    });
  });

  it('sends the one naming of the API: trimmed text, numbers, a skills list', () => {
    expect(jobPostingForm('create', TODAY).parse(filled)).toEqual({
      title: 'QA Engineer',
      description: 'Test our payroll engine.',
      requirements: 'Two years of testing.',
      location: 'Pune',
      employment_type: 'full_time',
      experience_level: 'mid',
      salary_min: 600000,
      salary_max: 900000,
      currency: 'INR',
      remote_allowed: false,
      application_deadline: '2026-05-31',
      department_id: 3,
      skills_required: ['Playwright', 'SQL', 'API testing'],
      benefits: null,
    });
  });

  it('gives every message of spec 3 §5 at once on an empty create form', () => {
    expect(messages('create', newJobPostingValues())).toEqual({
      title: ['Job title is required'],
      description: ['Job description is required'],
      requirements: ['Job requirements are required'],
      location: ['Location is required'],
      application_deadline: ['Application deadline is required'],
      department_id: ['Department is required'],
    });
  });

  it('wants a deadline after today and a maximum salary above the minimum', () => {
    expect(
      messages('create', {
        ...filled,
        application_deadline: TODAY,
        salary_min: '900000',
        salary_max: '900000',
      }),
    ).toEqual({
      application_deadline: ['Application deadline must be in the future'],
      salary_max: ['Maximum salary must be greater than minimum salary'],
    });
  });

  it('lets an edit leave the department and deadline empty, and keep a saved deadline that has passed', () => {
    const body = jobPostingForm('edit', TODAY).parse({
      ...filled,
      department_id: '',
      application_deadline: '',
    });
    expect(body).toMatchObject({ department_id: null, application_deadline: null });
    expect(messages('edit', { ...filled, application_deadline: '2026-03-01' }, '2026-03-01')).toEqual({});
    expect(messages('edit', { ...filled, application_deadline: '2026-03-02' }, '2026-03-01')).toEqual({
      application_deadline: ['Application deadline must be in the future'],
    });
  });

  it('fills the edit form from a saved posting', () => {
    const posting = {
      title: 'QA Engineer',
      department_id: null,
      location: 'Pune',
      employment_type: 'contract',
      experience_level: 'senior',
      remote_allowed: true,
      application_deadline: null,
      salary_min: 600000,
      salary_max: null,
      currency: 'USD',
      description: 'd',
      requirements: 'r',
      skills_required: ['SQL', 'Playwright'],
      benefits: null,
    } as unknown as JobPosting;
    expect(jobPostingFormValues(posting)).toEqual({
      title: 'QA Engineer',
      department_id: '',
      location: 'Pune',
      employment_type: 'contract',
      experience_level: 'senior',
      remote_allowed: true,
      application_deadline: '',
      salary_min: '600000',
      salary_max: '',
      currency: 'USD',
      description: 'd',
      requirements: 'r',
      skills_required: 'SQL, Playwright',
      benefits: '',
    });
  });
});
