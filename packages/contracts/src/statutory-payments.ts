import { z } from 'zod';
import { idParam, isoDate, pageQuery, recordId } from './common';
import { MAX_MONEY } from './constants';

/**
 * Statutory payments: what the company paid for a wage month (the EPF challan by its TRRN, the ESIC challan,
 * a state's professional tax or labour welfare fund), with the due date, the days late and the interest and
 * damages that lateness costs, computed from the dated statutory rates (docs/decisions/statutory.md,
 * "Statutory payments"). TDS challans have their own register (/api/tds-challans).
 */
export const STATUTORY_PAYMENT_KINDS = ['epf', 'esic', 'pt', 'lwf'] as const;
export type StatutoryPaymentKind = (typeof STATUTORY_PAYMENT_KINDS)[number];

/** The kinds paid to a state, which need the state; EPF and ESIC are national and take none. */
export const STATE_PAYMENT_KINDS: readonly StatutoryPaymentKind[] = ['pt', 'lwf'];

export const STATUTORY_PAYMENT_LABELS: Record<StatutoryPaymentKind, string> = {
  epf: 'EPF',
  esic: 'ESIC',
  pt: 'Professional tax',
  lwf: 'Labour welfare fund',
};

/** What the reference is for each kind, as the form labels it. */
export const REFERENCE_LABELS: Record<StatutoryPaymentKind, string> = {
  epf: 'TRRN',
  esic: 'Challan number',
  pt: 'Challan / receipt number',
  lwf: 'Challan / receipt number',
};

/** The EPF challan's accounts (A/c 1 EPF, 2 administration, 10 EPS, 21 EDLI, 22 EDLI administration). */
export const EPF_ACCOUNTS = ['ac1', 'ac2', 'ac10', 'ac21', 'ac22'] as const;
export type EpfAccount = (typeof EPF_ACCOUNTS)[number];
export const EPF_ACCOUNT_LABELS: Record<EpfAccount, string> = {
  ac1: 'A/c 1 · EPF (employee and employer)',
  ac2: 'A/c 2 · Administration charges',
  ac10: 'A/c 10 · Pension (EPS)',
  ac21: 'A/c 21 · EDLI',
  ac22: 'A/c 22 · EDLI administration',
};

export const STATUTORY_PAYMENT_MESSAGES = {
  state_required: 'Choose the state this payment is for.',
  state_refused: 'EPF and ESIC are paid nationally: leave the state empty.',
  accounts_required: 'Enter the amounts by account, as on the EPF challan.',
  accounts_refused: 'Only an EPF payment is split by account.',
  accounts_sum: 'The accounts must add up to the amount paid.',
  reference: 'Enter the reference: letters, digits, "/" or "-", at most 40.',
  amount: 'The amount must be more than zero, with at most two decimals.',
} as const;

const money = z
  .number({ error: STATUTORY_PAYMENT_MESSAGES.amount })
  .min(0, STATUTORY_PAYMENT_MESSAGES.amount)
  .max(MAX_MONEY)
  .multipleOf(0.01, STATUTORY_PAYMENT_MESSAGES.amount);

export const epfAccounts = z.object({
  ac1: money,
  ac2: money,
  ac10: money,
  ac21: money,
  ac22: money,
});
export type EpfAccounts = z.infer<typeof epfAccounts>;

/** Paise of a rupee amount, so that sums compare exactly. */
const paiseOf = (rupees: number) => Math.round(rupees * 100);

/** POST /api/statutory-payments and PUT /api/statutory-payments/{id}. */
export const statutoryPaymentRequest = z
  .object({
    /** The caller's own company when absent (a super admin names one). */
    company_id: recordId().optional(),
    kind: z.enum(STATUTORY_PAYMENT_KINDS, { error: 'Choose EPF, ESIC, professional tax or LWF.' }),
    year: z.number({ error: 'Choose the wage month.' }).int().min(2000).max(2100),
    month: z.number({ error: 'Choose the wage month.' }).int().min(1).max(12),
    state: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'The state code is two letters.')]))
      .nullish()
      .transform((v) => v || null),
    reference: z
      .string({ error: STATUTORY_PAYMENT_MESSAGES.reference })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9/-]{1,40}$/, STATUTORY_PAYMENT_MESSAGES.reference)),
    paid_on: isoDate,
    amount: money.refine((v) => v > 0, STATUTORY_PAYMENT_MESSAGES.amount),
    accounts: epfAccounts.nullish(),
  })
  .superRefine((r, ctx) => {
    const stateKind = STATE_PAYMENT_KINDS.includes(r.kind);
    if (stateKind && !r.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: STATUTORY_PAYMENT_MESSAGES.state_required });
    if (!stateKind && r.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: STATUTORY_PAYMENT_MESSAGES.state_refused });
    if (r.kind === 'epf' && !r.accounts)
      ctx.addIssue({
        code: 'custom',
        path: ['accounts'],
        message: STATUTORY_PAYMENT_MESSAGES.accounts_required,
      });
    if (r.kind !== 'epf' && r.accounts)
      ctx.addIssue({
        code: 'custom',
        path: ['accounts'],
        message: STATUTORY_PAYMENT_MESSAGES.accounts_refused,
      });
    if (r.kind === 'epf' && r.accounts) {
      const sum = EPF_ACCOUNTS.reduce((a, k) => a + paiseOf(r.accounts?.[k] ?? 0), 0);
      if (sum !== paiseOf(r.amount))
        ctx.addIssue({
          code: 'custom',
          path: ['accounts'],
          message: STATUTORY_PAYMENT_MESSAGES.accounts_sum,
        });
    }
  });
export type StatutoryPaymentRequest = z.infer<typeof statutoryPaymentRequest>;
export type StatutoryPaymentInput = z.input<typeof statutoryPaymentRequest>;

const charges = z.object({ interest: z.number(), damages: z.number() });

export const statutoryPayment = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  kind: z.enum(STATUTORY_PAYMENT_KINDS),
  year: z.number(),
  month: z.number(),
  state: z.string().nullable(),
  state_name: z.string().nullable(),
  reference: z.string(),
  paid_on: z.string(),
  amount: z.number(),
  accounts: epfAccounts.nullable(),
  /** From the scheme's rules in force on the wage month's last day; null when they set none. */
  due_on: z.string().nullable(),
  /** Days from the due date to the payment (0 when on time). */
  days_late: z.number(),
  /** Rupees, from the rules' late-payment charges; EPF's add up its accounts' (`account_charges`). */
  interest: z.number(),
  damages: z.number(),
  account_charges: z.record(z.enum(EPF_ACCOUNTS), charges).nullable(),
  created_at: z.string(),
});
export type StatutoryPayment = z.infer<typeof statutoryPayment>;

/** GET /api/statutory-payments?company_id=&kind=&month=&year=&page=&per_page= */
export const statutoryPaymentListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  kind: z.enum(STATUTORY_PAYMENT_KINDS).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type StatutoryPaymentListQuery = z.infer<typeof statutoryPaymentListQuery>;
