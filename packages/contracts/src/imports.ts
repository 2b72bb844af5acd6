/**
 * Imports and exports ("Moving in"): records brought in from a CSV or XLSX file in two steps,
 * validate (nothing written but the import itself) then commit, and exported in the same columns so an
 * export imported again changes nothing. docs/decisions/imports.md.
 */
import { z } from 'zod';
import { idParam, pageQuery } from './common';

/**
 * The record types that can be imported and exported, in the order a company moving in imports them: the
 * organisation, employees, their structures, then what they bring from the old system (leave balances,
 * running loans, previous employment this tax year, this month's attendance), with the months of this tax
 * year already paid elsewhere (opening_payroll) right after the structures.
 */
export const IMPORT_TYPES = [
  'companies',
  'branches',
  'departments',
  'teams',
  'employees',
  'salary_structures',
  'opening_payroll',
  'leave_balances',
  'loans',
  'previous_employment',
  'attendance',
  'holidays',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** checking: a large file being checked as a job (its counts and errors come when the job ends). */
export const IMPORT_STATUSES = ['checking', 'validated', 'invalid', 'committed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** all: every row or nothing (the default); valid_rows: the valid rows, the others left out. */
export const IMPORT_MODES = ['all', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one file may hold (below the header). */
export const IMPORT_MAX_ROWS = 50_000;
/**
 * A file of more rows is checked, and committed, as a job (202 and a job id, followed on GET /api/jobs/{id})
 * rather than in the request: a request that runs for many seconds blocks nothing but is cut by proxies.
 */
export const IMPORT_SYNC_MAX_ROWS = 2_000;
/** The jobs of large files: checking one (POST /api/imports) and committing it (POST /api/imports/{id}/commit). */
export const IMPORT_JOB_KINDS = { validate: 'import.validate', commit: 'import.commit' } as const;

/** One problem of one row: the row as the spreadsheet numbers it (the header is row 1), the column's header. */
export const importError = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

const person = z.object({ id: z.number(), name: z.string() }).nullable();

/** An import as the list shows it. */
export const importSummary = z.object({
  id: z.number(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUSES),
  filename: z.string(),
  format: z.enum(IMPORT_FORMATS),
  rows: z.number(),
  valid_rows: z.number(),
  /** Set once committed: what the commit did to each written row; null before. */
  mode: z.enum(IMPORT_MODES).nullable(),
  created: z.number().nullable(),
  updated: z.number().nullable(),
  unchanged: z.number().nullable(),
  created_by: person,
  created_at: z.string(),
  committed_by: person,
  committed_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** An import with every error found when it was validated. */
export const importRecord = importSummary.extend({ errors: z.array(importError) });
export type ImportRecord = z.infer<typeof importRecord>;

/** POST /api/imports: the multipart form's text field beside `file`. */
export const importUploadFields = z.object({ type: z.enum(IMPORT_TYPES) });

/** POST /api/imports/{id}/commit */
export const importCommitRequest = z.object({ mode: z.enum(IMPORT_MODES).default('all') });
export type ImportCommitRequest = z.infer<typeof importCommitRequest>;

export const importListQuery = pageQuery.extend({
  type: z.enum(IMPORT_TYPES).optional(),
  status: z.enum(IMPORT_STATUSES).optional(),
});
export type ImportListQuery = z.infer<typeof importListQuery>;

export const importTypeParams = z.object({ type: z.enum(IMPORT_TYPES) });

/** GET /api/imports/templates/{type} */
export const templateQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('csv') });

/** GET /api/exports/{type}: one company's records (a super admin may leave it out for every company). */
export const exportQuery = templateQuery.extend({ company_id: idParam.optional() });
export type ExportQuery = z.infer<typeof exportQuery>;

/** A column of an import type's template. */
export type ImportColumn = {
  /** The header: the API's field name. */
  name: string;
  /** How a cell is written, for the template's notes. */
  format: string;
  example: string;
  /** Required on a new record; an update changes only the columns present. */
  required: boolean;
};
