import { z } from 'zod';
import { booleanParam, idParam, pageQuery } from './common';
import { financialYearParam, shiftFinancialYear, TAX_REGIME_KINDS } from './tax-year';

/**
 * The certificate of TDS on salary: Form 16 (s.203, rule 31(1)(a) of the Income-tax Rules 1962) up to 2025-26,
 * Form 130 (s.395(4), rule 215(1) of the Income-tax Rules 2026) from tax year 2026-27; which one, and every
 * section it cites, comes from the statute of the year (statute.ts).
 * Part B (the salary and tax computation, in the layout of Notification 36/2019 with the s.115BAC row) is
 * produced here as a PDF; Part A is downloaded from TRACES, and the employer's own quarterly summary of TDS
 * deducted and deposited stands beside it. Amounts in rupees.
 */

/** The assessment year of a financial year: 2026-27 → 2027-28. */
export const assessmentYearOf = (financialYear: string) => shiftFinancialYear(financialYear, 1);

/** One item of Part B: its number in the form ("1(a)", "10(d)"), the prescribed wording, the amount. */
export const form16Line = z.object({
  item: z.string(),
  label: z.string(),
  amount: z.number(),
  /** Chapter VI-A items show the gross amount beside the deductible one; null elsewhere. */
  gross: z.number().nullable(),
  /** 0: a numbered item; 1: a lettered sub-item; 2: a line under a sub-item. */
  level: z.number().int().min(0).max(2),
  /** A total the form adds up (shown in bold). */
  total: z.boolean(),
  /** A heading whose amounts are its sub-items' (no amount of its own is shown). */
  heading: z.boolean(),
});
export type Form16Line = z.infer<typeof form16Line>;

/** A TDS deposit (challan ITNS 281) a month's deduction went with: the three facts that identify it in OLTAS. */
export const form16Challan = z.object({
  bsr_code: z.string(),
  deposited_on: z.string(),
  challan_serial: z.string(),
});

/** A month of the annexure: salary paid, TDS deducted and the challans it was deposited with (none yet: []). */
export const form16Month = z.object({
  year: z.number(),
  month: z.number(),
  salary_paid: z.number(),
  taxable: z.number(),
  tds: z.number(),
  challans: z.array(form16Challan),
});
export type Form16Month = z.infer<typeof form16Month>;

/** The employer's quarterly summary (what Part A from TRACES reports): paid, deducted, deposited. */
export const form16Quarter = z.object({
  quarter: z.number().int().min(1).max(4),
  /** The filed quarterly statement's receipt number (HR records it); null until recorded. */
  receipt_number: z.string().nullable().default(null),
  salary_paid: z.number(),
  tds_deducted: z.number(),
  tds_deposited: z.number(),
});
export type Form16Quarter = z.infer<typeof form16Quarter>;

/** Everything a Form 16 shows, kept beside its PDF (form16_documents.figures). */
/** What a certificate cites, from the statute of its year (GET /api/statute): Form 16 or Form 130. */
export const certificateStatute = z.object({
  act: z.string(),
  rules_name: z.string(),
  /** "Form 16" or "Form 130", and the rule that prescribes it. */
  form: z.string(),
  form_rule: z.string(),
  /** "section 203" or "section 395(4)": the certificate's section. */
  certificate_section: z.string(),
  salary_tds_section: z.string(),
  /** The new regime's section as row A cites it ("115BAC(1A)", "202(1)"). */
  regime_section: z.string(),
  statement_form: z.string(),
  /** "Financial year 2025-26" or "Tax year 2026-27". */
  year_label: z.string(),
});
export type CertificateStatute = z.infer<typeof certificateStatute>;

export const form16Figures = z.object({
  financial_year: z.string(),
  /** Under the 1961 Act the year after; none under the 2025 Act (tax year). */
  assessment_year: z.string().nullable(),
  statute: certificateStatute.optional(),
  period_from: z.string(),
  period_to: z.string(),
  employer: z.object({
    name: z.string(),
    address: z.string(),
    tan: z.string().nullable(),
    pan: z.string().nullable(),
  }),
  employee: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    pan: z.string().nullable(),
    designation: z.string().nullable(),
  }),
  regime: z.enum(TAX_REGIME_KINDS),
  regime_code: z.string().nullable(),
  /** Row A of Part B: "Whether opting out of taxation u/s 115BAC(1A)?" (202(1) from 2026-27) — yes for the old regime. */
  opting_out_of_115bac: z.boolean(),
  part_b: z.array(form16Line),
  totals: z.object({
    gross_salary: z.number(),
    total_income: z.number(),
    tax_payable: z.number(),
    tds_this_employer: z.number(),
    tds_previous_employer: z.number(),
    /** Net tax payable less all TDS: positive still payable, negative refundable. */
    balance: z.number(),
  }),
  months: z.array(form16Month),
  quarters: z.array(form16Quarter),
});
export type Form16Figures = z.infer<typeof form16Figures>;

/** GET /api/employees/{id}/form16?financial_year=&draft= (draft: HR's preview, marked DRAFT on every page) */
export const form16Query = z.object({
  financial_year: financialYearParam,
  draft: booleanParam.optional(),
});

/** GET /api/employees/{id}/form130?tax_year=&draft= */
export const form130Query = z.object({ tax_year: financialYearParam, draft: booleanParam.optional() });

/** GET /api/form16?company_id=&financial_year=&page= */
export const form16ListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  financial_year: financialYearParam,
});
export type Form16ListQuery = z.infer<typeof form16ListQuery>;

/** An issued Form 16 in HR's list. */
export const form16Document = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  pan: z.string().nullable(),
  financial_year: z.string(),
  regime: z.enum(TAX_REGIME_KINDS),
  gross_salary: z.number(),
  total_income: z.number(),
  tax_payable: z.number(),
  tds: z.number(),
  generated_at: z.string(),
  generated_by: z.string().nullable(),
});
export type Form16Document = z.infer<typeof form16Document>;

/** The company's year beside the list: who can get a Form 16, how many have one, and the quarters. */
export const form16Summary = z.object({
  company_id: z.number(),
  financial_year: z.string(),
  /** The year's certificate: "Form 16" (to 2025-26) or "Form 130" (from 2026-27). */
  form: z.string(),
  /** The year's last month is approved: certificates can be issued (before, HR previews drafts only). */
  year_closed: z.boolean(),
  /** Employees with a processed, approved or paid run in the year: those a bulk generation issues a Form 16 to. */
  eligible: z.number(),
  issued: z.number(),
  quarters: z.array(form16Quarter),
});
export type Form16Summary = z.infer<typeof form16Summary>;
