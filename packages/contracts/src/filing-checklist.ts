import { z } from 'zod';
import { idParam } from './common';

/**
 * The monthly filing checklist (GET /api/reports/filing-checklist): for a company and month, each return and
 * payment its payroll owes — the EPFO ECR (and the arrear ECR), the ESIC contributions, professional tax and
 * labour welfare fund per state, the TDS deposit and the bank transfer — with its state and what blocks it
 * (docs/decisions/statutory.md, "The filing checklist").
 */
export const FILING_KINDS = [
  'epf-ecr',
  'epf-arrear-ecr',
  'esic',
  'pt',
  'lwf',
  'tds',
  'bank-transfer',
] as const;
export type FilingKind = (typeof FILING_KINDS)[number];

/**
 * blocked: cannot be done yet (runs not approved, a detail missing); ready: the file can be produced and paid;
 * filed: begun — a payment is recorded (an EPF TRRN, an ESIC or PT challan, a TDS challan) or some runs are
 * marked paid, short of the whole; paid: what the month owes is paid in full.
 */
export const FILING_STATES = ['blocked', 'ready', 'filed', 'paid'] as const;
export type FilingState = (typeof FILING_STATES)[number];

export const FILING_STATE_LABELS: Record<FilingState, string> = {
  blocked: 'Blocked',
  ready: 'Ready',
  filed: 'Filed',
  paid: 'Paid',
};

/** GET /api/reports/filing-checklist?company_id=&month=&year= (the caller's company when absent). */
export const filingChecklistQuery = z.object({
  company_id: idParam.optional(),
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type FilingChecklistQuery = z.infer<typeof filingChecklistQuery>;

/** What holds a filing: the pay run (runs not approved), an employee's record, the company's settings. */
export const FILING_BLOCKER_KINDS = ['pay-run', 'employee', 'company'] as const;

export const filingBlocker = z.object({
  kind: z.enum(FILING_BLOCKER_KINDS),
  message: z.string(),
  /** The screen where it is fixed (an app path), null when the product has none. */
  link: z.string().nullable(),
});
export type FilingBlocker = z.infer<typeof filingBlocker>;

/** The most blockers a filing lists; `more_blockers` counts the rest (the report page lists them all). */
export const FILING_BLOCKERS_SHOWN = 20;

export const filing = z.object({
  /** Unique in the checklist: the kind, and the state for PT and LWF ("pt:Maharashtra"). */
  key: z.string(),
  kind: z.enum(FILING_KINDS),
  label: z.string(),
  /** The state a PT or LWF filing is for; null for the others. */
  state_name: z.string().nullable(),
  state: z.enum(FILING_STATES),
  /** ISO date from the rules in force; null when they set none (the bank transfer has none). */
  due_on: z.string().nullable(),
  /**
   * Rupees due from the month's approved and paid runs (the bank transfer: their net pay); null for the arrear
   * ECR, paid with the month's EPF challan.
   */
  amount: z.number().nullable(),
  /** Recorded against it: statutory payments, TDS challans; null where nothing is recorded (bank, arrear ECR). */
  paid: z.number().nullable(),
  /** Still to pay with the interest and damages of paying late (the compliance summary's owed). */
  owed: z.number().nullable(),
  /** Where it stands, when the amounts do not say it ("3 of 45 runs marked paid"). */
  note: z.string().nullable(),
  blockers: z.array(filingBlocker),
  more_blockers: z.number(),
  /** Its file: an API path (without /api) and query for the download, with the button's label. */
  download: z
    .object({
      label: z.string(),
      path: z.string(),
      query: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .nullable(),
  /** Where its payment is recorded (an app path): statutory payments, TDS challans, the pay run. */
  payment_link: z.string().nullable(),
});
export type Filing = z.infer<typeof filing>;

export const filingChecklist = z.object({
  company_id: z.number(),
  company_name: z.string(),
  year: z.number(),
  month: z.number(),
  month_ended: z.boolean(),
  locked: z.boolean(),
  filings: z.array(filing),
});
export type FilingChecklist = z.infer<typeof filingChecklist>;
