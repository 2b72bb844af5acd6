import { z } from 'zod';
import { idParam, pageQuery, recordId } from './common';

/**
 * The employee directory and org chart: what every employee may see of a colleague. Never pay, statutory
 * identity, personal contact or address: only the fields a company chooses from this list.
 */
export const DIRECTORY_FIELDS = [
  'job_title',
  'department',
  'branch',
  'email',
  'phone',
  'manager',
  'hire_date',
  'birthday',
] as const;
export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];

export const DIRECTORY_FIELD_LABELS: Record<DirectoryField, string> = {
  job_title: 'Designation',
  department: 'Department',
  branch: 'Location',
  email: 'Work e-mail',
  phone: 'Work phone',
  manager: 'Manager',
  hire_date: 'Joining date',
  birthday: 'Birthday (day and month)',
};

/** Shown until a company chooses: the work details, not the dates. */
export const DEFAULT_DIRECTORY_FIELDS: readonly DirectoryField[] = [
  'job_title',
  'department',
  'branch',
  'email',
  'phone',
  'manager',
];

const person = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });

/** One colleague as the directory shows them; a field the company does not show is null. */
export const directoryEntry = person.extend({
  employee_id: z.string(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  /** The branch's name and city. */
  branch: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  manager: person.nullable(),
  hire_date: z.string().nullable(),
  /** MM-DD: the day and month only, never the year. */
  birthday: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

/** GET /api/directory: the caller's company's current employees, by name. */
export const directoryQuery = pageQuery.extend({
  /** Name, employee code, designation or work e-mail. */
  search: z.string().trim().max(100).optional(),
  department_id: idParam.optional(),
  branch_id: idParam.optional(),
  /** Super admins: which company (others always see their own). */
  company_id: idParam.optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** A person on the org chart, with how many report to them. */
export const orgChartNode = person.extend({
  employee_id: z.string(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  manager_id: z.number().nullable(),
  reports_count: z.number(),
});
export type OrgChartNode = z.infer<typeof orgChartNode>;

/**
 * GET /api/org-chart?company_id=&employee_id=: one person in focus (left out: the top of the company, those
 * with no manager), the chain of managers above them to the top, and their direct reports.
 */
export const orgChartQuery = z.object({
  company_id: idParam.optional(),
  employee_id: idParam.optional(),
});
export type OrgChartQuery = z.infer<typeof orgChartQuery>;
export const orgChart = z.object({
  company_id: z.number(),
  /** Null when the company has nobody at the top (no one without a manager). */
  focus: orgChartNode.nullable(),
  /** From the top of the company down to the focus's own manager. */
  managers: z.array(orgChartNode),
  /** The focus's direct reports by name; with no focus, the people at the top. */
  reports: z.array(orgChartNode),
});
export type OrgChart = z.infer<typeof orgChart>;

/** GET/PUT /api/directory-settings: which fields a company's directory shows. */
export const directorySettings = z.object({
  company_id: z.number(),
  fields: z.array(z.enum(DIRECTORY_FIELDS)),
});
export type DirectorySettings = z.infer<typeof directorySettings>;
/** Super admins: which company's settings (others always read their own). */
export const directorySettingsQuery = z.object({ company_id: idParam.optional() });
export const directorySettingsRequest = z.object({
  company_id: recordId().optional(),
  fields: z.array(z.enum(DIRECTORY_FIELDS)).max(DIRECTORY_FIELDS.length),
});
export type DirectorySettingsRequest = z.infer<typeof directorySettingsRequest>;

/** How far ahead the home screen's celebrations look, in days (today included). */
export const CELEBRATION_DAYS = 14;

export const CELEBRATION_KINDS = ['birthday', 'work_anniversary'] as const;
export type CelebrationKind = (typeof CELEBRATION_KINDS)[number];

/**
 * A colleague's birthday or work anniversary coming up: `on` is the day it falls this time (a 29 February
 * falls on 28 February in other years). Never the year of birth or an age; an anniversary says how many
 * years.
 */
export const celebration = z.object({
  employee: person,
  kind: z.enum(CELEBRATION_KINDS),
  on: z.string(),
  /** Completed years of service (work anniversaries), else null. */
  years: z.number().nullable(),
});
export type Celebration = z.infer<typeof celebration>;

/**
 * GET /api/directory/celebrations: the caller's colleagues' (same department or team, their manager and their
 * reports) birthdays and work anniversaries in the next CELEBRATION_DAYS days, as far as the company's
 * directory shows birthdays and joining dates.
 */
export const celebrationsResponse = z.object({ data: z.array(celebration) });
export type CelebrationsResponse = z.infer<typeof celebrationsResponse>;
